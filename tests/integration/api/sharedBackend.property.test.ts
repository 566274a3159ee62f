/**
 * Two tabs, one backend (issue 40): two clients connected to one shared backend (the hub the
 * browser's SharedWorker runs, here over MessageChannels) send random interleavings of writes —
 * refunds of the same rides, balance adjustments of the same riders, new coupons — several at
 * once. Whatever the interleaving: no refund takes more than is left of a ride and no
 * adjustment leaves a wallet below zero; coupons get distinct ids; every write answered
 * `suc: true` is in the journal when it is answered, and in the world after a reload (the journal
 * replayed over the seed), as answered.
 */
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { advanceClock, now, pinClock } from '@/shared/utils/clock';
import { getCoupons } from '@mocks/db/marketing';
import { billOf, getOrders, orderIndex } from '@mocks/db/orders';
import { getRefunds, refundedOfOrder } from '@mocks/db/refunds';
import { getRiders, riderIndex } from '@mocks/db/riders';
import { getVehicles, vehiclesAsBuilt } from '@mocks/db/vehicles';
import { allCollections } from '@mocks/db/lazy';
import { pinEpoch, resetDb } from '@mocks/db/store';
import { isChange, setJournalSink } from '@mocks/lib/journal';
import { setJournalStorage } from '@mocks/journal/store';
import { backendHub } from '@mocks/shared/hub';
import { connect, type Connection } from '@mocks/shared/connection';
import { setTabsChannel } from '@mocks/journal/tabs';
import { isSettled } from '@contract/orders';
import { replaySession } from './journalSession';
import { memoryJournal } from './memoryJournal';
import { call, couponBody, setupRawBackend, signInAsPhone, type Json, type Session } from './backendSession';

setupRawBackend();

afterEach(() => {
  setJournalSink(null);
  setJournalStorage(null);
  // the hub took the journal's news off the BroadcastChannel: back to the browser's default
  setTabsChannel((name) => (typeof BroadcastChannel === 'function' ? new BroadcastChannel(name) : null));
  pinEpoch(null);
});

const RUNS = Number(process.env.PROPERTY_RUNS) || 4;

type Op =
  | { k: 'refund'; tab: number; pick: number; all: boolean; frac: number }
  | { k: 'adjust'; tab: number; pick: number; fen: number }
  | { k: 'coupon'; tab: number; n: number };

const tab = fc.nat(1);
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    k: fc.constant('refund' as const),
    tab,
    pick: fc.nat(2),
    all: fc.boolean(),
    frac: fc.double({ min: 0.05, max: 1, noNaN: true }),
  }),
  fc.record({ k: fc.constant('adjust' as const), tab, pick: fc.nat(2), fen: fc.integer({ min: -3000, max: 3000 }) }),
  fc.record({ k: fc.constant('coupon' as const), tab, n: fc.nat(30) }),
);
/** Writes sent at once (each tab's as it saw the world before any of them was answered), the wait after them. */
const batches = fc.array(fc.tuple(fc.array(op, { minLength: 1, maxLength: 4 }), fc.integer({ min: 0, max: 90_000 })), {
  minLength: 6,
  maxLength: 14,
});

interface Accepted {
  refunds: Array<{ refundId: string; orderId: string; amount: number }>;
  coupons: Array<{ id: string; name: string }>;
  adjusted: Set<string>;
}

