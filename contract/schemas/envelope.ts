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

/** The first difference of a value from a schema, as `path: message`; null when it conforms. */
export function firstDifference(schema: z.ZodType, value: unknown): string | null {
  const r = schema.safeParse(value);
  if (r.success) return null;
  const issue = r.error.issues[0]!;
  return `${issue.path.length ? issue.path.join('.') : '(reply)'}: ${issue.message}`;
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
