import type { DomainKey } from './keys';

/**
 * What a building block reads (blocks take these, never a loading state of their own): a key
 * from the feature's factory (keys.ts; plus what the fetch closes over, e.g. a rider's id) and
 * the fetch for one argument (a list query, a date range, a record's id) — TanStack's
 * queryOptions for a block, which adds the argument and the header scope to the key.
 */
export interface QueryDef<A, T> {
  key: DomainKey;
  fetch: (arg: A, signal: AbortSignal) => Promise<T>;
}

export function queryDef<A, T>(key: DomainKey, fetch: (arg: A, signal: AbortSignal) => Promise<T>): QueryDef<A, T> {
  return { key, fetch };
}
