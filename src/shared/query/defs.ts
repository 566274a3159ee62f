import type { QueryKey } from '@tanstack/react-query';

/**
 * What a building block reads (blocks take these, never a loading state of their own): a key naming the resource (and what the
 * fetch closes over, e.g. a rider's id) and the fetch for one argument (a list query, a
 * date range, a record's id). The block adds the argument and the header scope to the key.
 */
export interface QueryDef<A, T> {
  key: QueryKey;
  fetch: (arg: A, signal: AbortSignal) => Promise<T>;
}

export function queryDef<A, T>(key: string | QueryKey, fetch: (arg: A, signal: AbortSignal) => Promise<T>): QueryDef<A, T> {
  return { key: typeof key === 'string' ? [key] : key, fetch };
}
