/**
 * A living fleet (issue 12 item 4): the embedded backend's world moves with the clock.
 * Vehicles are ridden exactly by the rides in progress; rides end where they were going and
 * are paid, new ones start, ridden vehicles move, batteries drain; the world at a time is the
 * same however often it was asked on the way (what a replayed journal relies on); a ride
 * staff ended is not ended again, and a fleet that cannot ride starts no ride.
 */
import { describe, expect, it } from 'vitest';
import { advanceClock, now } from '@/shared/utils/clock';
import { getOrders, orderIndex, ridePlans } from '@mocks/db/orders';
import { quoteRideEnd } from '@mocks/db/rideEnd';
import { resetDb } from '@mocks/db/store';
import { giveReward } from '@mocks/db/activityWorld';
import { getUserRewards } from '@mocks/db/invites';
import { getCoupons } from '@mocks/db/marketing';
import { getCouponIssues } from '@mocks/db/riderCoupons';
import { getRiders } from '@mocks/db/riders';
import { getVehicles, vehicleIndex } from '@mocks/db/vehicles';
import { dayOf } from '@mocks/lib/stats';
import { pinTestClock } from '../../clock';
import { call, setupRawBackend, signInAsPhone, type Json, type Session } from './backendSession';

setupRawBackend();

const MIN = 60000;

async function screen(s: Session): Promise<Json> {
  const res = await call('GET', '/platform/bigscreen/operations', { session: s });
  if (!res.body.suc) throw new Error(JSON.stringify(res.body.error));
  return res.body.data as Json;
}

/** The fleet's positions as the maps read them (one column per field). */
async function fleetMap(s: Session): Promise<Json> {
  const res = await call('GET', '/platform/vehicle/map', { session: s });
  if (!res.body.suc) throw new Error(JSON.stringify(res.body.error));
  return res.body.data as Json;
}

const ridingOrders = () => getOrders().filter((o) => o.status === 'riding');

/** A light signed-in call: the world comes up to the clock before any is answered. */
async function tick(s: Session): Promise<void> {
  const res = await call('GET', '/platform/config/notice', { session: s, query: { page: 1, pageSize: 1 } });
  if (!res.body.suc) throw new Error(JSON.stringify(res.body.error));
}

/**
 * Signed in, the rides and the vehicles built (first call) and tied together (second), then
 * minute by minute until a few rides are under way (an afternoon's rate in the quarter-size
 * world is a ride every ten minutes).
 */
async function livingWorld(): Promise<Session> {
  const s = await signInAsPhone('13800000000');
  await screen(s);
  await screen(s);
  for (let i = 0; i < 180 && ridingOrders().length < 3; i++) {
    advanceClock(MIN);
    await tick(s);
  }
  expect(ridingOrders().length).toBeGreaterThanOrEqual(3);
  return s;
}

/** What two runs of the world must agree on. */
function fingerprint() {
  const orders = getOrders();
  return {
    count: orders.length,
    riding: ridingOrders()
      .map((o) => o.orderId)
      .sort(),
    newest: orders
      .slice(0, 200)
      .map((o) => `${o.orderId} ${o.vehicleNo} ${o.status} ${o.amount.paid} ${o.endAt ?? ''}`),
    vehicles: getVehicles()
      .filter((v, i) => i % 40 === 0 || v.rideState === 'riding')
      .map((v) => `${v.vehicleNo} ${v.rideState} ${v.battery} ${v.lng},${v.lat} ${v.alarms.join('+')}`),
    // rewards the rides earned (a first ride's coupon): given at the ride's end, not when the world was asked
    rewards: getCouponIssues().map((c) => `${c.id} ${c.target} ${c.at}`),
    rewarded: getUserRewards()
      .slice(0, 50)
      .map((r) => `${r.id} ${r.userId} ${r.activityName} ${r.createdAt}`),
  };
}

