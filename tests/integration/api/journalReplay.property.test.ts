/**
 * The journal replays to the same world, byte for byte: random sessions of writes (sign-ins
 * of different accounts from new devices, device requests and their authorization, the
 * blacklist, roles, coupons, refunds, fixed codes, notice templates), each at its own time,
 * go through the real handlers with the journal capturing what they accepted; the world's
 * fingerprint (every collection) is taken, then the world goes back to the seed, the journal
 * is replayed, and the fingerprint must be the same. So must a snapshot of the world taken at
 * any point of the session (the Node server's) with the journal after it replayed over it.
 * PROPERTY_RUNS raises the number of runs.
 */
import { deserialize, serialize } from 'node:v8';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { advanceClock, now, pinClock } from '@/shared/utils/clock';
import { worldFingerprint } from '@mocks/db/fingerprint';
import { getRiders } from '@mocks/db/riders';
import { getFleet } from '@mocks/db/fleet';
import { getVehicles } from '@mocks/db/vehicles';
import { getOrders } from '@mocks/db/orders';
import { advanceWorld } from '@mocks/db/liveFleet';
import { devices } from '@mocks/db/devices';
import { pinEpoch } from '@mocks/db/store';
import { setJournalSink } from '@mocks/lib/journal';
import { putWorld, worldState, type WorldState } from '@mocks/db/snapshot';
import { replayJournal } from '@mocks/journal/replay';
import { beginJournal, replaySession, timedSteps } from './journalSession';
import { call, couponBody, ORIGIN, setupRawBackend, signInAfterCheck, USER, type Session } from './backendSession';

setupRawBackend();
afterEach(() => {
  setJournalSink(null);
  pinEpoch(null);
});

/** ~10 s a run of ~175 operations on a loaded machine: 4 runs stay near a minute. */
const RUNS = Number(process.env.PROPERTY_RUNS) || 4;
const STEPS = 200;
const PHONES = ['13800000000', '13800000001', '13800000002', '13800000003', '13800000004'];
const DEVICES = ['d0', 'd1', 'd2'].map((d) => d.padEnd(32, 'a'));

type Op =
  | { k: 'signIn'; who: number; device: number }
  | { k: 'requestDevice'; device: number }
  | { k: 'authorize'; pick: number; approve: boolean }
  | { k: 'blacklist'; rider: number }
  | { k: 'unblacklist'; rider: number }
  | { k: 'role'; n: number; edit: boolean }
  | { k: 'coupon'; n: number }
  | { k: 'refund'; rider: number; fen: number }
  | { k: 'fixedCodes'; from: number; count: number; regenerate: boolean }
  | { k: 'notice'; n: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ k: fc.constant('signIn' as const), who: fc.nat(PHONES.length - 1), device: fc.nat(DEVICES.length - 1) }),
  fc.record({ k: fc.constant('requestDevice' as const), device: fc.nat(DEVICES.length - 1) }),
  fc.record({ k: fc.constant('authorize' as const), pick: fc.nat(5), approve: fc.boolean() }),
  fc.record({ k: fc.constant('blacklist' as const), rider: fc.nat(40) }),
  fc.record({ k: fc.constant('unblacklist' as const), rider: fc.nat(40) }),
  fc.record({ k: fc.constant('role' as const), n: fc.nat(6), edit: fc.boolean() }),
  fc.record({ k: fc.constant('coupon' as const), n: fc.nat(20) }),
  fc.record({ k: fc.constant('refund' as const), rider: fc.nat(40), fen: fc.integer({ min: 1, max: 500 }) }),
  fc.record({
    k: fc.constant('fixedCodes' as const),
    from: fc.nat(260),
    count: fc.integer({ min: 1, max: 6 }),
    regenerate: fc.boolean(),
  }),
  fc.record({ k: fc.constant('notice' as const), n: fc.nat(20) }),
);

/** The sign-in steps the console takes that change the world: SMS, device check, the sign-in record. */
async function signIn(phone: string, device: string): Promise<Session | null> {
  await call('POST', '', { url: `${USER}/requestSmsCode`, body: { mobilePhoneNumber: phone }, plain: true });
  const checked = await call('POST', '', {
    url: `${ORIGIN}/mieba/platform/opman/device/verification`,
    body: { device_type: 1, mobilePhoneNumber: phone, device_code: device, device_name: 'Chrome on Windows' },
    plain: true,
  });
  if (!checked.body.suc) return null;
  const s = await signInAfterCheck(phone, device);
  await call('POST', '/platform/permission/login', { session: s, body: { opManId: s.opManId } });
  return s;
}

