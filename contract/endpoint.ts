import type { PermissionCode } from './codes';
import type { Resource } from './resources';

/**
 * An endpoint of the backend, described once: which backend serves it, its method and
 * path, and the permission codes a caller needs (any one of them). The console's client
 * calls it (`callEndpoint`), the embedded backend's `route()` serves it, `<Access>` shows
 * a control to whoever may call it, and the OpenAPI document and the conformance kit list it.
 *
 * A descriptor is plain data and imports no schema library, so the console's first load
 * stays light; the runtime schemas of its query, body and reply live in contract/schemas/
 * (imported by the embedded backend's checks, the tests and the scripts only). The reply
 * and query types ride along as phantom types, for the client's typed calls.
 */

/** Which backend serves the path (the client's bases and the embedded backend's share these names). */
export type ApiBase = 'main' | 'mieba' | 'java' | 'user';

export type Method = 'get' | 'post' | 'put' | 'delete';
export type WriteMethod = Exclude<Method, 'get'>;

/** Why an endpoint needs no permission code. */
export type OpenReason =
  /** a step of signing in, before any code is known */
  | 'sign-in'
  /** the caller's own session or registration, nobody else's data */
  | 'own'
  /** a form or a setting anyone may read or send without an account */
  | 'public'
  /** a read every signed-in operator may make (its own profile, shared look-ups) */
  | 'signed-in';

declare const types: unique symbol;

/** A request header an endpoint reads besides `_t` and the token (where the specification's body has no field for it). */
export interface EndpointHeader {
  readonly name: string;
  readonly required: boolean;
  readonly description: string;
}

export interface Endpoint<Reply = unknown, Input = unknown> {
  readonly base: ApiBase;
  readonly method: Method;
  /** path under the base, with `:name` parameters */
  readonly path: string;
  /** a caller needs any one of these; empty only for an `open` endpoint */
  readonly codes: readonly PermissionCode[];
  readonly open?: OpenReason;
  /** headers it reads besides `_t` and the token */
  readonly headers?: readonly EndpointHeader[];
  /** not in the specification: why the backend offers it (the OpenAPI marks it `x-extension`) */
  readonly extension?: string;
  /** phantom: the reply's and the query's (or body's) types, never present at run time */
  readonly [types]?: { reply: Reply; input: Input };
}

export interface ReadEndpoint<Reply = unknown, Query = unknown> extends Endpoint<Reply, Query> {
  readonly method: 'get';
}

export interface WriteEndpoint<Reply = unknown, Body = unknown> extends Endpoint<Reply, Body> {
  readonly method: WriteMethod;
  /**
   * a money write: it carries an idempotency key (contract/idempotency.ts), the backend
   * applies one key once and answers a repeat with its first answer, and the client
   * retries it only with its key
   */
  readonly idempotent?: true;
  /**
   * the resources whose reads the write changes (contract/resources.ts), declared with it
   * (contract/actions.ts): the console refreshes exactly those after it succeeds; left out, it
   * refreshes everything (a forgotten declaration costs requests, never a stale screen)
   */
  readonly changes?: readonly Resource[];
}

/** A page of a list as the backend answers it: `{rows,total}` (contract/schemas/common.ts `pageOf`). */
export interface Rows<T> {
  rows: T[];
  total: number;
}

export type ReplyOf<E> = E extends Endpoint<infer R, unknown> ? R : never;
export type InputOf<E> = E extends Endpoint<unknown, infer I> ? I : never;

type Codes = readonly [PermissionCode, ...PermissionCode[]];

/** A read that needs any one of `codes`. */
export const read = <Reply = unknown, Query = Record<string, unknown>>(
  path: string,
  codes: Codes,
  base: ApiBase = 'main',
): ReadEndpoint<Reply, Query> => ({
  base,
  method: 'get',
  path,
  codes,
});

/** A read that needs no code, for a stated reason. */
export const openRead = <Reply = unknown, Query = Record<string, unknown>>(
  path: string,
  reason: OpenReason,
  base: ApiBase = 'main',
): ReadEndpoint<Reply, Query> => ({
  base,
  method: 'get',
  path,
  codes: [],
  open: reason,
});

/** A write that needs any one of `codes`. */
export const write = <Reply = unknown, Body = unknown>(
  method: WriteMethod,
  path: string,
  codes: Codes,
  base: ApiBase = 'main',
): WriteEndpoint<Reply, Body> => ({
  base,
  method,
  path,
  codes,
});

/** A write that needs no code, for a stated reason. */
export const openWrite = <Reply = unknown, Body = unknown>(
  method: WriteMethod,
  path: string,
  reason: OpenReason,
  base: ApiBase = 'main',
): WriteEndpoint<Reply, Body> => ({
  base,
  method,
  path,
  codes: [],
  open: reason,
});

/** The names of a path's `:name` parameters, in order. */
export const pathParams = (path: string): string[] => [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!);

/** The path with its `:name` parameters filled in (URI-encoded); a missing one throws. */
export function pathOf(e: Endpoint, params: Record<string, string | number> = {}): string {
  return e.path.replace(/:(\w+)/g, (_, name: string) => {
    const v = params[name];
    if (v === undefined || v === '')
      throw new Error(`${e.method.toUpperCase()} ${e.path}: missing path parameter ${name}`);
    return encodeURIComponent(String(v));
  });
}

/** A declared path as a pattern of the paths sent: `:name` stands for one segment. */
export const pathPattern = (path: string): RegExp =>
  new RegExp(
    `^${path
      .split(/:\w+/)
      .map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('[^/]+')}$`,
  );

/**
 * The endpoint of `candidates` a sent path goes to: one whose path is the path itself
 * (`/user/state`) before one with a parameter in its place (`/user/:phone`).
 */
export function endpointOfPath<E extends Pick<Endpoint, 'path'>>(
  candidates: ReadonlyArray<{ e: E; pattern: RegExp }>,
  path: string,
): E | undefined {
  return (candidates.find((c) => c.e.path === path) ?? candidates.find((c) => c.pattern.test(path)))?.e;
}

/** `GET main /platform/report/daily`: one endpoint's identity (the same method and path on two bases are two endpoints). */
export const endpointKey = (e: Pick<Endpoint, 'base' | 'method' | 'path'>): string =>
  `${e.method.toUpperCase()} ${e.base} ${e.path}`;
