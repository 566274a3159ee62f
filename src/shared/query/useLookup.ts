import type { DomainKey } from './keys';
import { useServerQuery } from './useServerQuery';

/**
 * Options a page needs beside its own data (service areas, roles …): `empty` until they
 * come. A failed look-up is not announced (the page's own read says whether the backend
 * answers) but asked again while the page is open (1 s, 2 s … 8 s apart), so the options
 * arrive once the backend answers. Kept for the session; refreshed after the writes that change its domain.
 */
export function useLookup<T>(key: DomainKey, fetch: (signal: AbortSignal) => Promise<T>, empty: T): T {
  return useServerQuery({ key, fetch, lookup: true, unscoped: true }).data ?? empty;
}