async function run(o: Op, sessions: Map<string, Session>): Promise<void> {
  const admin = sessions.get(PHONES[0])!;
  const rider = (i: number) => getRiders()[i * 7];
  switch (o.k) {
    case 'signIn': {
      const s = await signIn(PHONES[o.who], DEVICES[o.device]);
      if (s) sessions.set(s.phone, s);
      return;
    }
    case 'requestDevice':
      await call('POST', '', {
        url: `${ORIGIN}/mieba/v2/platform/opman/device/permission`,
        body: {
          device_type: 1,
          mobilePhoneNumber: PHONES[4],
          device_code: DEVICES[o.device],
          device_name: 'Edge on Windows',
        },
        plain: true,
      });
      return;
    case 'authorize': {
      const pending = devices().filter((d) => d.state === 'pending');
      const d = pending[o.pick % Math.max(1, pending.length)];
      if (d)
        await call('POST', '', {
          url: `${ORIGIN}/mieba/v2/platform/opman/device/authorize_confirm`,
          session: admin,
          body: { id: d.id, approve: o.approve },
        });
      return;
    }
    case 'blacklist':
      await call('POST', '/platform/blacklist', {
        session: admin,
        body: { userId: rider(o.rider).userId, reason: '恶意停车' },
      });
      return;
    case 'unblacklist':
      await call('DELETE', `/platform/blacklist/${rider(o.rider).userId}`, { session: admin });
      return;
    case 'role': {
      const body = { name: `巡检角色${o.n}`, level: 4, remark: '', codes: ['02', '03'] };
      await call(o.edit ? 'PUT' : 'POST', '/platform/permission/role', {
        session: admin,
        body: o.edit ? { ...body, id: 'R006' } : body,
      });
      return;
    }
    case 'coupon':
      await call('POST', '/platform/marketing/coupon', {
        session: admin,
        body: couponBody(`新客券${o.n}`),
      });
      return;
    case 'refund':
      await call('POST', '/platform/refund', {
        session: admin,
        body: { kind: 'balance', userId: rider(o.rider).userId, amount: o.fen / 100, reason: '重复扣费' },
      });
      return;
    case 'fixedCodes': {
      const vehicleNos = getFleet()
        .slice(o.from, o.from + o.count)
        .map((v) => v.vehicleNo);
      await call('POST', '/platform/production/fixed-code/generate', {
        session: admin,
        body: { vehicleNos, regenerate: o.regenerate },
      });
      return;
    }
    case 'notice':
      await call('POST', '/platform/config/notice', {
        session: admin,
        body: { name: `提醒${o.n}`, channel: 'inapp', content: '您的订单 {orderId} 已完成' },
      });
      return;
  }
}

describe('the journal replays to the same world', () => {
  it('for any session of accepted writes, the world rebuilt from the seed and the journal has the same fingerprint', async () => {
    let operations = 0;
    let journalled = 0;
    await fc.assert(
      fc.asyncProperty(timedSteps(op, 20 * 60_000, { minLength: STEPS - 50, maxLength: STEPS }), async (steps) => {
        const session = beginJournal();
        const { entries, start } = session;
        const sessions = new Map<string, Session>();
        const admin = await signIn(PHONES[0], DEVICES[0]);
        sessions.set(PHONES[0], admin!);
        for (const [o, wait] of steps) {
          advanceClock(wait);
          await run(o, sessions);
        }
        operations += steps.length + 1;
        journalled += entries.length;
        const end = now();
        const before = worldFingerprint();

        expect(await replaySession(session, end)).toEqual({ replayed: entries.length });
        // what the session read (or wrote), read again in the replayed world
        const after = worldFingerprint(before);
        expect(after.parts).toEqual(before.parts);
        expect(after.world).toBe(before.world);
        pinClock(start);
      }),
      { numRuns: RUNS, endOnFailure: true },
    );
    console.info(`journal replay: ${RUNS} runs, ${operations} operations, ${journalled} journalled writes`);
  }, 300_000);
});

describe('a snapshot with the journal after it gives the same world', () => {
  it('for any session and any point of it, the snapshot taken there and the entries after it replayed over it have the fingerprint of the world', async () => {
    await fc.assert(
      fc.asyncProperty(timedSteps(op, 20 * 60_000, { minLength: 10, maxLength: 60 }), fc.nat(), async (steps, at) => {
        const session = beginJournal();
        const { entries, header, start } = session;
        const sessions = new Map<string, Session>();
        sessions.set(PHONES[0], (await signIn(PHONES[0], DEVICES[0]))!);
        // the Node server snapshots a world whose fleet and history are made (it makes them before it listens)
        getVehicles();
        advanceWorld(now());
        getOrders();
        const cut = at % steps.length;
        let kept: { bytes: Buffer; covers: number } | null = null;
        for (const [i, [o, wait]] of steps.entries()) {
          if (i === cut) kept = { bytes: serialize(worldState()), covers: entries.length };
          advanceClock(wait);
          await run(o, sessions);
        }
        const end = now();
        const before = worldFingerprint();
        setJournalSink(null);
        pinClock(end + 86_400_000);
        const tail = entries.slice(kept!.covers);
        const outcome = await replayJournal(header, tail, () =>
          putWorld(deserialize(kept!.bytes) as WorldState, header.epoch),
        );
        expect(outcome).toEqual({ replayed: tail.length });
        pinClock(end);
        const after = worldFingerprint(before);
        expect(after.parts).toEqual(before.parts);
        expect(after.world).toBe(before.world);
        pinClock(start);
      }),
      // each run makes the rides' history (~20 s on a loaded machine)
      { numRuns: Math.min(RUNS, 3), endOnFailure: true },
    );
  }, 300_000);
});
