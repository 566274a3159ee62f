import type { QueryClient } from '@tanstack/react-query';
import type { Resource } from '@contract/resources';
import { domainOf } from './keys';

/**
 * After a successful write that declares it changes `changed` (its descriptor's `changes`,
 * contract/actions.ts): the reads of those resources are stale — asked again at once where
 * shown, when shown for a kept-alive tab — and nothing else is touched. A write that declares
 * nothing (`undefined`) refreshes everything; a key outside the resources (none should be) is
 * refreshed by every write.
 */
export function refreshAfterWrite(client: QueryClient, changed: readonly Resource[] | undefined): Promise<void> {
  if (!changed) return client.invalidateQueries();
  if (!changed.length) return Promise.resolve();
  const these = new Set(changed);
  return client.invalidateQueries({
    predicate: (q) => {
      const d = domainOf(q.queryKey);
      return d === undefined || these.has(d);
    },
  });
}
