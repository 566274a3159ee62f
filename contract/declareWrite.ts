import { openWrite, write as declare, type ApiBase, type OpenReason, type WriteEndpoint } from './endpoint';
import type { PermissionCode } from './codes';
import { changing, type Resource } from './resources';

/**
 * How contract/actions.ts and its thin parts (authWrites.ts, moneyWrites.ts) declare a write:
 * a module of their own so that the entry's few writes (the sign-out, the money writes' keys)
 * load without every other write's declaration.
 */

export type WriteMethod = WriteEndpoint['method'];

/** A write that needs any one of `codes`, with the type of its reply (its schema in contract/schemas/actions/). */
export const write = <Reply, Body = unknown>(
  method: WriteMethod,
  path: string,
  codes: readonly [PermissionCode, ...PermissionCode[]],
  base: ApiBase = 'main',
): WriteEndpoint<Reply, Body> => declare<Reply, Body>(method, path, codes, base);

export const open = <Reply>(
  method: WriteMethod,
  path: string,
  reason: OpenReason,
  base: ApiBase = 'main',
): WriteEndpoint<Reply> => openWrite<Reply>(method, path, reason, base);

/**
 * What each write changes, declared with it: the resources (query keys' first element,
 * contract/resources.ts) whose reads the console asks again after the write succeeds — an
 * area's writes change what the area shows (`own`), and some reach further (`except`): in this
 * world a refund moves the ride, the wallet, the rider and the reports, a fence redraws service
 * areas and the fleet's map. Each one that changes anything also changes the operator log and
 * the journal (`changing`). Sign-in and the caller's own session change nothing: a new token
 * drops all server state anyway.
 */
export function changes<A extends Record<string, WriteEndpoint>>(
  own: readonly Resource[],
  writes: A,
  except: { readonly [K in keyof A]?: readonly Resource[] } = {},
): A {
  return Object.fromEntries(
    Object.entries(writes).map(([k, e]) => [k, { ...e, changes: changing(except[k] ?? own) }]),
  ) as A;
}
