/**
 * Riding activities (1706), fixed activity tasks (1707) and custom activity tasks
 * (1710) (domain model "Marketing": tasks). Deterministic, lazily built, kept with
 * every change until resetDb(). Money in fen, distances in metres.
 */
import type { ActivityReward, CustomTaskRecord, FixedTaskRecord, RidingActivityRecord } from '@contract/activities';
import { lazy } from './lazy';
import { getCoupons } from './marketing';
import { epoch, getDb } from './store';
import { isoAt } from './time';

const DAY = 86400000;
const day = (offset: number) => new Date(epoch() + offset * DAY + 8 * 3600000).toISOString().slice(0, 10);
const couponId = (name: string) => getCoupons().find((c) => c.name === name)?.id ?? '';

export const coupon = (name: string): ActivityReward => ({
  kind: 'coupon',
  couponId: couponId(name),
  amount: 0,
  days: 0,
});
export const balance = (fen: number): ActivityReward => ({ kind: 'balance', couponId: '', amount: fen, days: 0 });
export const cardDays = (days: number): ActivityReward => ({ kind: 'card_days', couponId: '', amount: 0, days });
const none = (): ActivityReward => ({ kind: 'coupon', couponId: '', amount: 0, days: 0 });

const H8 = 8 * 3600000;

/**
 * The enabled 时段折扣 of the area that covers a ride starting at `startMs` (its day, UTC+8,
 * in the period and its hour in [fromHour, toHour)), if any: two enabled activities of one
 * rule type never share an area on a day, so there is at most one.
 */
export function discountHoursAt(serviceAreaId: string, startMs: number): RidingActivityRecord | undefined {
  const local = new Date(startMs + H8);
  const today = local.toISOString().slice(0, 10);
  const hour = local.getUTCHours();
  return getRidingActivities().find(
    (a) =>
      a.kind === 'discount_hours' &&
      a.state === 'enabled' &&
      a.serviceAreaIds.includes(serviceAreaId) &&
      today >= a.startDate &&
      today <= a.endDate &&
      hour >= a.fromHour &&
      hour < a.toHour,
  );
}

/** What a 时段折扣 takes off the riding fare (fen; a dispatch fee is never discounted): 80 = 8 折 takes 20 %. */
export const hoursDiscount = (a: Pick<RidingActivityRecord, 'discount'>, ridingFen: number): number =>
  Math.round((ridingFen * (100 - a.discount)) / 100);

/** Newest first: one to come (paused: it overlaps the challenge in the second area), a running ride-count one, a running evening discount, an ended one. */
export const getRidingActivities = lazy((): RidingActivityRecord[] => {
  const ids = getDb().serviceAreas.map((a) => a.id);
  const rides = (n: number, reward: ActivityReward) => ({
    kind: 'ride_count' as const,
    rides: n,
    fromHour: 0,
    toHour: 0,
    discount: 0,
    reward,
  });
  const hours = (from: number, to: number, discount: number) => ({
    kind: 'discount_hours' as const,
    rides: 0,
    fromHour: from,
    toHour: to,
    discount,
    reward: none(),
  });
  const seed: Array<Omit<RidingActivityRecord, 'id' | 'createdAt' | 'updatedAt'> & { created: number }> = [
    {
      name: '滨江开城骑行周',
      serviceAreaIds: ids.slice(1, 2),
      startDate: day(4),
      endDate: day(10),
      ...rides(3, coupon('滨江开城体验券')),
      limitPerRider: 1,
      state: 'disabled',
      participants: 0,
      rewarded: 0,
      created: -1,
    },
    {
      name: '冬日骑行挑战',
      serviceAreaIds: ids.slice(0, 2),
      startDate: day(-7),
      endDate: day(21),
      ...rides(5, balance(300)),
      limitPerRider: 2,
      state: 'enabled',
      participants: 326,
      rewarded: 58,
      created: -9,
    },
    // its participants and discounted rides are counted from the seeded rides (orders.ts)
    {
      name: '夜骑8折',
      serviceAreaIds: ids.slice(0, 1),
      startDate: day(-14),
      endDate: day(30),
      ...hours(20, 24, 80),
      limitPerRider: 1,
      state: 'enabled',
      participants: 0,
      rewarded: 0,
      created: -15,
    },
    {
      name: '国庆骑行季',
      serviceAreaIds: ids,
      startDate: day(-55),
      endDate: day(-48),
      ...rides(7, cardDays(3)),
      limitPerRider: 1,
      state: 'enabled',
      participants: 1270,
      rewarded: 214,
      created: -60,
    },
  ];
  return seed.map(({ created, ...a }, i) => ({
    ...a,
    id: `RD${String(seed.length - i).padStart(3, '0')}`,
    createdAt: isoAt(epoch() + created * DAY),
    updatedAt: isoAt(epoch() + created * DAY),
  }));
});