describe('two tabs of one shared backend', () => {
  it('for any interleaving of their writes: nothing exceeds what is left, and every accepted write survives a reload', async () => {
    let writes = 0;
    let refused = 0;
    await fc.assert(
      fc.asyncProperty(batches, async (steps) => {
        resetDb();
        pinEpoch(null);
        const journal = memoryJournal({ slow: true });
        setJournalStorage(journal);
        const hub = backendHub();
        const tabs: Connection[] = [0, 1].map(() => {
          const channel = new MessageChannel();
          hub.connect(channel.port2 as unknown as MessagePort);
          return connect(channel.port1 as unknown as MessagePort, {});
        });
        await Promise.all(tabs.map((t) => t.ready));
        const start = now();
        const admin: Session = await signInAsPhone('13800000000');
        const rides = getOrders()
          .filter((o) => isSettled(o.status) && billOf(o).paid > 100 && refundedOfOrder(o.orderId) === 0)
          .slice(0, 3)
          .map((o) => o.orderId);
        const riders = getRiders()
          .slice(0, 3)
          .map((r) => r.userId);
        const accepted: Accepted = { refunds: [], coupons: [], adjusted: new Set() };
        let stored = 0;

        const send = (o: Op): [Promise<Json>, (data: Json) => void] => {
          const via = (r: Request) => tabs[o.tab].send(r);
          const post = (path: string, body: Record<string, unknown>) =>
            call('POST', path, { session: admin, body, via }).then((a) => a.body);
          switch (o.k) {
            case 'refund': {
              const ride = orderIndex().get(rides[o.pick])!;
              const left = billOf(ride).paid - refundedOfOrder(ride.orderId);
              const amount = o.all ? left : Math.max(1, Math.floor(o.frac * left));
              return [
                post('/platform/refund', {
                  kind: 'order',
                  orderId: ride.orderId,
                  amount,
                  reason: '两个标签页同时退款',
                }),
                (d) => accepted.refunds.push({ refundId: d.refundId as string, orderId: ride.orderId, amount }),
              ];
            }
            case 'adjust':
              return [
                post('/platform/user/balance/adjust', {
                  userId: riders[o.pick],
                  amount: o.fen,
                  reason: '两个标签页同时调整',
                }),
                () => accepted.adjusted.add(riders[o.pick]),
              ];
            case 'coupon': {
              const name = `标签页券${o.n}`;
              return [
                post('/platform/marketing/coupon', couponBody(name)),
                (d) => accepted.coupons.push({ id: d.id as string, name }),
              ];
            }
          }
        };

        for (const [ops, wait] of steps) {
          const sent = ops.map(send);
          // answered suc: true only once stored: the journal holds every write acknowledged so far
          const answers = await Promise.all(
            sent.map(([p]) =>
              p.then((a) => {
                if (a.suc === true) stored++;
                expect(
                  journal.entries.filter(isChange).length,
                  'writes in the journal when answered',
                ).toBeGreaterThanOrEqual(stored);
                return a;
              }),
            ),
          );
          answers.forEach((a, i) => {
            writes++;
            if (a.suc === true) sent[i][1](a.data as Json);
            else refused++;
          });
          advanceClock(wait);
        }

        // nothing exceeds what is left
        for (const id of rides) {
          const ride = orderIndex().get(id)!;
          expect(refundedOfOrder(id), `${id} refunded ≤ paid`).toBeLessThanOrEqual(billOf(ride).paid);
        }
        for (const id of riders) expect(riderIndex().get(id)!.balance, `${id} balance`).toBeGreaterThanOrEqual(0);
        expect(new Set(accepted.coupons.map((c) => c.id)).size, 'coupon ids').toBe(accepted.coupons.length);
        const balances = riders.map((id) => riderIndex().get(id)!.balance);
        const refundedBefore = rides.map(refundedOfOrder);

        // a reload: the journal the backend kept, replayed over the seed
        expect(journal.header).not.toBeNull();
        const outcome = await replaySession({ header: journal.header!, entries: journal.entries, start }, now());
        expect(outcome).toEqual({ replayed: journal.entries.length });
        for (const r of accepted.refunds) {
          expect(
            getRefunds().find((f) => f.refundId === r.refundId),
            `refund ${r.refundId}`,
          ).toMatchObject({
            orderId: r.orderId,
            amount: r.amount,
          });
        }
        for (const c of accepted.coupons) {
          expect(getCoupons().find((x) => x.id === c.id)?.name, `coupon ${c.id}`).toBe(c.name);
        }
        expect(rides.map(refundedOfOrder)).toEqual(refundedBefore);
        expect(riders.map((id) => riderIndex().get(id)!.balance)).toEqual(balances);
      }),
      { numRuns: RUNS, endOnFailure: true },
    );
    console.info(`shared backend: ${RUNS} runs, ${writes} writes from two tabs, ${refused} refused`);
    expect(refused, 'some writes raced and were refused').toBeGreaterThan(0);
  }, 300_000);
});

/**
 * A seeded world over a journal kept in memory, and its first page connected to a hub once the
 * hub has restored; `open` connects a page to a new hub over the same journal (a reload).
 */
