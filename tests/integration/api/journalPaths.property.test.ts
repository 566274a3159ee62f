/**
 * The journal replays to the same world whatever the page read, and when: a session in the
 * browser reads lists at random moments (each read builds what it needs of the world, which
 * then lives on with the clock), lets the page build the world ahead of need when idle, and
 * writes what those builds read (a fare rule, a rider's riding card, a new operator, refunds).
 * The world rebuilt from the seed with the journal replayed (the writes and when the world was
 * built) must have the page's fingerprint, part by part: the store, every collection it read
 * and the living world's bookkeeping; so must the world replayed as the shared worker's start
 * replays it, the journal's trailing builds made later (before the first read that needs them).
 * PROPERTY_RUNS raises the number of runs.
 */
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { advanceClock, now, pinClock } from '@/shared/utils/clock';
import { differingParts, worldParts } from '@mocks/db/fingerprint';
import { advanceWorld, setWorldWarmer } from '@mocks/db/liveFleet';
import { getRiders } from '@mocks/db/riders';
import { DEFAULT_PRICING } from '@mocks/db/pricing';
import { pinEpoch } from '@mocks/db/store';
import { setJournalSink } from '@mocks/lib/journal';
import { beginJournal, replaySession, timedSteps, type JournalSession } from './journalSession';
import { liveWorld } from '@mocks/server/liveWorld';
import type { Fence } from '@contract/fences';
import {
  call,
  ORIGIN,
  pageAs,
  postAs,
  readAs,
  setupRawBackend,
  signInAsPhone,
  USER,
  type Session,
} from './backendSession';
import { declaredOf } from './editEndpoints';
import { CONFIG_WRITES } from '@contract/actions';

setupRawBackend();
afterEach(() => {
  setJournalSink(null);
  setWorldWarmer(null);
  pinEpoch(null);
});

/** Each run builds most of the world twice (the page's, the replay's): ~24 s a run measured on a loaded machine, so 2 by default. */
const RUNS = Number(process.env.PROPERTY_RUNS) || 2;
const READS = [
  '/platform/vehicle/list',
  '/platform/order/list',
  '/platform/worksheet/list',
  '/platform/user/list',
  '/platform/refund/list',
  '/platform/vehicle/logs',
  '/platform/blacklist/list',
];

type Op =
  | { k: 'read'; path: number }
  | { k: 'wallet'; rider: number }
  | { k: 'trace'; vehicle: number }
  | { k: 'idle' }
  | { k: 'pricing'; startPrice: number }
  | { k: 'ridingCard'; rider: number; days: number }
  | { k: 'operator'; n: number }
  | { k: 'refund'; rider: number; fen: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  { arbitrary: fc.record({ k: fc.constant('read' as const), path: fc.nat(READS.length - 1) }), weight: 3 },
  fc.record({ k: fc.constant('wallet' as const), rider: fc.nat(40) }),
  fc.record({ k: fc.constant('trace' as const), vehicle: fc.nat(80) }),
  fc.record({ k: fc.constant('idle' as const) }),
  fc.record({ k: fc.constant('pricing' as const), startPrice: fc.integer({ min: 0, max: 1000 }) }),
  fc.record({ k: fc.constant('ridingCard' as const), rider: fc.nat(40), days: fc.integer({ min: 1, max: 60 }) }),
  fc.record({ k: fc.constant('operator' as const), n: fc.nat(99) }),
  fc.record({ k: fc.constant('refund' as const), rider: fc.nat(40), fen: fc.integer({ min: 1, max: 500 }) }),
);

/** The console's sign-in steps that the journal keeps (SMS, device check, sign-in record). */
async function signIn(): Promise<Session> {
  const phone = '13800000000';
  await call('POST', '', { url: `${USER}/requestSmsCode`, body: { mobilePhoneNumber: phone }, plain: true });
  await call('POST', '', {
    url: `${ORIGIN}/mieba/platform/opman/device/verification`,
    body: { device_type: 1, mobilePhoneNumber: phone, device_code: 'b'.repeat(32), device_name: 'Chrome on Windows' },
    plain: true,
  });
  const s = await signInAsPhone(phone);
  await call('POST', '/platform/permission/login', { session: s, body: { opManId: s.opManId } });
  return s;
}

