import { useCallback, useEffect, useRef, useState } from 'react';
import { isAbort } from '@/shared/http/errors';
import { useScope } from '@/shared/scope/store';
import { now } from '@/shared/utils/clock';

interface Settled<T> {
  key: string;
  data?: T;
  error?: string;
  /** when the data last arrived (ms) */
  at?: number;
}

/**
 * Loads whenever `deps` (the request's content) or the header scope changes, and
 * again `refreshMs` after each answer (paused while the tab is hidden). The last
 * data stays while the next load runs or when it fails.
 */
export function useLoad<T>(loader: (signal: AbortSignal) => Promise<T>, deps: string, opts: { refreshMs?: number; enabled?: boolean } = {}) {
  const { refreshMs, enabled = true } = opts;
  const agentIds = useScope((s) => s.agentIds);
  const opAreaIds = useScope((s) => s.opAreaIds);
  const [tick, setTick] = useState(0);
  const key = JSON.stringify([deps, tick, agentIds, opAreaIds]);
  const [state, setState] = useState<Settled<T>>({ key: '' });
  const loaderRef = useRef(loader);
  useEffect(() => {
    loaderRef.current = loader;
  });

  useEffect(() => {
    if (!enabled) return undefined;
    const ctrl = new AbortController();
    loaderRef.current(ctrl.signal).then(
      (data) => setState({ key, data, at: now() }),
      (e: unknown) => {
        if (ctrl.signal.aborted || isAbort(e)) return;
        setState((s) => ({ key, data: s.data, at: s.at, error: e instanceof Error ? e.message : String(e) }));
      },
    );
    return () => ctrl.abort();
  }, [key, enabled]);

  // The next refresh is due `refreshMs` after the last answer.
  useEffect(() => {
    if (!refreshMs || !enabled || !state.key) return undefined;
    const id = setTimeout(() => {
      if (typeof document === 'undefined' || !document.hidden) setTick((n) => n + 1);
    }, refreshMs);
    return () => clearTimeout(id);
  }, [refreshMs, enabled, state]);

  const reload = useCallback(() => setTick((n) => n + 1), []);
  return {
    data: state.data,
    error: state.key === key ? state.error : undefined,
    loading: enabled && state.key !== key,
    refreshedAt: state.at,
    reload,
  };
}
