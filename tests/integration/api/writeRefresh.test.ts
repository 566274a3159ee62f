// @vitest-environment jsdom
/**
 * A write refreshes what its descriptor declares it changes (contract/actions.ts `changes`),
 * from the descriptor the client called with: with three lists read (the blacklist, the
 * rides, the ads), removing a rider from the blacklist asks again for the blacklist only, a
 * refund for the blacklist's riders and the rides, a refused write for nothing. Another tab's
 * write, heard as a method and a path, is mapped to its descriptor once, on this side.
 */
import { QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RIDER_WRITES } from '@contract/actions';
import { MARKETING_READS } from '@contract/endpoints/marketing';
import { RIDER_READS } from '@contract/endpoints/riders';
import { changing } from '@contract/resources';
import { refreshChangedElsewhere, writeEndpointOf } from '@/app/crossTab';
import { callEndpoint } from '@/shared/http/endpoint';
import { queryClient as client } from '@/shared/query/queryClient';
import { getBlacklist } from '@mocks/db/blacklist';
import { getRiders } from '@mocks/db/riders';
import { setupBackend, signInAs, trackRequests } from '../harness/backend';

setupBackend();

const PAGE = { page: 1, pageSize: 10 };
const LISTS = {
  blacklist: { key: ['riders', 'blacklist'], read: RIDER_READS.blacklistList },
  rides: { key: ['orders', 'list'], read: RIDER_READS.orderList },
  ads: { key: ['marketing', 'ad'], read: MARKETING_READS.ad },
} as const;

let stop: Array<() => void> = [];

/** The three lists read and watched (active, as on screen) through the app's client, none fetching any more. */
async function readLists(): Promise<void> {
  client.clear();
  stop = Object.values(LISTS).map(({ key, read }) =>
    new QueryObserver(client, {
      queryKey: key,
      queryFn: () => callEndpoint(read, { input: PAGE }),
      retry: false,
      staleTime: Infinity,
    }).subscribe(() => undefined),
  );
  await settled();
}

async function settled(): Promise<void> {
  await expect
    .poll(
      () =>
        client.isFetching() === 0 &&
        client
          .getQueryCache()
          .getAll()
          .every((q) => q.state.data),
    )
    .toBe(true);
}

/** The lists read again while `act` ran, by path. */
async function readAgainBy(act: () => Promise<unknown>): Promise<string[]> {
  const seen = trackRequests();
  await act().catch(() => undefined);
  // the refresh starts in the step that accepts the answer: give it its turn before waiting
  await new Promise((r) => setTimeout(r, 0));
  await settled();
  const path = (p: string) => p.replace(/^.*\/ebike\/v3\/backend/, '');
  return seen
    .filter((r) => r.method === 'GET')
    .map((r) => path(r.path))
    .sort();
}

// a cold world is built on the first sign-in of the worker
// (the app's http wiring is the jsdom set-up's, tests/setupDom.ts)
beforeEach(async () => {
  await signInAs();
  await readLists();
}, 60_000);
afterEach(() => {
  for (const s of stop) s();
  client.clear();
});

describe('a write refreshes what its descriptor declares', () => {
  it('removing a rider from the blacklist reads the blacklist again, not the rides or the ads', async () => {
    const userId = getBlacklist()[0]!.userId;
    const reads = await readAgainBy(() => callEndpoint(RIDER_WRITES.removeFromBlacklist, { path: { userId } }));
    expect(reads).toEqual(['/platform/blacklist/list']);
  });

  it('a refund (riders, rides, reports) reads the blacklist and the rides again, not the ads', async () => {
    const r = getRiders().find((x) => x.balance >= 5000)!;
    const reads = await readAgainBy(() =>
      callEndpoint(RIDER_WRITES.refund, {
        input: { kind: 'balance', userId: r.userId, amount: 100, reason: '测试退款' },
      }),
    );
    expect(reads).toEqual(['/platform/blacklist/list', '/platform/order/list']);
  });

  it('the descriptor called with decides, not the address: the same write declared as marketing reads the ads again', async () => {
    const userId = getBlacklist()[0]!.userId;
    const asMarketing = { ...RIDER_WRITES.removeFromBlacklist, changes: changing(['marketing']) };
    const reads = await readAgainBy(() => callEndpoint(asMarketing, { path: { userId } }));
    expect(reads).toEqual(['/platform/marketing/ad']);
  });

  it('a refused write reads nothing again', async () => {
    const reads = await readAgainBy(() =>
      callEndpoint(RIDER_WRITES.removeFromBlacklist, { path: { userId: 'U-NOT-THERE' } }, { silent: true }),
    );
    expect(reads).toEqual([]);
  });

  it("another tab's write, heard as method and path, refreshes what its descriptor declares", async () => {
    const userId = getBlacklist()[0]!.userId;
    expect(await writeEndpointOf('DELETE', `/ebike/v3/backend/platform/blacklist/${userId}`)).toBe(
      RIDER_WRITES.removeFromBlacklist,
    );
    // a GET or another method on a declared path is no write of it
    expect(await writeEndpointOf('POST', `/ebike/v3/backend/platform/blacklist/${userId}`)).toBeUndefined();
    const reads = await readAgainBy(() =>
      refreshChangedElsewhere('DELETE', `/ebike/v3/backend/platform/blacklist/${userId}`),
    );
    expect(reads).toEqual(['/platform/blacklist/list']);
  });
});
