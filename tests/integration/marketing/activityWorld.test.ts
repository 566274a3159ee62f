// @vitest-environment jsdom
/**
 * Activities and tasks act on the embedded backend's world: when the backend ends a
 * ride, a custom task whose conditions the rider now meets credits its reward, and a
 * ride-count activity counts the participant and gives its coupon, which shows among
 * the rider's coupons and in 用户奖励; a ride started in a 时段折扣's hours is charged the
 * discounted fare (the activity's discount in the ledger, a held coupon kept for later),
 * one outside them the full fare; the seeded rides follow the seeded 夜骑8折.
 */
import { describe, expect, it } from 'vitest';
import { http } from '@/shared/http/client';
import { discountHoursAt, getCustomTasks, getFixedTasks, getRidingActivities } from '@mocks/db/activities';
import { getRebinds } from '@mocks/db/reviews';
import { getUserRewards } from '@mocks/db/invites';
import { getOrders } from '@mocks/db/orders';
import { couponsOfRider, issueCoupon } from '@mocks/db/riderCoupons';
import { getCoupons } from '@mocks/db/marketing';
import { riderIndex } from '@mocks/db/riders';
import { now } from '@/shared/utils/clock';
import { setupBackend, signInAs } from '../harness/backend';

setupBackend();

const today = () => new Date(now() + 8 * 3600000).toISOString().slice(0, 10);
const riding = () =>
  getOrders().find((o) => o.status === 'riding' && o.serviceAreaId === 'SA001' && o.payChannel !== 'riding_card')!;
const ridingAll = () =>
  getOrders().filter((o) => o.status === 'riding' && o.serviceAreaId === 'SA001' && o.discountSource !== 'riding_card');
const hourOf = (iso: string) => new Date(Date.parse(iso) + 8 * 3600000).getUTCHours();
const dayOfRide = (iso: string) => new Date(Date.parse(iso) + 8 * 3600000).toISOString().slice(0, 10);
/** A 时段折扣 of SA001 from the day the ride started (just after midnight: yesterday) to today. */
const discountHours = (
  name: string,
  ride: { startAt: string },
  fromHour: number,
  toHour: number,
  discount: number,
) => ({
  name,
  serviceAreaIds: ['SA001'],
  startDate: dayOfRide(ride.startAt),
  endDate: today(),
  kind: 'discount_hours',
  rides: 0,
  fromHour,
  toHour,
  discount,
  limitPerRider: 1,
});