/** The standing task set, one of each kind. */
export const getFixedTasks = lazy((): FixedTaskRecord[] => {
  const t = (
    kind: FixedTaskRecord['kind'],
    name: string,
    target: number,
    reward: ActivityReward,
    limitPerRider: number,
    totalLimit: number,
    completed: number,
    state: FixedTaskRecord['state'],
  ) => ({
    kind,
    name,
    target,
    reward,
    limitPerRider,
    totalLimit,
    completed,
    state,
    updatedAt: isoAt(epoch() - 30 * DAY),
  });
  const list = [
    t('first_ride', '首次骑行礼', 1, coupon('新用户骑行券'), 1, 0, 3120, 'enabled'),
    t('real_name', '实名认证奖励', 1, balance(200), 1, 0, 5480, 'enabled'),
    t('first_recharge', '首充有礼', 1, cardDays(1), 1, 5000, 1460, 'enabled'),
    t('weekly_rides', '每周骑行 5 次', 5, coupon('周末骑行8.5折'), 1, 2000, 640, 'enabled'),
    t('invite', '邀请 3 位好友', 3, cardDays(7), 1, 1000, 37, 'disabled'),
  ];
  return list.map((x, i) => ({ ...x, id: `FT${String(i + 1).padStart(3, '0')}` }));
});

/** Operator-defined tasks: a commuter task in the first area, a long-distance one everywhere. */
export const getCustomTasks = lazy((): CustomTaskRecord[] => {
  const ids = getDb().serviceAreas.map((a) => a.id);
  const seg = (serviceAreaId: string, depositPaid = false) => ({
    serviceAreaId,
    realNameVerified: false,
    depositPaid,
    registeredWithinDays: 0,
  });
  const list: Array<Omit<CustomTaskRecord, 'id'>> = [
    {
      name: '通勤达人',
      conditions: [{ metric: 'ride_count', min: 10, days: 14 }],
      segment: seg(ids[0], true),
      reward: coupon('通勤免费15分钟'),
      limitPerRider: 1,
      totalLimit: 500,
      completed: 73,
      startDate: day(-10),
      endDate: day(20),
      state: 'enabled',
      createdAt: isoAt(epoch() - 11 * DAY),
      updatedAt: isoAt(epoch() - 11 * DAY),
    },
    {
      name: '长途骑士',
      conditions: [
        { metric: 'distance', min: 30000, days: 30 },
        { metric: 'spend', min: 2000, days: 30 },
      ],
      segment: seg(''),
      reward: balance(500),
      limitPerRider: 1,
      totalLimit: 0,
      completed: 12,
      startDate: day(-30),
      endDate: day(30),
      state: 'disabled',
      createdAt: isoAt(epoch() - 31 * DAY),
      updatedAt: isoAt(epoch() - 31 * DAY),
    },
  ];
  return list.map((x, i) => ({ ...x, id: `CT${String(list.length - i).padStart(3, '0')}` }));
});
