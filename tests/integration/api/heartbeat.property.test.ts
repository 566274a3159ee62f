/**
 * A ride ends with the lock's report: no vehicle's last heartbeat (最后心跳) is older than the
 * end of its last ride, neither its own 最后骑行 nor a ride of its history. An offline vehicle
 * silent for two days has no ride that ended 40 minutes ago: in the seeded world, and as the
 * world lives on and staff end rides (fast-check, seed printed on failure).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { advanceClock } from '@/shared/utils/clock';
import { getOrders } from '@mocks/db/orders';
import { getVehicles, vehicleIndex } from '@mocks/db/vehicles';
import { call, setupRawBackend, signInAsPhone, type Json, type Session } from './backendSession';

setupRawBackend();

const MIN = 60000;

/** Each vehicle whose last heartbeat is older than the end of its last ride, with both times. */
function heartbeatsBeforeLastRide(): string[] {
  const lastEnd = new Map<string, number>();
  for (const o of getOrders()) {
    const end = o.endAt ? Date.parse(o.endAt) : NaN;
    if (end > (lastEnd.get(o.vehicleNo) ?? -Infinity)) lastEnd.set(o.vehicleNo, end);
  }
  const wrong: string[] = [];
  for (const v of getVehicles()) {
    const ride = Math.max(v.lastRideAt ? Date.parse(v.lastRideAt) : -Infinity, lastEnd.get(v.vehicleNo) ?? -Infinity);
    if (Date.parse(v.lastHeartbeatAt) < ride)
      wrong.push(`${v.vehicleNo}: 最后心跳 ${v.lastHeartbeatAt} < 骑行结束 ${new Date(ride).toISOString()}`);
  }
  return wrong;
}

async function get(s: Session, path: string, query: Record<string, unknown>): Promise<Json> {
  const res = await call('GET', path, { session: s, query });
  if (!res.body.suc) throw new Error(JSON.stringify(res.body.error));
  return res.body.data as Json;
}

describe('last heartbeat and last ride', () => {
  it('the seeded world: an offline vehicle’s 最后心跳 is not older than the ride its history ended last', async () => {
    const s = await signInAsPhone('13800000000');
    await get(s, '/platform/vehicle/list', { page: 1, pageSize: 1 });
    expect(heartbeatsBeforeLastRide()).toEqual([]);
    // as the console shows it: the offline vehicle whose last ride ended most recently
    const ended = getOrders().filter((o) => o.endAt && !vehicleIndex().get(o.vehicleNo)?.online);
    expect(ended.length).toBeGreaterThan(0);
    const newest = ended.reduce((a, b) => (Date.parse(b.endAt!) > Date.parse(a.endAt!) ? b : a));
    const detail = await get(s, '/platform/vehicle/detail', { vehicleNo: newest.vehicleNo });
    expect(detail.online).toBe(false);
    expect(Date.parse(detail.lastHeartbeatAt as string)).toBeGreaterThanOrEqual(Date.parse(newest.endAt!));
  });

  it('as the world lives on and staff end rides, no heartbeat falls behind a ride’s end', async () => {
    const s = await signInAsPhone('13800000000');
    await get(s, '/platform/vehicle/list', { page: 1, pageSize: 1 });
    type Step = { k: 'wait'; minutes: number } | { k: 'end'; pick: number; silent: boolean };
    const step: fc.Arbitrary<Step> = fc.oneof(
      fc.record({ k: fc.constant('wait' as const), minutes: fc.integer({ min: 1, max: 45 }) }),
      fc.record({ k: fc.constant('end' as const), pick: fc.nat(50), silent: fc.boolean() }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 5 }), async (steps) => {
        for (const st of steps) {
          if (st.k === 'wait') {
            advanceClock(st.minutes * MIN);
            await get(s, '/platform/vehicle/list', { page: 1, pageSize: 1 });
            continue;
          }
          // the world first lives up to the minute of the end, so the ride picked is still under way
          advanceClock(MIN);
          await get(s, '/platform/vehicle/list', { page: 1, pageSize: 1 });
          const riding = getOrders().filter((o) => o.status === 'riding');
          if (!riding.length) continue;
          const o = riding[st.pick % riding.length];
          const v = vehicleIndex().get(o.vehicleNo)!;
          // a lock that went silent during the ride (its last report two days old)
          if (st.silent)
            Object.assign(v, {
              online: false,
              lastHeartbeatAt: new Date(Date.parse(o.startAt) - 2 * 86400000).toISOString(),
            });
          const res = await call('POST', '/platform/order/end', { session: s, body: { orderId: o.orderId } });
          expect(res.body.suc).toBe(true);
          const detail = await get(s, '/platform/vehicle/detail', { vehicleNo: o.vehicleNo });
          if (st.silent) expect(detail.lastHeartbeatAt).toBe(detail.lastRideAt);
          else
            expect(Date.parse(detail.lastHeartbeatAt as string)).toBeGreaterThanOrEqual(
              Date.parse(detail.lastRideAt as string),
            );
        }
        expect(heartbeatsBeforeLastRide()).toEqual([]);
      }),
      { numRuns: 4 },
    );
  });

  it('a ride no longer under way is not ended again: 订单不在骑行中, the heartbeat unchanged', async () => {
    const s = await signInAsPhone('13800000000');
    const o = getOrders().find((x) => x.status === 'paid')!;
    const before = vehicleIndex().get(o.vehicleNo)!.lastHeartbeatAt;
    const res = await call('POST', '/platform/order/end', { session: s, body: { orderId: o.orderId } });
    expect(res.body).toMatchObject({ suc: false, error: { promt: '订单不在骑行中' } });
    expect(vehicleIndex().get(o.vehicleNo)!.lastHeartbeatAt).toBe(before);
  });
});
