import type { QueryClient } from '@tanstack/react-query';
import { domainOf } from './keys';
import { domainsChangedBy } from './writeEffects';

/**
 * After a successful write to `url`: the reads of the domains it changes are stale — asked
 * again at once where shown, when shown for a kept-alive tab — and nothing else is touched.
 * A key outside the domains (none should be) is refreshed by every write.
 */
export function refreshAfterWrite(client: QueryClient, url: string): Promise<void> {
  const changed = domainsChangedBy(url);
  if (changed === 'all') return client.invalidateQueries();
  if (!changed.size) return Promise.resolve();
  return client.invalidateQueries({
    predicate: (q) => {
      const d = domainOf(q.queryKey);
      return d === undefined || changed.has(d);
    },
  });
}
