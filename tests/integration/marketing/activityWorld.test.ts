/**
 * Activities and tasks act on the embedded backend's world: when the backend ends a
 * ride, a custom task whose conditions the rider now meets credits its reward, and a
 * ride-count activity counts the participant and gives its coupon, which shows among
 * the rider's coupons and in 用户奖励.
 */
import { describe, expect, it } from 'vitest';
import { http } from '@/shared/http/client';
import { getCustomTasks, getRidingActivities } from '@mocks/db/activities';
import { getUserRewards } from '@mocks/db/invites';
import { getOrders } from '@mocks/db/orders';
import { couponsOfRider } from '@mocks/db/riderCoupons';
import { riderIndex } from '@mocks/db/riders';
import { now } from '@/shared/utils/clock';
import { setupBackend, signInAs } from '../users/harness';

setupBackend();

const today = () => new Date(now() + 8 * 3600000).toISOString().slice(0, 10);
const riding = () => getOrders().find((o) => o.status === 'riding' && o.serviceAreaId === 'SA001' && o.payChannel !== 'riding_card')!;

describe('activities acting on rides', { timeout: 120000 }, () => {
  it('a custom task met by the ride just ended credits its balance reward once', async () => {
    await signInAs();
    const o = riding();
    const r = riderIndex().get(o.userId)!;
    const gift = r.giftBalance;
    await http.post('/platform/marketing/custom-task', {
      name: '当日骑行奖励', conditions: [{ metric: 'ride_count', min: 1, days: 1 }], segment: { serviceAreaId: r.serviceAreaId, realNameVerified: false, depositPaid: false, registeredWithinDays: 0 },
      reward: { kind: 'balance', couponId: '', amount: 300, days: 0 }, limitPerRider: 1, totalLimit: 0, startDate: today(), endDate: today(),
    });
    await http.post('/platform/order/end', { orderId: o.orderId });
    expect(r.giftBalance).toBe(gift + 300);
    expect(getCustomTasks().find((t) => t.name === '当日骑行奖励')?.completed).toBe(1);
    expect(getUserRewards()[0]).toMatchObject({ userId: r.userId, role: 'task', activityName: '自定义活动「当日骑行奖励」', reward: { kind: 'balance', amount: 300 } });
  });

  it('a ride-count activity counts the participant and gives its coupon to hold', async () => {
    await signInAs();
    await http.post('/platform/marketing/riding-activity/state', { id: 'RD003', state: 'disabled' });
    await http.post('/platform/marketing/riding-activity', {
      name: '每骑一次送券', serviceAreaIds: ['SA001'], startDate: today(), endDate: today(), kind: 'ride_count', rides: 1, fromHour: 0, toHour: 0, discount: 0,
      reward: { kind: 'coupon', couponId: 'CP004', amount: 0, days: 0 }, limitPerRider: 1,
    });
    const o = riding();
    await http.post('/platform/order/end', { orderId: o.orderId });
    expect(getRidingActivities()[0]).toMatchObject({ name: '每骑一次送券', participants: 1, rewarded: 1 });
    expect(couponsOfRider(o.userId).find((c) => c.source === 'activity')).toMatchObject({ couponId: 'CP004', status: 'held' });
  });
});
