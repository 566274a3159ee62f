/**
 * Activities and tasks acting on the world: when a ride ends (rideEnded, called where the
 * embedded backend ends a ride), riders who now meet a condition receive the reward.
 *
 * - 骑行活动 ride_count: an enabled activity whose period holds today and whose areas hold
 *   the ride's: the rider's first ride in it counts them as a participant; every
 *   `rides`-th ride earns the reward, at most `limitPerRider` times.
 *   A discount_hours activity counts the rides it discounted (the order end charges its discounted fare, booked as
 *   the ledger's activity discount) and as participants the riders of those rides (riding-card rides are not).
 * - 固定活动: first_ride on the rider's first ended ride; weekly_rides when this week's
 *   rides (Monday 00:00 UTC+8 on) reach the target; real_name when a rider's real name is
 *   verified (riderVerified, called where a 实名换绑 review is approved); each within its
 *   limits. (first_recharge and invite wait for the rider-side events, top-ups and
 *   registrations, which the console's backend does not receive.)
 * - 自定义活动: an enabled task in its period, for the rider's segment, whose conditions
 *   all hold now, within its limits.
 * A coupon reward goes through issueCoupon (stock and the coupon's own limit apply: a
 * reward that cannot be given is skipped); balance goes to the gift balance; riding-card
 * days extend the rider's card.
 */
import type { ActivityReward, FixedTaskRecord, TaskCondition, TaskSegment } from '@contract/activities';
import type { Order } from '@contract/orders';
import type { RiderRecord } from '@contract/riders';
import { discountHoursAt, getCustomTasks, getFixedTasks, getRidingActivities } from './activities';
import { getUserRewards } from './invites';
import { lazy } from './lazy';
import { getCoupons } from './marketing';
import { issueCoupon } from './riderCoupons';
import { riderIndex } from './riders';
import { addTxn, ordersOfUser } from './wallet';
import { SYSTEM_ACTOR } from '@contract/labels/columns';

const DAY = 86400000;
const H8 = 8 * 3600000;
const dayOf = (ms: number) => new Date(ms + H8).toISOString().slice(0, 10);
const ended = (o: Order) => o.status !== 'riding' && o.status !== 'cancelled';

/** How often each rider earned each activity's or task's reward, by `${id}:${userId}`. */
const earned = lazy(() => new Map<string, number>());
const bump = (key: string) => earned().set(key, (earned().get(key) ?? 0) + 1);

/** Gives a reward; false when it could not be given (a coupon out of stock or over its limit). */
export function giveReward(
  r: RiderRecord,
  reward: ActivityReward,
  why: string,
  source: 'task' | 'activity',
  at: number,
): boolean {
  if (reward.kind === 'balance') {
    const txn = addTxn(r, { kind: 'gift', amount: reward.amount, channel: 'activity', note: why, account: 'gift' }, at);
    const rewards = getUserRewards();
    rewards.unshift({
      id: `UR${String(rewards.length + 1).padStart(4, '0')}`,
      userId: r.userId,
      phone: r.phone,
      serviceAreaId: r.serviceAreaId,
      agentId: r.agentId,
      activityId: '',
      activityName: why,
      role: source,
      reward: { kind: 'balance', couponId: '', amount: reward.amount },
      status: 'used',
      createdAt: txn.createdAt,
    });
    return true;
  }
  if (reward.kind === 'card_days') {
    const from = Math.max(at, r.ridingCard ? Date.parse(r.ridingCard.expiresAt) : 0);
    r.ridingCard = {
      name: r.ridingCard?.name ?? '活动骑行卡',
      expiresAt: new Date(from + reward.days * DAY).toISOString(),
    };
    return true;
  }
  const coupon = getCoupons().find((c) => c.id === reward.couponId);
  if (!coupon) return false;
  try {
    issueCoupon({ coupon, riders: [r], perRider: 1, mode: 'reward', target: why, by: SYSTEM_ACTOR, source, at });
    return true;
  } catch {
    return false;
  }
}

function inSegment(r: RiderRecord, s: TaskSegment, at: number): boolean {
  return (
    (!s.serviceAreaId || r.serviceAreaId === s.serviceAreaId) &&
    (!s.realNameVerified || r.realNameVerified) &&
    (!s.depositPaid || r.depositStatus === 'paid') &&
    (!s.registeredWithinDays || Date.parse(r.registeredAt) >= at - s.registeredWithinDays * DAY)
  );
}