describe('activities acting on rides', { timeout: 120000 }, () => {
  it('a custom task met by the ride just ended credits its balance reward once', async () => {
    // (the task's segment is the rider's own area, which may differ from the ride's)
    await signInAs();
    const o = riding();
    const r = riderIndex().get(o.userId)!;
    const gift = r.giftBalance;
    await http.post('/platform/marketing/custom-task', {
      name: '当日骑行奖励',
      conditions: [{ metric: 'ride_count', min: 1, days: 1 }],
      segment: { serviceAreaId: r.serviceAreaId, realNameVerified: false, depositPaid: false, registeredWithinDays: 0 },
      reward: { kind: 'balance', amount: 300 },
      limitPerRider: 1,
      totalLimit: 0,
      startDate: dayOfRide(o.startAt),
      endDate: today(),
    });
    await http.post('/platform/order/end', { orderId: o.orderId });
    expect(r.giftBalance).toBe(gift + 300);
    expect(getCustomTasks().find((t) => t.name === '当日骑行奖励')?.completed).toBe(1);
    expect(getUserRewards()[0]).toMatchObject({
      userId: r.userId,
      role: 'task',
      activityName: '自定义活动「当日骑行奖励」',
      reward: { kind: 'balance', amount: 300 },
    });
  });

  it('a ride-count activity counts the participant and gives its coupon to hold', async () => {
    await signInAs();
    await http.post('/platform/marketing/riding-activity/state', { id: 'RD003', state: 'disabled' });
    // a ride counts for the day it started (just after midnight: yesterday)
    const o = riding();
    await http.post('/platform/marketing/riding-activity', {
      name: '每骑一次送券',
      serviceAreaIds: ['SA001'],
      startDate: dayOfRide(o.startAt),
      endDate: today(),
      kind: 'ride_count',
      rides: 1,
      fromHour: 0,
      toHour: 0,
      discount: 0,
      reward: { kind: 'coupon', couponId: 'CP004' },
      limitPerRider: 1,
    });
    await http.post('/platform/order/end', { orderId: o.orderId });
    expect(getRidingActivities()[0]).toMatchObject({ name: '每骑一次送券', participants: 1, rewarded: 1 });
    expect(couponsOfRider(o.userId).find((c) => c.source === 'activity')).toMatchObject({
      couponId: 'CP004',
      status: 'held',
    });
  });

  it("a ride started in a 时段折扣's hours pays the discounted fare and keeps the held coupon; outside them the full fare", async () => {
    await signInAs();
    // the seeded 夜骑8折 of the area paused, so that the new one may cover it today
    await http.post('/platform/marketing/riding-activity/state', { id: 'RD002', state: 'disabled' });
    const [o, other] = ridingAll();
    const h = hourOf(o.startAt);
    await http.post('/platform/marketing/riding-activity', discountHours('午间7折', o, h, h + 1, 70));
    const coupon = getCoupons().find((c) => c.state === 'enabled' && c.stock > c.issued)!;
    issueCoupon({
      coupon,
      riders: [riderIndex().get(o.userId)!],
      perRider: 1,
      mode: 'reward',
      target: '测试',
      by: '系统',
      source: 'activity',
    });

    const ended = await http.post<{
      amount: { base: number; time: number; dispatchFee: number; discount: number; paid: number };
      discountSource?: string;
    }>('/platform/order/end', { orderId: o.orderId });
    const riding = ended.amount.base + ended.amount.time;
    expect(ended.amount.discount).toBe(Math.round((riding * 30) / 100));
    expect(ended.discountSource).toBe('activity');
    expect(getRidingActivities().find((a) => a.name === '午间7折')).toMatchObject({ participants: 1, rewarded: 1 });
    // activities and coupons do not add up: the coupon waits for another ride
    expect(couponsOfRider(o.userId).find((c) => c.couponId === coupon.id)?.status).toBe('held');

    // the other ride started outside the hours of an activity set to miss it: full fare, not counted
    await http.post('/platform/marketing/riding-activity/state', {
      id: getRidingActivities().find((a) => a.name === '午间7折')!.id,
      state: 'disabled',
    });
    const h2 = hourOf(other.startAt);
    await http.post(
      '/platform/marketing/riding-activity',
      discountHours('错时折扣', other, h2 < 23 ? h2 + 1 : 0, h2 < 23 ? 24 : 23, 50),
    );
    const full = await http.post<{ amount: { discount: number }; discountSource?: string }>('/platform/order/end', {
      orderId: other.orderId,
    });
    expect(full.discountSource).not.toBe('activity');
    expect(getRidingActivities().find((a) => a.name === '错时折扣')?.rewarded).toBe(0);
  });

  it("a riding card's ride in a 时段折扣's hours is not discounted by it: its rider is no participant", async () => {
    await signInAs();
    await http.post('/platform/marketing/riding-activity/state', { id: 'RD002', state: 'disabled' });
    const o = ridingAll()[0];
    // the rider rides on a card: the card covers the riding time, the activity gives nothing
    o.discountSource = 'riding_card';
    const h = hourOf(o.startAt);
    await http.post('/platform/marketing/riding-activity', discountHours('卡骑时段', o, h, h + 1, 70));
    const ended = await http.post<{ discountSource?: string }>('/platform/order/end', { orderId: o.orderId });
    expect(ended.discountSource).toBe('riding_card');
    expect(getRidingActivities().find((a) => a.name === '卡骑时段')).toMatchObject({ participants: 0, rewarded: 0 });
  });

  it('the seeded rides follow the seeded 夜骑8折: 20 % off the riding fare from 20:00, and its figures count them', () => {
    const night = getRidingActivities().find((a) => a.name === '夜骑8折')!;
    const inPeriod = getOrders().filter(
      (o) =>
        o.serviceAreaId === 'SA001' &&
        o.status !== 'riding' &&
        o.status !== 'cancelled' &&
        new Date(Date.parse(o.startAt) + 8 * 3600000).toISOString().slice(0, 10) >= night.startDate,
    );
    const evening = inPeriod.filter(
      (o) => discountHoursAt(o.serviceAreaId, Date.parse(o.startAt)) === night && o.discountSource !== 'riding_card',
    );
    expect(evening.length).toBeGreaterThan(50);
    for (const o of evening) {
      expect(o.discountSource).toBe('activity');
      expect(o.amount.discount).toBe(Math.round(((o.amount.base + o.amount.time) * 20) / 100));
    }
    expect(night.rewarded).toBe(evening.length);
    // its participants are the riders of the rides it discounted (not of a riding card's ride in its hours)
    expect(night.participants).toBe(new Set(evening.map((o) => o.userId)).size);
    // no ride outside a 时段折扣's hours carries an activity discount
    expect(
      getOrders().filter(
        (o) => o.discountSource === 'activity' && !discountHoursAt(o.serviceAreaId, Date.parse(o.startAt)),
      ),
    ).toHaveLength(0);
  });

  it('approving the real-name rebind of an unverified rider gives 实名认证奖励 once; a verified rider or a paused task gives nothing', async () => {
    await signInAs();
    const pending = (verified: boolean) =>
      getRebinds().filter((x) => x.status === 'pending' && riderIndex().get(x.userId)!.realNameVerified === verified);
    const task = getFixedTasks().find((t) => t.kind === 'real_name')!;
    const done = task.completed;
    const [first, later] = pending(false);
    const r = riderIndex().get(first.userId)!;
    const gift = r.giftBalance;
    await http.post('/platform/review/rebind/approve', { id: first.id });
    expect(r.realNameVerified).toBe(true);
    expect(r.giftBalance).toBe(gift + 200);
    expect(task.completed).toBe(done + 1);
    expect(getUserRewards()[0]).toMatchObject({
      userId: r.userId,
      role: 'task',
      activityName: '固定活动「实名认证奖励」',
      reward: { kind: 'balance', amount: 200 },
    });

    // already verified: a new name, no reward
    const known = riderIndex().get(pending(true)[0].userId)!;
    const knownGift = known.giftBalance;
    await http.post('/platform/review/rebind/approve', { id: pending(true)[0].id });
    expect(known.giftBalance).toBe(knownGift);
    // the task paused: a first verification earns nothing
    await http.post('/platform/marketing/fixed-task/state', { id: task.id, state: 'disabled' });
    const next = riderIndex().get(later.userId)!;
    const nextGift = next.giftBalance;
    await http.post('/platform/review/rebind/approve', { id: later.id });
    expect(next.realNameVerified).toBe(true);
    expect(next.giftBalance).toBe(nextGift);
    expect(task.completed).toBe(done + 1);
  });
});
