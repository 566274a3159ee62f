import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** Screen state kept in the URL query (refresh and Back keep it): read with get(), patch with set(). */
export function useUrlState() {
  const [params, setParams] = useSearchParams();
  const set = useCallback(
    (patch: Record<string, string | undefined | null>) =>
      setParams(
        (p) => {
          const n = new URLSearchParams(p);
          for (const [k, v] of Object.entries(patch)) {
            if (v === undefined || v === null || v === '') n.delete(k);
            else n.set(k, v);
          }
          return n;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { params, get: (name: string) => params.get(name) ?? undefined, set };
}
