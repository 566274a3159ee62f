/**
 * Inputs from the input schemas (contract/schemas/inputs/): valid ones as fast-check
 * arbitraries, and the mutations of a valid one that the contract refuses. No maintained
 * zod 4 → fast-check library is installed; this reads the few kinds of schema the inputs are
 * built from (objects, texts, enums, numbers, arrays, unions, pipes) and the bounds of the
 * fields read by hand (FIELD_BOUNDS). What it cannot read (a record's id, a free value) the
 * caller gives as an override; a whole input is kept only when its schema accepts it.
 */
import fc from 'fast-check';
import type { z } from 'zod';
import { FIELD_BOUNDS } from '@contract/schemas/inputs/fields';

/** Names every object inherits: an enum or a key field holding one is an unknown value. */
export const INHERITED_NAMES = ['constructor', 'toString', '__proto__'] as const;

/** Arbitraries for fields the schema cannot describe, by field name (at any depth). */
export type Overrides = Record<string, fc.Arbitrary<unknown>>;

// zod 4's internals, as far as this reads them
interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
  items?: z.ZodType[];
  options?: z.ZodType[];
  entries?: Record<string, string>;
  values?: unknown[];
  catchall?: z.ZodType;
}
const defOf = (s: z.ZodType): Def => (s as unknown as { _zod: { def: Def } })._zod.def;
const bagOf = (s: z.ZodType): Record<string, unknown> =>
  (s as unknown as { _zod: { bag?: Record<string, unknown> } })._zod.bag ?? {};

/** The schema under optional, default and the like. */
export function unwrap(s: z.ZodType): z.ZodType {
  const d = defOf(s);
  if (['optional', 'nullable', 'default', 'prefault', 'readonly', 'nonoptional'].includes(d.type) && d.innerType)
    return unwrap(d.innerType);
  return s;
}

/** The object an input schema reads (under pipes, refinements and preprocessing), if it is one. */
export function objectOf(s: z.ZodType): z.ZodObject | undefined {
  const u = unwrap(s);
  const d = defOf(u);
  if (d.type === 'object') return u as z.ZodObject;
  if (d.type === 'pipe') return objectOf(d.in!) ?? objectOf(d.out!);
  return undefined;
}

/** Whether an object refuses keys it does not name (a strict object). */
export const isStrict = (o: z.ZodObject): boolean =>
  defOf(o).catchall !== undefined && defOf(defOf(o).catchall!).type === 'never';

/** A text of plain letters (no blank to trim), between `min` and `max` long. */
const text = (min: number, max: number) =>
  fc.string({
    unit: fc.constantFrom(...'kitKIT测试券骑行0123456789'),
    minLength: Math.max(min, 1),
    maxLength: Math.min(max, 16),
  });

/** A value within a field's bounds. */
const within = (b: { min: number; max: number; nonZero?: boolean }) =>
  fc.integer({ min: b.min, max: Math.min(b.max, b.min + 1_000_000) }).filter((n) => !(b.nonZero && n === 0));

/**
 * An arbitrary of what `s` accepts, or undefined when the schema says nothing about it
 * (an unknown, a transform): the caller's override then, or the field is left out.
 */
export function arbitraryOf(s: z.ZodType, over: Overrides = {}): fc.Arbitrary<unknown> | undefined {
  const bounds = FIELD_BOUNDS.get(s);
  if (bounds) return within(bounds);
  const d = defOf(s);
  const bag = bagOf(s);
  switch (d.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
      return arbitraryOf(d.innerType!, over);
    case 'pipe':
      return arbitraryOf(d.in!, over) ?? arbitraryOf(d.out!, over);
    case 'object': {
      const fields: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [k, f] of Object.entries(d.shape!)) {
        const a = over[k] ?? arbitraryOf(f, over);
        if (a) fields[k] = a;
      }
      return fc.record(fields);
    }
    case 'string': {
      const patterns = bag.patterns as Set<RegExp> | undefined;
      const pattern = patterns ? [...patterns][0] : undefined;
      if (pattern) return fc.stringMatching(pattern);
      return text((bag.minimum as number | undefined) ?? 1, (bag.maximum as number | undefined) ?? 16);
    }
    case 'number':
      return fc.integer({
        min: Math.max((bag.minimum as number | undefined) ?? 0, -1e6),
        max: Math.min((bag.maximum as number | undefined) ?? 1e6, 1e6),
      });
    case 'boolean':
      return fc.boolean();
    case 'literal':
      return fc.constantFrom(...d.values!);
    case 'enum':
      return fc.constantFrom(...Object.values(d.entries!));
    case 'array': {
      const item = arbitraryOf(d.element!, over);
      if (!item) return undefined;
      const min = (bag.minimum as number | undefined) ?? 0;
      return fc.array(item, { minLength: min, maxLength: Math.max(min, Math.min((bag.maximum as number) ?? 3, 3)) });
    }
    case 'tuple': {
      const items = d.items!.map((i) => arbitraryOf(i, over));
      return items.every(Boolean) ? fc.tuple(...(items as fc.Arbitrary<unknown>[])) : undefined;
    }
    case 'union': {
      const options = d.options!.map((o) => arbitraryOf(o, over)).filter((a): a is fc.Arbitrary<unknown> => !!a);
      return options.length ? fc.oneof(...options) : undefined;
    }
    default:
      return undefined;
  }
}

