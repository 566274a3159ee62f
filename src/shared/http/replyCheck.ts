import { endpointKey, endpointOfPath, pathPattern, type Endpoint } from '@contract/endpoint';
import { installReplyCheck } from './client';
import { ApiError } from './errors';

/**
 * What the client asks of a reply schema: zod's `safeParse`, described by its shape, so that
 * this module (and with it the entry) loads no schema library. The schemas themselves
 * (contract/schemas/<area>.ts) are registered by the api modules of the features, and so
 * load with the page's chunk.
 */
export interface ReplyShape {
  safeParse(value: unknown): {
    success: boolean;
    error?: { issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }> };
  };
}

/**
 * The console runs under a Content-Security-Policy without 'unsafe-eval': zod (loaded with the
 * pages' schemas) compiles no parser with `new Function` and does not even probe for it (a strict
 * policy reports the probe, though zod catches its failure). Its settings live on globalThis, so
 * they are set here without loading zod.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(zodGlobal.__zod_globalConfig ??= {}).jitless = true;

/** What the person reads when a reply does not have its endpoint's shape. */
export const WRONG_SHAPE_MESSAGE = '接口返回的数据格式不正确';
/** The ApiError code of such a reply. */
export const WRONG_SHAPE_CODE = 'REPLY_SHAPE';

const shapes = new Map<Endpoint, ReplyShape>();

/** The client's base of an endpoint's backend (a mieba path is served under the main base's prefix). */
const clientBase = (e: Endpoint): string => (e.base === 'user' || e.base === 'java' ? e.base : 'main');

/** Registered endpoints by method and client base, with their paths as patterns (`:id` stands for one segment). */
const byCall = new Map<string, Array<{ e: Endpoint; pattern: RegExp }>>();
const callKey = (method: string, base: string) => `${method.toLowerCase()} ${base}`;

/** Registers the reply schemas of an area (`RIDER_REPLIES`, …): their endpoints' replies are checked from now on. */
export function registerReplies(replies: ReadonlyArray<readonly [Endpoint, ReplyShape]>): void {
  installReplyCheck(checkReplyAt);
  for (const [e, shape] of replies) {
    if (shapes.has(e)) continue;
    shapes.set(e, shape);
    const key = callKey(e.method, clientBase(e));
    byCall.set(key, [...(byCall.get(key) ?? []), { e, pattern: pathPattern(e.path) }]);
  }
}

/** The registered endpoint a call goes to (method, client base, path with its parameters filled in), if any. */
export function endpointAt(method: string, base: string, url: string): Endpoint | undefined {
  return endpointOfPath(byCall.get(callKey(method, base)) ?? [], url.split('?')[0]!);
}

const reported = new Set<string>();

/** Forgets which faults were reported (each test starts as a new page). */
export function forgetReplyReports(): void {
  reported.clear();
}

/**
 * Checks what an endpoint answered (the `data` of `{suc:true,data}`, the whole body on the
 * user service) against its registered schema. A reply of another shape is never handed on
 * (a list would crash on rows that are no list, or show 暂无数据 for a missing page, ¥NaN for
 * money that is no number): the call fails with WRONG_SHAPE_MESSAGE, not retried (the same
 * question gets the same answer), and the fault (endpoint and first difference) is reported
 * once as a warning, however often it is met again. Keys a schema does not name are let
 * through: the console reads only what it knows.
 */
export function checkReply(e: Endpoint, reply: unknown): void {
  const shape = shapes.get(e);
  if (!shape) return;
  const r = shape.safeParse(reply);
  if (r.success) return;
  const issue = r.error?.issues[0];
  const difference = issue
    ? `${issue.path.length ? issue.path.map(String).join('.') : '(reply)'}: ${issue.message}`
    : '';
  const fault = `${WRONG_SHAPE_MESSAGE}: ${endpointKey(e)} ${difference}`;
  if (!reported.has(fault)) {
    reported.add(fault);
    console.warn(fault);
  }
  throw new ApiError(WRONG_SHAPE_MESSAGE, 'http', 200, WRONG_SHAPE_CODE);
}

/** `checkReply` for a call made by address (`request`): the endpoint it goes to, when its schema is registered. */
export function checkReplyAt(method: string, base: string, url: string, reply: unknown): void {
  const e = endpointAt(method, base, url);
  if (e) checkReply(e, reply);
}
