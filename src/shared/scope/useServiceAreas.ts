import { useEffect, useState } from 'react';
import { useSession } from '@/shared/auth/session';
import { http } from '@/shared/http/client';

export interface AreaOption {
  id: string;
  name: string;
}

let cache: Promise<AreaOption[]> | null = null;
useSession.subscribe((s, prev) => {
  if (s.token !== prev.token) cache = null;
});

/** The service areas the operator may see (for filters); fetched once per page load. */
export function fetchServiceAreas(): Promise<AreaOption[]> {
  cache ??= http
    .get<{ count: number; list: AreaOption[] }>('/platform/agent/serviceArea/opMan', undefined, { silent: true })
    .then((d) => d.list)
    .catch((e: unknown) => {
      cache = null;
      throw e;
    });
  return cache;
}

/** First wait before asking again after a failure; doubled each time, up to RETRY_MAX_MS. */
const RETRY_MS = 1000;
const RETRY_MAX_MS = 8000;

/**
 * The service areas, for filter options and id → name. A failed look-up is not
 * announced (the page's own load says whether the backend answers): it is asked
 * again while the page is open, sooner at first, so the options come once it answers.
 */
export function useServiceAreas(): AreaOption[] {
  const [areas, setAreas] = useState<AreaOption[]>([]);
  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = (wait: number) => {
      fetchServiceAreas().then(
        (a) => live && setAreas(a),
        () => {
          if (live) timer = setTimeout(() => load(Math.min(wait * 2, RETRY_MAX_MS)), wait);
        },
      );
    };
    load(RETRY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, []);
  return areas;
}
