import { useSession } from '@/shared/auth/session';
import { useLookup } from '@/shared/hooks/useLookup';
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

const NONE: AreaOption[] = [];
const lookUp = () => fetchServiceAreas();

/** The service areas, for filter options and id → name; asked again after a failure (useLookup). */
export function useServiceAreas(): AreaOption[] {
  return useLookup(lookUp, NONE);
}