describe('the living world', () => {
  it('ties the vehicles to the rides in progress: 骑行中 on the big screen is the rides under way', async () => {
    const s = await livingWorld();
    const riding = ridingOrders();
    expect(riding.length).toBeGreaterThan(0);
    for (const o of riding) expect(vehicleIndex().get(o.vehicleNo)?.rideState, o.orderId).toBe('riding');
    const ridden = getVehicles()
      .filter((v) => v.rideState === 'riding')
      .map((v) => v.vehicleNo);
    expect(new Set(ridden)).toEqual(new Set(riding.map((o) => o.vehicleNo)));
    const data = await screen(s);
    expect(data.rides.inProgress).toBe(ridden.length);
    // on the map a ridden vehicle with an alarm shows the alarm
    expect(data.fleet.byStatus.riding).toBe(
      getVehicles().filter((v) => v.rideState === 'riding' && v.online && !v.alarms.length).length,
    );
    const today = getOrders().filter((o) => o.status !== 'cancelled' && dayOf(Date.parse(o.startAt)) === dayOf(now()));
    expect(data.rides.today).toBe(today.length);
  });

  it('a minute later ridden vehicles have moved; an hour later rides have ended, been paid and new ones started', async () => {
    const s = await livingWorld();
    const riding = ridingOrders();
    const before = new Map(
      riding.map((o) => [
        o.vehicleNo,
        `${vehicleIndex().get(o.vehicleNo)!.lng},${vehicleIndex().get(o.vehicleNo)!.lat}`,
      ]),
    );
    const count = getOrders().length;
    await screen(s);
    const first = await fleetMap(s);

    advanceClock(MIN);
    await screen(s);
    const next = await fleetMap(s);
    const moved = [...before].filter(([no, at]) => {
      const v = vehicleIndex().get(no)!;
      return v.rideState === 'riding' && `${v.lng},${v.lat}` !== at;
    });
    expect(moved.length).toBeGreaterThan(0);
    // what the maps draw (the fleet's positions) has moved with them
    expect([next.lng, next.lat]).not.toEqual([first.lng, first.lat]);

    advanceClock(60 * MIN);
    await screen(s);
    // every ride under way an hour ago has ended where it was going, and was paid by its channel
    for (const old of riding) {
      const o = orderIndex().get(old.orderId)!;
      expect(o.status, o.orderId).toBe('paid');
      expect(o.amount.base + o.amount.time + o.amount.dispatchFee - o.amount.discount, o.orderId).toBe(o.amount.paid);
      expect(o.endAt && Date.parse(o.endAt)).toBeLessThanOrEqual(now());
      // 6-25 km/h (distance m × 3.6 against duration s × km/h)
      expect(o.distance * 3.6, o.orderId).toBeGreaterThanOrEqual(6 * o.duration - 1e-6);
      expect(o.distance * 3.6, o.orderId).toBeLessThanOrEqual(25 * o.duration + 1e-6);
    }
    // new rides come at the hour's rate (at night one every quarter of an hour or so): wait for one
    expect(getOrders().length).toBeGreaterThanOrEqual(count);
    const seen = getOrders().length;
    for (let i = 0; i < 360 && getOrders().length === seen; i++) {
      advanceClock(MIN);
      await tick(s);
    }
    const [newest] = getOrders();
    expect(getOrders().length).toBe(seen + 1);
    expect(Date.parse(newest.startAt)).toBeGreaterThan(now() - 2 * MIN);
    // numbered on from the local day's last ride, on a vehicle now ridden (or already back)
    const day = newest.orderId.slice(0, 9);
    const sameDay = getOrders()
      .filter((o) => o.orderId.startsWith(day))
      .map((o) => Number(o.orderId.slice(9)));
    expect(Number(newest.orderId.slice(9))).toBe(Math.max(...sameDay));
    expect(new Set(sameDay).size).toBe(sameDay.length);
  });

  it('the world at a time is the same whether it was asked once or every minute on the way', async () => {
    await livingWorld();
    advanceClock(45 * MIN);
    await tick(await signInAsPhone('13800000000'));
    const once = fingerprint();

    resetDb();
    pinTestClock();
    const s = await livingWorld();
    for (let i = 0; i < 45; i++) {
      advanceClock(MIN);
      await tick(s);
    }
    expect(fingerprint()).toEqual(once);
  });

  it('the fleet read before the rides (their history made later) is the same world an hour on', async () => {
    // the list's first page; the map, which does not page, whole
    const read = async (s: Session, path: string) => {
      const query = path === '/platform/vehicle/map' ? {} : { page: 1, pageSize: 20 };
      const res = await call('GET', path, { session: s, query });
      if (!res.body.suc) throw new Error(JSON.stringify(res.body.error));
    };
    // the world lives once the fleet is read: both runs read it at once, one after the rides
    const historyMade: boolean[] = [];
    const hourOn = async (first: string[]) => {
      resetDb();
      pinTestClock();
      const s = await signInAsPhone('13800000000');
      for (const path of first) await read(s, path);
      historyMade.push(getOrders.ready());
      for (let i = 0; i < 60; i++) {
        advanceClock(MIN);
        await tick(s);
      }
      await read(s, '/platform/order/list');
      const riders = getRiders();
      return {
        ...fingerprint(),
        rides: riders.reduce((n, r) => n + r.rides, 0),
        riders: riders.filter((_, i) => i % 97 === 0).map((r) => `${r.userId} ${r.rides} ${r.registeredAt}`),
      };
    };
    // (the map's points need no history; the list, which shows 最后骑行, makes it)
    const ridesFirst = await hourOn(['/platform/order/list', '/platform/vehicle/map']);
    const fleetFirst = await hourOn(['/platform/vehicle/map']);
    // (the fleet alone made only the rides under way: the history was made during the hour)
    expect(historyMade).toEqual([true, false]);
    expect(fleetFirst).toEqual(ridesFirst);
    expect(fleetFirst.rides).toBe(getOrders().length);
  });

  it('a ride staff ended stays as they left it: the world does not end or charge it again', async () => {
    const s = await livingWorld();
    // one with something to pay once discounted (a coupon the rider holds may cover a short ride)
    const o = ridingOrders().find((x) => quoteRideEnd(x, now()).due > 0)!;
    const plan = ridePlans().get(o.orderId)!;
    const ended = await call('POST', '/platform/order/end', { session: s, body: { orderId: o.orderId } });
    expect(ended.body.suc).toBe(true);
    const { endAt, amount } = orderIndex().get(o.orderId)!;
    advanceClock(Math.max(plan.endMs - now(), 0) + 10 * MIN);
    await screen(s);
    expect(orderIndex().get(o.orderId)).toMatchObject({ status: 'unpaid', endAt, amount });
  });

  it('a fleet that cannot ride (every vehicle in repair) starts no ride', async () => {
    const s = await livingWorld();
    for (const v of getVehicles()) v.opsStates = ['repair'];
    const count = getOrders().length;
    advanceClock(90 * MIN);
    await screen(s);
    expect(getOrders().length).toBe(count);
    expect(ridingOrders()).toEqual([]);
  });

  it("a reward for a ride the world ended earlier is dated at the ride's end, not when the world was next asked", async () => {
    await signInAsPhone('13800000000');
    const rideEnd = now();
    advanceClock(7 * MIN); // the next request that brings the world up to the clock
    const rider = getRiders()[0];
    const coupon = getCoupons().find((c) => c.state === 'enabled' && c.stock > c.issued);
    if (!coupon) throw new Error('no enabled coupon in stock');
    const before = getUserRewards().length;
    expect(
      giveReward(
        rider,
        { kind: 'coupon', couponId: coupon.id, amount: 0, days: 0 },
        '固定活动「首次骑行礼」',
        'task',
        rideEnd,
      ),
    ).toBe(true);
    expect(getCouponIssues()[0].at).toBe(new Date(rideEnd).toISOString());
    expect(getUserRewards().length).toBe(before + 1);
    expect(Date.parse(getUserRewards()[0].createdAt)).toBe(Math.floor(rideEnd / 1000) * 1000);
    const balance = giveReward(
      rider,
      { kind: 'balance', couponId: '', amount: 100, days: 0 },
      '骑行活动',
      'activity',
      rideEnd,
    );
    expect(balance).toBe(true);
    expect(getUserRewards()[0].createdAt).toBe(new Date(rideEnd).toISOString());
  });
});
