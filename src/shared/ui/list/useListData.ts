import { useCallback, useEffect, useRef, useState } from 'react';
import { isAbort } from '@/shared/http/errors';
import type { ListQuery, Page } from '@/shared/http/page';
import { useScope } from '@/shared/scope/store';
import type { Fetcher } from './types';

interface Settled<T> {
  /** the request this answers */
  key: string;
  data?: Page<T>;
  error?: string;
}

/**
 * Loads one page for the query; a newer request cancels the one it replaces,
 * and a change of the header scope (franchisees, service areas) loads again.
 * The last page stays shown while the next one loads.
 */
export function useListData<T>(fetch: Fetcher<T>, query: ListQuery) {
  const [settled, setSettled] = useState<Settled<T>>({ key: '' });
  const [attempt, setAttempt] = useState(0);
  const agentIds = useScope((s) => s.agentIds);
  const opAreaIds = useScope((s) => s.opAreaIds);
  const fetchRef = useRef(fetch);
  const queryRef = useRef(query);
  useEffect(() => {
    fetchRef.current = fetch;
    queryRef.current = query;
  }, [fetch, query]);
  const key = JSON.stringify([query, attempt, agentIds, opAreaIds]);

  // Loads when the key (the query's content, a retry, the scope) changes, never
  // merely because the caller built an equal query object again.
  useEffect(() => {
    const ctrl = new AbortController();
    fetchRef.current(queryRef.current, ctrl.signal).then(
      (data) => setSettled({ key, data }),
      (e: unknown) => {
        if (ctrl.signal.aborted || isAbort(e)) return;
        setSettled((s) => ({ key, data: s.data, error: e instanceof Error ? e.message : String(e) }));
      },
    );
    return () => ctrl.abort();
  }, [key]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { data: settled.data, error: settled.error, loading: settled.key !== key, reload };
}
