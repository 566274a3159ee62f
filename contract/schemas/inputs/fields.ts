import { z } from 'zod';
import { GROUP_MSG, GROUPS, type GroupKey } from '@contract/groups';
import { countProblem, fenProblem, parseCount, parseFen, type AmountLimit } from '@contract/money';
import { noteLimit, noteMissing, type NoteRule, type TextLimit } from '@contract/validators';
import { COMMON_INPUT_MSG, unsupportedField, type ChoiceField, type TextField } from '@contract/inputMessages';

/**
 * The pieces of the input schemas: each rule carries the message the product shows for it,
 * and a field that is missing or of the wrong type is refused with the same message (a
 * person reads one sentence per field, never the schema library's words).
 */

/**
 * A write's body as exactly what it names: a field it does not name is refused with
 * 不支持的字段：<names> (never dropped, never passed on), as an inherited name (`constructor`,
 * `__proto__`) is. `message` is said when the body is not an object at all.
 */
export const exact = <S extends z.ZodRawShape>(shape: S, message?: string) =>
  z.strictObject(shape, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? unsupportedField(issue.keys) : message),
  });

/** A text as the handlers read it: trimmed, anything but a string is empty. */
const trimmed = z
  .unknown()
  .optional()
  .transform((v) => (typeof v === 'string' ? v.trim() : ''));

/** A required text, trimmed: `empty` when blank, the limit's message when longer. */
export const requiredText = (empty: string, limit?: TextLimit) =>
  trimmed.pipe(limit ? z.string().min(1, empty).max(limit.max, limit.message) : z.string().min(1, empty));

/** A text that may be left blank (''), trimmed; the limit's message when longer. */
export const optionalText = (limit?: TextLimit) =>
  limit ? trimmed.pipe(z.string().max(limit.max, limit.message)) : trimmed;

/**
 * One of a closed set of names: the own keys of `table` (a label record), so a name every
 * object inherits (`constructor`, `toString`, `__proto__`) is an unknown value by construction.
 */
export const keyOf = <K extends string>(table: Record<K, unknown>, message: string) =>
  z.enum(Object.keys(table) as [K, ...K[]], message);

/** One of the listed names. */
export const oneOf = <const K extends readonly [string, ...string[]]>(names: K, message: string) =>
  z.enum(names, message);

/**
 * The bounds of the fields whose schema reads a value by hand (an amount, a count, a whole
 * number in a range): what the conformance kit generates values within, and out of.
 */
export const FIELD_BOUNDS = z.registry<{ min: number; max: number; nonZero?: boolean }>();

/** A value read by `parse` once `problemOf` finds nothing wrong with it, else refused with what it found. */
const readWith = (problemOf: (v: unknown) => string | undefined, parse: (v: unknown) => number | null) =>
  z
    .unknown()
    .optional()
    .transform((v, ctx) => {
      const problem = problemOf(v);
      if (problem === undefined) return parse(v)!;
      ctx.addIssue({ code: 'custom', message: problem });
      return z.NEVER;
    });

/** An amount in integer fen within the field's limits (contract/money.ts), with its message. */
export const fenIn = (limit: AmountLimit) =>
  readWith((v) => fenProblem(v, limit), parseFen).register(FIELD_BOUNDS, limit);

/** A whole count within the field's limits (contract/money.ts), with its message. */
export const countIn = (limit: AmountLimit) =>
  readWith((v) => countProblem(v, limit), parseCount).register(FIELD_BOUNDS, limit);

/** A whole number in [min, max] (a number, never a text of one), else `message`. */
export const intIn = (min: number, max: number, message: string) =>
  z
    .custom<number>((v) => typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max, message)
    .register(FIELD_BOUNDS, { min, max });

/** A record's id as the caller names it: a non-empty text, else `message`. */
export const idOf = (message: string) => z.string(message).min(1, message);

/** The version an edit was loaded at (`updatedAt`): checked against the record by the handler (409 when stale). */
export const version = z.unknown().optional();

/** `enabled` or `disabled`. */
export const STATE_MESSAGE = '状态不正确';
export const enableState = oneOf(['enabled', 'disabled'], STATE_MESSAGE);

/** A calendar day `YYYY-MM-DD`, else `message`. */
export const dayOf = (message: string) => z.string(message).regex(/^\d{4}-\d{2}-\d{2}$/, message);

/** One or more service areas' ids (whether the caller may see each is the handler's). */
export const areaIds = (message: string) => z.array(z.string(message), message).min(1, message);

/** A first and last day, the last not before the first: the fields of a period. */
export const periodFields = (message: string) => ({ startDate: dayOf(message), endDate: dayOf(message) });

/** The rule of a period's order, for an object with `periodFields`. */
export const periodInOrder =
  (message: string) =>
  (b: object, ctx: z.RefinementCtx): void => {
    const { startDate, endDate } = b as { startDate: string; endDate: string };
    if (endDate < startDate) ctx.addIssue({ code: 'custom', message, path: ['endDate'] });
  };

/**
 * A record named by its id (or key): whether it is there, and the caller's, is the handler's
 * rule (it reads the world), answered 404 with the record's own message.
 */
