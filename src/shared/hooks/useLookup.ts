import { useEffect, useState } from 'react';
import { isAbort } from '@/shared/http/errors';

/** First wait before asking again after a failure; doubled each time, up to LOOKUP_RETRY_MAX_MS. */
export const LOOKUP_RETRY_MS = 1000;
export const LOOKUP_RETRY_MAX_MS = 8000;

/**
 * Options a page needs beside its own data (service areas, roles …): `empty` until they
 * come. A failed look-up is not announced — the page's own load says whether the backend
 * answers — but asked again while the page is open, sooner at first, so the options
 * arrive once the backend answers. `fetch` must be stable (module-level or memoised).
 */
export function useLookup<T>(fetch: (signal: AbortSignal) => Promise<T>, empty: T): T {
  const [value, setValue] = useState<T>(empty);
  useEffect(() => {
    const ctrl = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = (wait: number) => {
      fetch(ctrl.signal).then(
        (v) => !ctrl.signal.aborted && setValue(v),
        (e: unknown) => {
          if (ctrl.signal.aborted || isAbort(e)) return;
          timer = setTimeout(() => load(Math.min(wait * 2, LOOKUP_RETRY_MAX_MS)), wait);
        },
      );
    };
    load(LOOKUP_RETRY_MS);
    return () => {
      ctrl.abort();
      clearTimeout(timer);
    };
  }, [fetch]);
  return value;
}
