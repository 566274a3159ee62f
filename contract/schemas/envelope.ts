import { z } from 'zod';
import type { Endpoint } from '@contract/endpoint';
import { replySchemaOf } from './index';

/**
 * The shapes every reply comes in. The backend answers 200 `{suc:true,data}` on success
 * and `{suc:false,error:{code,promt}}` on a refusal: 401 without a valid token, 403 without
 * the endpoint's codes, 200 with code `SIGN` for a request not sealed with the session's key,
 * 200 with a business code (400, 404, …) for bad input. The user service answers its result
 * as plain JSON and its failures as 4xx `{code,error}`.
 */
const refusalCode = z.union([z.number().int(), z.string()]);

/**
 * A refusal always says why, under the key its endpoint uses (`promt`, or `promot` on a few).
 * An edit made on a version other than the record's current `updatedAt` (or on none) is
 * refused with code 409 and 该记录已被他人修改，请刷新后重试, and `data` is the record as it now stands.
 */
export const refusal = z.object({
  suc: z.literal(false),
  error: z.union([
    z.object({ code: refusalCode, promt: z.string() }),
    z.object({ code: refusalCode, promot: z.string() }),
  ]),
  data: z.unknown().optional().describe('a stale edit (code 409): the record as it now stands'),
});

export const userFailure = z.object({ code: z.union([z.number().int(), z.string()]), error: z.string() });

/** `{suc:true,data}` with `data` of this shape. */
export const ok = <T extends z.ZodType>(data: T) => z.object({ suc: z.literal(true), data });

/** The whole body of a successful reply of the endpoint (unknown data when its reply has no schema yet). */
export function successSchema(e: Endpoint): z.ZodType {
  const data = replySchemaOf(e) ?? z.unknown();
  return e.base === 'user' ? data : ok(data);
}

const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const pathText = (path: readonly PropertyKey[]): string => (path.length ? path.map(String).join('.') : '(reply)');

/**
 * The path of the first key of `value` that its schema does not name. A schema's objects
 * drop the keys they do not name when they parse (records and `unknown` keep theirs), so
 * such a key is one of the value and missing from what the schema made of it.
 */
function firstUnknownKey(value: unknown, parsed: unknown, path: PropertyKey[] = []): PropertyKey[] | null {
  if (Array.isArray(value) && Array.isArray(parsed)) {
    for (let i = 0; i < value.length; i++) {
      const found = firstUnknownKey(value[i], parsed[i], [...path, i]);
      if (found) return found;
    }
    return null;
  }
  if (!isRecord(value) || !isRecord(parsed)) return null;
  for (const [key, v] of Object.entries(value)) {
    if (v === undefined) continue;
    if (!Object.hasOwn(parsed, key)) return [...path, key];
    const found = firstUnknownKey(v, parsed[key], [...path, key]);
    if (found) return found;
  }
  return null;
}

/**
 * The first difference of a value from a schema, as `path: message`; null when it conforms.
 * Replies are strict: a key the schema does not name is a difference.
 */
export function firstDifference(schema: z.ZodType, value: unknown): string | null {
  const r = schema.safeParse(value);
  if (!r.success) {
    const issue = r.error.issues[0]!;
    return `${pathText(issue.path)}: ${issue.message}`;
  }
  const unknown = firstUnknownKey(value, r.data);
  return unknown ? `${pathText(unknown)}: a key the schema does not name` : null;
}

/**
 * The first difference of a reply from what its endpoint may answer: the success shape,
 * or a refusal's (a refusal is checked as a refusal, its business meaning is the caller's).
 */
export function replyDifference(e: Endpoint, body: unknown, status: number): string | null {
  if (e.base === 'user')
    return status >= 400 ? firstDifference(userFailure, body) : firstDifference(successSchema(e), body);
  if (body && typeof body === 'object' && (body as { suc?: unknown }).suc === false)
    return firstDifference(refusal, body);
  return firstDifference(successSchema(e), body);
}