/** Whether ended rides of the last `days` days (before `at`) meet every condition. */
export function meetsAll(orders: readonly Order[], conditions: TaskCondition[], at: number): boolean {
  const to = new Date(at).toISOString();
  return conditions.every((c) => {
    const from = new Date(at - c.days * DAY).toISOString();
    let total = 0;
    for (const o of orders) {
      if (!ended(o) || o.startAt < from || o.startAt > to) continue;
      total += c.metric === 'ride_count' ? 1 : c.metric === 'distance' ? o.distance : o.amount.paid;
    }
    return total >= c.min;
  });
}

/** Gives each enabled fixed task's reward to `r` when `check` says the task is met now (in its period), within its limits. */
function fixedTasks(r: RiderRecord, at: number, check: (t: FixedTaskRecord) => { hit: boolean; period: string }): void {
  for (const t of getFixedTasks()) {
    if (t.state !== 'enabled' || (t.totalLimit && t.completed >= t.totalLimit)) continue;
    const { hit, period } = check(t);
    const key = `${t.id}${period}:${r.userId}`;
    if (
      hit &&
      (earned().get(key) ?? 0) < t.limitPerRider &&
      giveReward(r, t.reward, `固定活动「${t.name}」`, 'task', at)
    ) {
      bump(key);
      t.completed += 1;
    }
  }
}

/** A rider's real name has just been verified (it was not before): the real_name task's reward. */
export function riderVerified(r: RiderRecord, at: number): void {
  fixedTasks(r, at, (t) => ({ hit: t.kind === 'real_name', period: '' }));
}

/** The ride `o` has just ended at `at` (ms): counts it for activities and tasks and gives what was earned. */
export function rideEnded(o: Order, at: number): void {
  const r = riderIndex().get(o.userId);
  if (!r) return;
  const today = dayOf(at);
  const orders = ordersOfUser(r.userId);
  for (const a of getRidingActivities()) {
    if (
      a.state !== 'enabled' ||
      today < a.startDate ||
      today > a.endDate ||
      !a.serviceAreaIds.includes(o.serviceAreaId)
    )
      continue;
    const from = new Date(Date.parse(`${a.startDate}T00:00:00+08:00`)).toISOString();
    if (a.kind === 'discount_hours') {
      // a ride it discounted (the fare at ride end: not with a riding card); the rider's first
      // such ride counts them as a participant
      const discounted = (x: Order) =>
        x.discountSource === 'activity' && discountHoursAt(x.serviceAreaId, Date.parse(x.startAt)) === a;
      if (!discounted(o)) continue;
      a.rewarded += 1;
      if (orders.filter((x) => ended(x) && x.startAt >= from && discounted(x)).length === 1) a.participants += 1;
      continue;
    }
    const rides = orders.filter(
      (x) => ended(x) && x.startAt >= from && a.serviceAreaIds.includes(x.serviceAreaId),
    ).length;
    if (rides === 1) a.participants += 1;
    const key = `${a.id}:${r.userId}`;
    if (
      rides > 0 &&
      rides % a.rides === 0 &&
      (earned().get(key) ?? 0) < a.limitPerRider &&
      giveReward(r, a.reward, `骑行活动「${a.name}」`, 'activity', at)
    ) {
      bump(key);
      a.rewarded += 1;
    }
  }
  const all = orders.filter(ended).length;
  const weekStart = (() => {
    const d = new Date(at + H8);
    const monday = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()) - ((d.getUTCDay() + 6) % 7) * DAY - H8;
    return new Date(monday).toISOString();
  })();
  fixedTasks(r, at, (t) => {
    if (t.kind === 'first_ride') return { hit: all === 1, period: '' };
    if (t.kind === 'weekly_rides')
      return { hit: orders.filter((x) => ended(x) && x.startAt >= weekStart).length === t.target, period: weekStart };
    return { hit: false, period: '' };
  });
  for (const t of getCustomTasks()) {
    if (
      t.state !== 'enabled' ||
      today < t.startDate ||
      today > t.endDate ||
      (t.totalLimit && t.completed >= t.totalLimit) ||
      !inSegment(r, t.segment, at)
    )
      continue;
    const key = `${t.id}:${r.userId}`;
    if ((earned().get(key) ?? 0) >= t.limitPerRider || !meetsAll(orders, t.conditions, at)) continue;
    if (giveReward(r, t.reward, `自定义活动「${t.name}」`, 'task', at)) {
      bump(key);
      t.completed += 1;
    }
  }
}