/** Valid inputs of `schema`: generated, with the overrides, and kept only when the schema accepts them. */
export function validInputs(schema: z.ZodType, over: Overrides = {}): fc.Arbitrary<Record<string, unknown>> {
  const a = arbitraryOf(schema, over);
  if (!a) throw new Error('the schema says nothing the kit can generate: give overrides');
  return a.filter((v) => schema.safeParse(v).success) as fc.Arbitrary<Record<string, unknown>>;
}

/** A mutation of a valid input, and what the contract says of it. */
export interface Mutation {
  /** what was changed: `kind: "constructor"`, `value out of range`, `name missing` */
  what: string;
  input: Record<string, unknown>;
  /** the message the contract refuses it with; undefined when the refusal is the backend's (a key it looks up) */
  message?: string;
}

/** The first message `schema` refuses `input` with, or undefined when it accepts it. */
export function refusalOf(schema: z.ZodType, input: unknown): string | undefined {
  const r = schema.safeParse(input, { error: () => '请求参数不正确' });
  return r.success ? undefined : r.error.issues[0]!.message;
}

/** Whether a field's schema is a closed set of names (an enum, or a union holding one). */
function isEnumField(s: z.ZodType): boolean {
  const d = defOf(unwrap(s));
  if (d.type === 'enum') return true;
  if (d.type === 'pipe') return isEnumField(d.in!) || isEnumField(d.out!);
  if (d.type === 'union') return d.options!.some(isEnumField);
  return false;
}

/** A value above a field's bounds (an amount or count, a number, a text's length), if it has one. */
function outOfRange(s: z.ZodType): unknown {
  const u = unwrap(s);
  const bounds = FIELD_BOUNDS.get(u) ?? FIELD_BOUNDS.get(s);
  if (bounds) return bounds.max + 1;
  const d = defOf(u);
  if (d.type === 'pipe') return outOfRange(d.out!) ?? outOfRange(d.in!);
  const max = bagOf(u).maximum as number | undefined;
  if (d.type === 'string' && max !== undefined && max < 100_000) return 'x'.repeat(max + 1);
  if (d.type === 'number' && max !== undefined) return max + 1;
  return undefined;
}

/**
 * The mutations of the valid `input` of `schema` that the contract refuses, each with its
 * message: every enum with an inherited name, every bounded field out of range, every field
 * of the wrong type, every required field missing, and an extra field where the object is
 * strict. `keys` are the fields naming records (looked up by the backend): each with an
 * inherited name, refused by the backend whatever the schema says.
 */
export function mutationsOf(
  schema: z.ZodType,
  input: Record<string, unknown>,
  keys: readonly string[] = [],
): Mutation[] {
  const o = objectOf(schema);
  if (!o) return [];
  const out: Mutation[] = [];
  const add = (what: string, changed: Record<string, unknown>, byBackend = false) => {
    const message = refusalOf(schema, changed);
    if (message !== undefined || byBackend) out.push({ what, input: changed, ...(message ? { message } : {}) });
  };
  for (const [k, f] of Object.entries(o.shape as Record<string, z.ZodType>)) {
    if (isEnumField(f))
      for (const name of INHERITED_NAMES) add(`${k}: ${JSON.stringify(name)}`, { ...input, [k]: name });
    if (keys.includes(k))
      for (const name of INHERITED_NAMES) {
        const value = Array.isArray(input[k]) ? [name] : name;
        add(`${k}: ${JSON.stringify(value)} (a key)`, { ...input, [k]: value }, true);
      }
    const high = outOfRange(f);
    if (high !== undefined) add(`${k} out of range`, { ...input, [k]: high });
    add(`${k} of the wrong type`, { ...input, [k]: { wrong: true } });
    const { [k]: _gone, ...missing } = input;
    add(`${k} missing`, missing);
  }
  if (isStrict(o)) add('an extra field', { ...input, kitExtra: 'extra' });
  return out;
}

/**
 * `body` as a write's form sends it: only the fields its schema declares. A record sent back
 * as read carries what the list shows besides (its state, its counts, a reward's other kinds'
 * fields), and the write refuses a field it does not declare. Each pass drops the fields the
 * body's schema names as unknown, at their place, nested ones included.
 */
export function declaredBody<T extends Record<string, unknown>>(schema: z.ZodType | undefined, body: T): T {
  if (!schema) return body;
  const out = structuredClone(body);
  for (let pass = 0; pass < 8; pass++) {
    const r = schema.safeParse(out);
    const unknown = r.success ? [] : r.error.issues.filter((i) => i.code === 'unrecognized_keys');
    if (!unknown.length) return out;
    for (const issue of unknown) {
      const at = issue.path.reduce<unknown>((o, k) => (o as Record<PropertyKey, unknown>)?.[k], out) as Record<
        string,
        unknown
      >;
      for (const k of issue.keys) delete at[k];
    }
  }
  return out;
}
