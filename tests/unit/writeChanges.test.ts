/**
 * What a write refreshes, by its declaration: every declared write names what it changes
 * (none falls back to refreshing everything), each one that changes anything also changes the
 * operator log, and a sequence of writes refreshes exactly the union of what each declares.
 */
import fc from 'fast-check';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { AUTH_WRITES, RIDER_WRITES, WRITE_ENDPOINTS } from '@contract/actions';
import { DOMAINS, keysOf, type Domain } from '@/shared/query/keys';
import { refreshAfterWrite } from '@/shared/query/refreshAfterWrite';

const anyWrite = fc.constantFrom(...WRITE_ENDPOINTS);

/** A client holding one fresh read of every resource. */
function clientWithEveryRead(): QueryClient {
  const client = new QueryClient();
  for (const d of DOMAINS) client.setQueryData([...keysOf(d, ['x']).x, 1], 'fresh');
  return client;
}

const staleOf = (client: QueryClient): Set<Domain> =>
  new Set(
    client
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.isInvalidated)
      .map((q) => q.queryKey[0] as Domain),
  );

describe('what a write declares it changes', () => {
  it('every declared write names what it changes, and one that changes anything changes the operator log', () => {
    for (const w of WRITE_ENDPOINTS) {
      const at = `${w.method} ${w.path}`;
      expect(w.changes, at).toBeDefined();
      for (const r of w.changes ?? []) expect(DOMAINS, at).toContain(r);
      if (w.changes?.length) expect(w.changes, at).toContain('logs');
    }
  });

  it('a refund changes the rider, the rides and the reports, not marketing; a sign-in changes nothing', () => {
    expect([...(RIDER_WRITES.refund.changes ?? [])].sort()).toEqual(['journal', 'logs', 'orders', 'reports', 'riders']);
    expect(AUTH_WRITES.loginPhone.changes).toEqual([]);
  });

  it('after any sequence of writes, exactly the reads of the resources they declare are stale', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(anyWrite, { maxLength: 6 }), async (writes) => {
        const client = clientWithEveryRead();
        for (const w of writes) await refreshAfterWrite(client, w.changes);
        expect(staleOf(client)).toEqual(new Set(writes.flatMap((w) => w.changes ?? [])));
      }),
      { numRuns: Number(process.env.PROPERTY_RUNS) || 30 },
    );
  });

  it('a write that declares nothing refreshes every read', async () => {
    const client = clientWithEveryRead();
    await refreshAfterWrite(client, undefined);
    expect(staleOf(client)).toEqual(new Set(DOMAINS));
  });
});
