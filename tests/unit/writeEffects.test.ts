/**
 * What a write refreshes: every declared write is listed (none falls back to refreshing
 * everything), each one that changes anything also refreshes the operator log, and a
 * sequence of writes refreshes exactly the union of what each one changes.
 */
import fc from 'fast-check';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { WRITE_ENDPOINTS } from '@contract/actions';
import { pathOf } from '@contract/endpoint';
import { DOMAINS, keysOf, type Domain } from '@/shared/query/keys';
import { refreshAfterWrite } from '@/shared/query/refreshAfterWrite';
import { domainsChangedBy } from '@/shared/query/writeEffects';

const pathParams = fc.dictionary(
  fc.constantFrom('userId', 'phone', 'id', 'key'),
  fc.stringMatching(/^[A-Za-z0-9]{1,8}$/),
);
const concrete = (i: number, params: Record<string, string>) => {
  const e = WRITE_ENDPOINTS[i];
  const names = [...e.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
  return pathOf(e, Object.fromEntries(names.map((n) => [n, params[n] ?? 'X1'])));
};
const anyWrite = fc
  .tuple(fc.integer({ min: 0, max: WRITE_ENDPOINTS.length - 1 }), pathParams)
  .map(([i, p]) => concrete(i, p));

describe('what a write refreshes', () => {
  it('every declared write is listed, and one that changes anything refreshes the operator log', () => {
    fc.assert(
      fc.property(anyWrite, (path) => {
        const changed = domainsChangedBy(path);
        expect(changed, path).not.toBe('all');
        if (changed !== 'all' && changed.size) expect(changed.has('logs'), path).toBe(true);
      }),
    );
  });

  it('a refund refreshes the rider, the rides and the reports, not marketing; an unknown write refreshes everything', () => {
    const refund = domainsChangedBy('/platform/refund');
    expect(refund !== 'all' && [...refund].sort()).toEqual(['journal', 'logs', 'orders', 'reports', 'riders']);
    expect(domainsChangedBy('/platform/something/new')).toBe('all');
    expect(domainsChangedBy('/auth/login/phone')).toEqual(new Set());
  });

  it('after any sequence of writes, exactly the reads of the domains they changed are stale', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(anyWrite, { maxLength: 6 }), async (paths) => {
        const client = new QueryClient();
        for (const d of DOMAINS) client.setQueryData([...keysOf(d, ['x']).x, 1], 'fresh');
        for (const p of paths) await refreshAfterWrite(client, p);
        const expected = new Set<Domain>(paths.flatMap((p) => [...(domainsChangedBy(p) as Set<Domain>)]));
        const stale = new Set(
          client
            .getQueryCache()
            .getAll()
            .filter((q) => q.state.isInvalidated)
            .map((q) => q.queryKey[0] as Domain),
        );
        expect(stale).toEqual(expected);
      }),
    );
  });
});