async function firstPage() {
  resetDb();
  pinEpoch(null);
  const journal = memoryJournal();
  setJournalStorage(journal);
  const open = () => {
    const channel = new MessageChannel();
    backendHub().connect(channel.port2 as unknown as MessagePort);
    return connect(channel.port1 as unknown as MessagePort, {});
  };
  const before = open();
  await before.restored;
  return { journal, open, before };
}

describe('a page reloaded while the shared backend restores', () => {
  it('a request sent before the restore ended is answered at no earlier a moment than the world the restore lived to', async () => {
    const MIN = 60_000;
    const sent = Math.floor(now() / MIN) * MIN + 40_000;
    pinClock(sent - 30_000);
    const { open, before } = await firstPage();
    const admin = await signInAsPhone('13800000000');
    const fleet = (via: Connection) =>
      call('GET', '/platform/vehicle/list', {
        session: admin,
        query: { page: 1, pageSize: 5 },
        via: (r) => via.send(r),
      });
    // the page reads the fleet: its build is journalled, so the restore builds it again
    expect((await fleet(before)).body.suc).toBe(true);

    // the reload: a new backend over the same journal; the page's first read leaves at `sent`,
    // and the restore ends 40 s later, in the next minute (on a loaded machine it takes seconds)
    resetDb();
    pinClock(sent);
    const after = open();
    const read = fleet(after);
    pinClock(sent + 40_000);
    expect((await read).body.suc).toBe(true);
    const check = await after.call('checkReplay');
    expect(check.dropped, 'entries the replay could not apply').toBe(0);
    expect(check.differing, 'parts of the world that differ from the replayed journal').toEqual([]);
  });

  it("answers the operator's codes before it makes the fleet the journal built, then makes it as the journal did", async () => {
    const { journal, open, before } = await firstPage();
    // a fresh backend makes its fleet once idle, before the operator signs in
    getVehicles();
    const admin = await signInAsPhone('13800000000');
    // and the console's operator sign-in (its sign-in time and log line) and support account, as the console does
    const signedIn = await call('POST', '/platform/permission/login', {
      session: admin,
      body: { opManId: admin.opManId },
    });
    expect(signedIn.body.suc).toBe(true);
    const support = await call('POST', '/platform/permission/user/bangwo8', {
      session: admin,
      body: { name: '平台管理员', phone: admin.phone, objectId: admin.objectId },
    });
    expect(support.body.suc).toBe(true);
    const via = (c: Connection) => (r: Request) => c.send(r);
    const fleet = (c: Connection) =>
      call('GET', '/platform/vehicle/list', { session: admin, query: { page: 1, pageSize: 5 }, via: via(c) });
    const first = await fleet(before);
    // the journal: the fleet's build, then the sign-in's steps (the device's check, the sign-in)
    const kinds = journal.entries.map((e) =>
      e.build !== undefined ? `build ${e.build}` : e.session ? 'session' : 'change',
    );
    // (the vehicles as built are the collection: getVehicles writes the fleet's written parts before it answers)
    expect(kinds[0]).toBe(`build ${allCollections().indexOf(vehiclesAsBuilt as never)}`);
    expect(kinds).toContain('session');
    expect(kinds).not.toContain('change');

    // the reload: the operator's codes are asked at once (the world is made once the hub is idle: never here)
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      resetDb();
      // a new worker: nothing journals until its restore is done (the first hub's journalling stops)
      setJournalSink(null);
      performance.clearMeasures();
      const after = open();
      const site = await call('GET', '/platform/site/config', { via: via(after) });
      expect(site.body.suc).toBe(true);
      const codes = await call('GET', '/platform/permission/allCode', {
        session: admin,
        query: { opManId: admin.opManId },
        via: via(after),
      });
      expect(codes.body.suc).toBe(true);
      expect(
        getVehicles.save(),
        "the fleet made before the site's settings and the operator's codes were answered",
      ).toBeUndefined();
      // but made ahead, in slices between them, from the end of the restore on
      expect(
        performance.getEntriesByType('measure').filter((m) => m.name.startsWith('backend:fleet made ahead')),
      ).toHaveLength(1);
      // the first read that needs the fleet makes it, as the journal did: the same vehicles
      const again = await fleet(after);
      expect(again.body.data).toEqual(first.body.data);
      expect(getVehicles.save()).toBeDefined();
      const check = await after.call('checkReplay');
      expect(check.dropped, 'entries the replay could not apply').toBe(0);
      expect(check.differing, 'parts of the world that differ from the replayed journal').toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });
});
