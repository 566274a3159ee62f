/**
 * A vehicle's trace (轨迹回放) comes from the same records as its rides: while ridden, the fixes
 * of each ride's own track (what the order's route shows); standing, one fix every ten minutes
 * at one place, where the vehicle is now after its last ride. A parked vehicle never wanders,
 * and no fix lies after now. Checked on chosen rides and, as a property, for any vehicle and
 * any range of up to 24 hours.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FLEET_READS } from '@contract/endpoints/fleet';
import { RIDER_READS } from '@contract/endpoints/riders';
import type { TracePoint } from '@contract/vehicles';
import { getOrders } from '@mocks/db/orders';
import { epoch } from '@mocks/db/store';
import { STANDING_FIX_MS } from '@mocks/db/vehicleTrace';
import { getVehicles, vehicleIndex } from '@mocks/db/vehicles';
import { now } from '@/shared/utils/clock';
import { call, setupRawBackend, signInAsPhone, type Session } from './backendSession';

setupRawBackend();

const HOUR = 3600000;

async function traceOf(s: Session, vehicleNo: string, fromMs: number, toMs: number): Promise<TracePoint[]> {
  const query = { vehicleNo, from: new Date(fromMs).toISOString(), to: new Date(toMs).toISOString() };
  const res = await call('GET', FLEET_READS.vehicleTrace.path, { session: s, query });
  expect(res.body.suc, JSON.stringify(res.body.error)).toBe(true);
  return res.body.data.points as TracePoint[];
}

async function trackOf(s: Session, orderId: string): Promise<TracePoint[]> {
  const res = await call('GET', RIDER_READS.orderTrack.path, { session: s, query: { orderId } });
  expect(res.body.suc, JSON.stringify(res.body.error)).toBe(true);
  return res.body.data.points as TracePoint[];
}

const ridesOf = (vehicleNo: string) => getOrders().filter((o) => o.vehicleNo === vehicleNo);
const during = (p: TracePoint, from: number, to: number) => p[2] >= from && p[2] <= to;

describe("a vehicle's trace", () => {
  it("over one of its finished rides holds the ride's route fix for fix, standing still before and after", async () => {
    const s = await signInAsPhone('13800000000');
    const o = getOrders().find((x) => x.endAt && Date.parse(x.endAt) < epoch() - 6 * HOUR && x.duration > 600)!;
    const [start, end] = [Date.parse(o.startAt), Date.parse(o.endAt!)];
    const others = ridesOf(o.vehicleNo).filter(
      (x) => x !== o && Date.parse(x.startAt) < end + HOUR && Date.parse(x.endAt ?? x.startAt) > start - HOUR,
    );
    const points = await traceOf(s, o.vehicleNo, start - HOUR, end + HOUR);
    const route = await trackOf(s, o.orderId);
    expect(points.filter((p) => during(p, start, end))).toEqual(route);
    if (!others.length) {
      // standing before the ride where it starts, after it where it ended: one place each
      const before = points.filter((p) => p[2] < start);
      const after = points.filter((p) => p[2] > end);
      expect(new Set(before.map((p) => `${p[0]},${p[1]}`)).size).toBeLessThanOrEqual(1);
      expect(new Set(after.map((p) => `${p[0]},${p[1]}`)).size).toBeLessThanOrEqual(1);
      expect(before.length).toBe(Math.ceil(HOUR / STANDING_FIX_MS));
    }
  });

  it('of a vehicle not ridden in the last two hours stands where the map shows it, one fix every ten minutes', async () => {
    const s = await signInAsPhone('13800000000');
    const t = now();
    const v = getVehicles().find(
      (x) =>
        x.rideState !== 'riding' && !ridesOf(x.vehicleNo).some((o) => Date.parse(o.endAt ?? o.startAt) > t - 3 * HOUR),
    )!;
    const points = await traceOf(s, v.vehicleNo, t - 2 * HOUR, t);
    expect(points).toHaveLength(2 * 6 + 1);
    expect(points.every((p) => p[0] === v.lng && p[1] === v.lat)).toBe(true);
    expect(points.map((p) => p[2])).toEqual(points.map((_, i) => t - 2 * HOUR + i * STANDING_FIX_MS));
  });

  it('of a vehicle being ridden ends where it is now, and has no fix after now', async () => {
    const s = await signInAsPhone('13800000000');
    const o = getOrders().find((x) => x.status === 'riding')!;
    const v = vehicleIndex().get(o.vehicleNo)!;
    const t = now();
    const points = await traceOf(s, o.vehicleNo, t - HOUR, t + HOUR);
    expect(points.at(-1)!.slice(0, 2)).toEqual([v.lng, v.lat]);
    expect(points.every((p) => p[2] <= t)).toBe(true);
  });

  it('for any vehicle and any range up to 24 hours: in time order, inside the range, moving only while ridden', async () => {
    const s = await signInAsPhone('13800000000');
    const vehicles = getVehicles();
    const t = now();
    await fc.assert(
      fc.asyncProperty(
        fc.nat(vehicles.length - 1),
        fc.integer({ min: 0, max: 20 * 24 }),
        fc.integer({ min: 1, max: 24 * 4 }),
        async (i, hoursBack, quarters) => {
          const v = vehicles[i];
          const from = t - hoursBack * HOUR;
          const to = from + quarters * 15 * 60000;
          const points = await traceOf(s, v.vehicleNo, from, to);
          const times = points.map((p) => p[2]);
          expect(times).toEqual([...times].sort((a, b) => a - b));
          expect(times.every((x) => x >= from && x <= Math.min(to, t))).toBe(true);
          const rides = ridesOf(v.vehicleNo).map((o) => [Date.parse(o.startAt), Date.parse(o.endAt ?? `${t}`)]);
          const ridden = (x: number) => rides.some(([a, b]) => x >= a && x <= (Number.isNaN(b) ? t : b));
          // between two fixes outside every ride the vehicle does not move, except where a ride starts
          for (let k = 1; k < points.length; k++) {
            const [p, q] = [points[k - 1], points[k]];
            if (ridden(p[2]) || ridden(q[2]) || rides.some(([a]) => a > p[2] && a <= q[2])) continue;
            expect(`${q[0]},${q[1]}`, `${v.vehicleNo} at ${new Date(q[2]).toISOString()}`).toBe(`${p[0]},${p[1]}`);
          }
        },
      ),
      { numRuns: 40, endOnFailure: true },
    );
  });
});