export const ref = z.unknown().optional();

/** A state switch of a record: `{<key>, state}` (`id` unless the record is named otherwise). */
export const stateSwitch = (key = 'id') => ({ body: exact({ [key]: ref, state: enableState }) });

/** A body that only names a record: `{<key>}`. */
export const byId = (key = 'id') => ({ body: exact({ [key]: ref }) });

/**
 * A record's id in a path, of its declared shape (`prefix` and its number: CP004, U100001):
 * an id of another shape is refused with `message` before the handler looks for it.
 */
export const idShaped = (prefix: string, message: string) =>
  z.string(message).regex(new RegExp(`^${prefix}\\d{1,9}$`), message);

/** Path parameters of declared shapes. */
export const pathOf = (shapes: z.ZodRawShape) => ({ params: z.object(shapes) });

/** A permission group's key in a path: one of the groups (an unknown or inherited name is refused). */
export const groupKeyPath = pathOf({
  key: keyOf(Object.fromEntries(GROUPS.map((g) => [g.key, g])) as Record<GroupKey, unknown>, GROUP_MSG.unknown),
});

/**
 * Nothing: a read of a whole small list or of a setting. Any key is refused with
 * 不支持的字段：<names>, an inherited name included (none is dropped).
 */
export const none = exact({});

/** What an edit adds to a record's fields: the record it names and the version it was loaded at. */
export const editOf = { id: ref, updatedAt: version };

/** The bodies of a dated record's add and edit: its fields, the period in order (`message` when not). */
export const datedBodies = <S extends z.ZodRawShape>(fields: S, message: string) =>
  [
    exact(fields).superRefine(periodInOrder(message)),
    exact({ ...editOf, ...fields }).superRefine(periodInOrder(message)),
  ] as const;

const whole = (message: string, max: number) =>
  z
    .string(message)
    .regex(/^\d{1,9}$/, message)
    .refine((v) => Number(v) >= 1 && Number(v) <= max, message);

/**
 * A list's paging and order, as a query carries them (texts): page from 1, up to 500 rows a
 * page, ascending or descending. Which column a `sortField` names is the list's own (an
 * unknown one leaves the order as it is).
 */
const PAGING = {
  page: whole(COMMON_INPUT_MSG.page, 1e9).optional(),
  pageSize: whole(COMMON_INPUT_MSG.pageSize, 500).optional(),
  sortField: z.string().optional(),
  sortOrder: oneOf(['ascend', 'descend'], COMMON_INPUT_MSG.sortOrder).optional(),
};

/**
 * The header scope the console adds to a list's read (`scoped: true`): the selected franchisees
 * and service areas, comma-joined; the list counts only what they hold (the backend's inScope).
 */
const SCOPE = { agentIds: z.string().optional(), opAreaIds: z.string().optional() };

/**
 * A list's query as exactly what it names: paging and order, the header scope and `filters`
 * (each a text the handler reads its own way, or a checked one); a key it does not name is
 * refused with 不支持的字段：<names>, as a body's is.
 */
export const exactListQuery = (filters: z.ZodRawShape = {}) => ({ query: exact({ ...PAGING, ...SCOPE, ...filters }) });

/**
 * A read's query that does not page, as exactly what it names: `fields` and, for a read the
 * console makes with the header scope (`scoped: true`), the scope's keys; any other key is
 * refused with 不支持的字段：<names>.
 */
export const exactQuery = (fields: z.ZodRawShape = {}, o: { scoped?: boolean } = {}) => ({
  query: exact(o.scoped ? { ...SCOPE, ...fields } : fields),
});

/** Free-text filters a list reads its own way (a keyword, a range, an id), named so none other passes. */
export const texts = (...names: string[]) => Object.fromEntries(names.map((n) => [n, z.string().optional()]));

/** A filter over a closed set (the own keys of `table`): absent or blank is every value. */
export const filterOf = <K extends string>(table: Record<K, unknown>, message: string) =>
  z.union([z.literal(''), keyOf(table, message)], message).optional();

/** A filter over the listed names: absent or blank is every value. */
export const filterIn = <const K extends readonly [string, ...string[]]>(names: K, message: string) =>
  z.union([z.literal(''), oneOf(names, message)], message).optional();

/** A text by its plain-data rules (contract/inputMessages.ts), the ones its form field shows. */
export const textField = (f: TextField) => {
  const text = f.empty ? requiredText(f.empty, f.limit) : optionalText(f.limit);
  const p = f.pattern;
  return p ? text.refine((v) => v === '' || p.regex.test(v), p.message) : text;
};

/** A choice among the own keys of `table`, by its plain-data rule (the one its form field shows). */
export const choiceField = <K extends string>(table: Record<K, unknown>, f: ChoiceField) => keyOf(table, f.message);

/** A required note by its rule (contract/validators.ts): 请填写<label> when blank, <label>不超过<max>字 when longer. */
export const noteOf = (rule: NoteRule) => requiredText(noteMissing(rule), noteLimit(rule));

/** A note that may be left blank (''), by its rule. */
export const optionalNoteOf = (rule: NoteRule) => optionalText(noteLimit(rule));
