import { hashKey, keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { markQuiet } from '@/shared/http/quiet';
import { useScope } from '@/shared/scope/store';
import type { DomainKey } from './keys';
import { queryClient, type QueryMeta } from './queryClient';
import { isRefusal, shouldRetry } from './retry';

export interface ServerQuery<T> {
  /** what is asked: a key from the feature's factory and the request's content (the header scope is added) */
  key: DomainKey;
  fetch: (signal: AbortSignal) => Promise<T>;
  /** asked again this long after each answer, while the page is shown */
  refreshMs?: number;
  enabled?: boolean;
  /** the answer does not depend on the header scope (franchisees, service areas) */
  unscoped?: boolean;
  /** options beside the page's data: never announced, retried until they come */
  lookup?: boolean;
  /** the page shows its own failure (a wall monitor's stale mark, a card's 重试): no notification */
  silent?: boolean;
  /** an answer younger than this is not asked again when a page opens (one its route's prefetch just asked) */
  freshMs?: number;
}

export interface ServerState<T> {
  data?: T;
  /** the last failure's message, while nothing newer answered */
  error?: string;
  /** that failure is a refusal of this caller (isRefusal): said as such, with no 重试 */
  refused: boolean;
  /** a request for this key is running (the last data stays shown meanwhile) */
  loading: boolean;
  /** when the data last arrived (ms) */
  refreshedAt?: number;
  /** `data` answers the previous key (kept on screen while this key loads) */
  previous: boolean;
  reload(): void;
}

/** The header scope as part of a key: a change of franchisees or service areas asks again. */
export function useScopeKey(): readonly [string[] | null, string[] | null] {
  const agentIds = useScope((s) => s.agentIds);
  const opAreaIds = useScope((s) => s.opAreaIds);
  return [agentIds ?? null, opAreaIds ?? null];
}

/** The key a read is cached under: its own, and the header scope unless it does not depend on it. */
const cacheKey = (q: Pick<ServerQuery<unknown>, 'key' | 'unscoped'>, scope: readonly unknown[]) =>
  q.unscoped ? q.key : [...q.key, { scope }];

/**
 * A read asked before its page mounts (its route's `prefetch`, with the session's first calls),
 * into the cache the page's useServerQuery reads: the page finds the answer, or the request under
 * way. A failure is not announced: the page asks again and shows it. A look-up (`lookup`: one
 * useLookup reads, kept for the session) is asked into the look-up's cache entry.
 */
export function prefetchServerQuery<T>(q: Pick<ServerQuery<T>, 'key' | 'fetch' | 'unscoped' | 'lookup'>): void {
  const { agentIds, opAreaIds } = useScope.getState();
  void queryClient.prefetchQuery({
    queryKey: cacheKey(q, [agentIds ?? null, opAreaIds ?? null]),
    queryFn: ({ signal }) => q.fetch(markQuiet(signal)),
    meta: (q.lookup ? { lookup: true } : { silent: true }) satisfies QueryMeta,
    ...(q.lookup ? { staleTime: Infinity } : {}),
  });
}

/**
 * One read of server state (all of it lives in TanStack Query), the only way pages and building blocks load:
 * cached by key (scope included), cancelled when its page closes, retried by the error's
 * kind, refreshed after the writes that change its domain. The last data stays while the next load runs or fails.
 */
export function useServerQuery<T>(q: ServerQuery<T>): ServerState<T> {
  const scope = useScopeKey();
  const meta: QueryMeta = { lookup: q.lookup, silent: q.silent };
  // a page opened anew asks again (a look-up is kept for the session); a kept-alive tab shown
  // again asks only for what a write changed
  const opened = useRef(false);
  const result = useQuery(
    {
      queryKey: cacheKey(q, scope),
      queryFn: ({ signal }) => q.fetch(markQuiet(signal)),
      enabled: q.enabled ?? true,
      refetchInterval: q.refreshMs,
      placeholderData: keepPreviousData,
      refetchOnMount: q.lookup ? true : (query) => !opened.current || query.state.isInvalidated,
      meta,
      ...(q.freshMs ? { staleTime: q.freshMs } : {}),
      ...(q.lookup ? { retry: (n: number, e: Error) => shouldRetry(n, e, true), staleTime: Infinity } : {}),
    },
    queryClient,
  );
  useEffect(() => {
    opened.current = true;
  }, []);
  const { refetch } = result;
  const own = hashKey(cacheKey(q, scope));
  // 重试 (or 刷新) asks again for this read and for every other read on screen that failed —
  // kept-alive tabs included — and at once for a look-up waiting out its back-off (up to 8 s
  // between tries), so one retry recovers all that the outage broke
  const reload = useCallback(() => {
    void refetch();
    const failed = new Set(
      queryClient
        .getQueryCache()
        .findAll({ type: 'active', predicate: (x) => x.state.status === 'error' || x.state.fetchFailureCount > 0 })
        .map((x) => x.queryHash),
    );
    failed.delete(own);
    if (!failed.size) return;
    // a query waiting between tries only asks again when its wait ends: cancel the wait first
    const these = { predicate: (x: { queryHash: string }) => failed.has(x.queryHash) };
    void queryClient.cancelQueries(these).then(() => queryClient.refetchQueries(these));
  }, [refetch, own]);
  return {
    data: result.data,
    error: result.error && !result.isFetching ? result.error.message : undefined,
    refused: !!result.error && isRefusal(result.error),
    loading: result.isFetching,
    refreshedAt: result.dataUpdatedAt || undefined,
    previous: result.isPlaceholderData,
    reload,
  };
}
