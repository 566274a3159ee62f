/** The reward of a riding activity or an activity task, checked; with its coupon's name for the screens. */
import type { ActivityReward } from '@contract/activities';
import { getCoupons } from '../db/marketing';
import { BizError, route } from '../lib/route';
import { int } from './marketing';
import { MONEY_LIMITS } from '@contract/money';
import { fenField } from '../lib/money';
import { MARKETING_READS } from '@contract/endpoints/marketing';

export function activityRewardOf(v: unknown): ActivityReward {
  const r = (v ?? {}) as Record<string, unknown>;
  if (r.kind === 'coupon') {
    if (!getCoupons().some((c) => c.id === r.couponId)) throw new BizError('请选择奖励的优惠券');
    return { kind: 'coupon', couponId: r.couponId as string, amount: 0, days: 0 };
  }
  if (r.kind === 'balance')
    return { kind: 'balance', couponId: '', amount: fenField(r.amount, MONEY_LIMITS.reward), days: 0 };
  if (r.kind === 'card_days')
    return { kind: 'card_days', couponId: '', amount: 0, days: int(r.days, 1, 365, '骑行卡天数须为 1～365 天') };
  throw new BizError('请选择奖励类型');
}

export const couponNameOf = (r: ActivityReward) =>
  r.kind === 'coupon' ? (getCoupons().find((c) => c.id === r.couponId)?.name ?? '') : '';

/** GET /platform/marketing/activity/coupons → [{ id, name, state }]: what a reward may be (1706, 1707, 1710). */
export const rewardCouponHandlers = [
  route(MARKETING_READS.activityCoupons, {}, () =>
    getCoupons().map((c) => ({ id: c.id, name: c.name, state: c.state })),
  ),
];