async function run(o: Op, admin: Session, idle: Array<() => void>): Promise<void> {
  const rider = (i: number) => getRiders()[i * 11];
  switch (o.k) {
    case 'read':
      await call('GET', READS[o.path], { session: admin, query: { page: 1, pageSize: 20 } });
      return;
    case 'wallet':
      // a rider's wallet history is generated when first read
      await pageAs(admin, '/platform/user/wallet', { userId: rider(o.rider).userId });
      return;
    case 'trace':
      // a vehicle's trace reads its rides' tracks (derived, cached: no part of the world)
      await readAs(admin, '/platform/vehicle/trace', {
        vehicleNo: String(8600000 + o.vehicle * 37),
        from: new Date(now() - 24 * 3600000).toISOString(),
        to: new Date(now()).toISOString(),
      });
      return;
    case 'idle':
      // the page's idle moments: what the warmer asked to build ahead of need
      while (idle.length) idle.shift()!();
      return;
    case 'pricing':
      await call('PUT', '/platform/marketing/pricing', {
        session: admin,
        body: { ...DEFAULT_PRICING, id: 'PR001', startPrice: o.startPrice },
      });
      return;
    case 'ridingCard':
      await postAs(admin, '/platform/user/riding-card', { userId: rider(o.rider).userId, name: '月卡', days: o.days });
      return;
    case 'operator':
      await postAs(admin, '/platform/permission/user', {
        name: `巡检员${o.n}`,
        phone: `1370009${String(o.n).padStart(4, '0')}`,
        roleId: 'R004',
      });
      return;
    case 'refund':
      await postAs(admin, '/platform/refund', {
        kind: 'balance',
        userId: rider(o.rider).userId,
        amount: o.fen / 100,
        reason: '重复扣费',
      });
      return;
  }
}

/**
 * The parts in which the world replayed from the session's journal differs from this one, each
 * with the text around its first difference. Both worlds are brought up to `end` before they are
 * read, as the page's own check does (mocks/journal checkReplay): what the world's minutes build,
 * they build in their minute, not when a fingerprint happens to read it first.
 */
async function differingAfterReplay(session: JournalSession, end: number): Promise<string[]> {
  advanceWorld(end);
  const before = worldParts();
  const differing: string[] = [];
  // replayed in order, and as the shared worker's start replays it: its trailing builds made
  // later, before the first read that needs them (here the world brought up to `end`)
  for (const deferBuilds of [false, true]) {
    expect(await replaySession(session, end, { deferBuilds })).toEqual({ replayed: session.entries.length });
    advanceWorld(end);
    differing.push(
      ...differingParts(before, worldParts(before)).map(
        (d) => `${deferBuilds ? 'trailing builds deferred, ' : ''}${d.part}: page …${d.page}… replayed …${d.replayed}…`,
      ),
    );
  }
  return differing;
}

describe('the journal replays to the same world whatever the page read, and when', () => {
  it('for any session of reads, idle builds and writes at random moments, the replayed world has the fingerprint of the page', async () => {
    let operations = 0;
    let builds = 0;
    await fc.assert(
      fc.asyncProperty(timedSteps(op, 5 * 60_000, { minLength: 8, maxLength: 20 }), async (steps) => {
        const session = beginJournal();
        const idle: Array<() => void> = [];
        setWorldWarmer((build) => idle.push(() => void build()));
        const admin = await signIn();
        for (const [o, wait] of steps) {
          advanceClock(wait);
          await run(o, admin, idle);
        }
        operations += steps.length;
        builds += session.entries.filter((e) => e.build !== undefined).length;
        setWorldWarmer(null);
        const end = now();
        // both worlds are brought up to the same moment before they are read, as the page's own
        // check does (mocks/journal checkReplay): what the world's minutes build, they build in
        // their minute, not when a fingerprint happens to read it first
        expect(await differingAfterReplay(session, end)).toEqual([]);
        pinClock(session.start);
      }),
      {
        numRuns: RUNS,
        endOnFailure: true,
        // found by a clean-clone run: a rider's card written, then the page idle builds the world
        // and lives it up to the clock; the replayed world was read before its minutes had run,
        // where the page's minutes had built its repair queue (both are now moved first)
        examples: [
          [
            [
              [{ k: 'ridingCard', rider: 35, days: 52 }, 230_131],
              [{ k: 'idle' }, 124_701],
            ],
          ],
        ],
      },
    );
    console.info(
      `journal replay over page-like sessions: ${RUNS} runs, ${operations} operations, ${builds} journalled builds`,
    );
  }, 300_000);

  it('a world the Node server makes at its start, before any call, replays to the same world after the writes made since', async () => {
    const session = beginJournal();
    liveWorld();
    const admin = await signIn();
    advanceClock(90_000);
    // a station taken out of use: a fleet made after this would park none of its vehicles there
    const stations = (await readAs(admin, '/platform/fence/list', { kind: 'parking' })).list as Fence[];
    const station = stations.find((f) => f.state === 'enabled' && (f.parked ?? 0) > 0);
    expect(station).toBeDefined();
    const saved = await postAs(
      admin,
      '/platform/fence/save',
      declaredOf(CONFIG_WRITES.fenceSave, { ...station, state: 'disabled' }),
    );
    expect(saved.suc).toBe(true);
    advanceClock(120_000);
    await pageAs(admin, '/platform/vehicle/list');
    // the journal begins with the world's builds (the fleet, then the rides' history), before any call
    expect(session.entries.slice(0, 2).map((e) => e.endpoint)).toEqual(['BUILD', 'BUILD']);
    expect(await differingAfterReplay(session, now())).toEqual([]);
    pinClock(session.start);
  }, 120_000);
});
