/**
 * The coupons riders hold (a collection of its own) and the issuance records.
 * Seeded from the coupon rewards of invites (mocks/db/invites.ts), so 用户奖励 and a
 * rider's 优惠券 tab agree; issuance adds to both. A held coupon past its expiry
 * reads as expired. Deterministic, lazily built, kept until resetDb(). Money in fen.
 *
 * Rules of issuance (all or nothing, the backend's messages):
 * - the coupon must be enabled;
 * - stock: what is left (stock − issued) must cover riders × perRider;
 * - per rider: what a rider already received of that coupon + perRider ≤ limitPerRider.
 */
import type { CouponIssue, CouponSource, RiderCoupon, RiderCouponStatus } from '@contract/couponIssue';
import type { UserRewardRecord } from '@contract/invites';
import type { RiderRecord } from '@contract/riders';
import { getUserRewards } from './invites';
import { lazy } from './lazy';
import { worldSlot } from './world';
import { getCoupons, nextId, type Coupon } from './marketing';
import { DEFAULT_PRICING } from './pricing';
import { riderIndex } from './riders';
import { isoAt } from './time';
import { BizError } from '../lib/route';
import { now } from '../../src/shared/utils/clock';

const DAY = 86400000;

export const ISSUE_MSG = {
  couponMissing: '优惠券不存在',
  couponOff: '优惠券已停用，不能发放',
  nobody: '没有符合条件的用户',
  perRider: '每人发放张数须为 1～10 张',
} as const;

export const maskPhone = (p: string) => (p.length === 11 ? `${p.slice(0, 3)}****${p.slice(7)}` : p);

const SOURCE_OF: Record<UserRewardRecord['role'], CouponSource> = {
  inviter: 'invite',
  invitee: 'invite',
  issued: 'issue',
  complaint: 'complaint',
  task: 'task',
  activity: 'activity',
};

/** Every coupon riders received, newest first; seeded from the invite rewards that were coupons. */
export const getRiderCoupons = lazy((): RiderCoupon[] => {
  const coupons = new Map(getCoupons().map((c) => [c.id, c]));
  const out: RiderCoupon[] = [];
  for (const r of getUserRewards()) {
    if (r.reward.kind !== 'coupon') continue;
    const c = coupons.get(r.reward.couponId);
    if (!c) continue;
    const id = `RC${String(out.length + 1).padStart(5, '0')}`;
    const at = Date.parse(r.createdAt);
    const used = r.status === 'used';
    out.push({
      id,
      userId: r.userId,
      phone: r.phone,
      couponId: c.id,
      couponName: c.name,
      source: SOURCE_OF[r.role],
      issueId: '',
      status: used ? 'used' : 'held',
      receivedAt: r.createdAt,
      expiresAt: isoAt(at + c.validDays * DAY),
      usedAt: used ? isoAt(at + Math.min(c.validDays * DAY, 2 * DAY) / 2) : null,
      orderId: null,
      discount: used ? Math.min(c.kind === 'amount' ? c.value : 100, 300) : 0,
    });
    r.riderCouponId = id;
  }
  return out;
});

/** The rider coupons by id. Rebuilt when the collection grows. */
interface Index {
  list: RiderCoupon[] | null;
  size: number;
  map: Map<string, RiderCoupon>;
}
const index = worldSlot((): Index => ({ list: null, size: 0, map: new Map() }));
export function riderCouponIndex(): Map<string, RiderCoupon> {
  const list = getRiderCoupons();
  const kept = index();
  if (kept.list !== list || kept.size !== list.length)
    Object.assign(kept, { list, size: list.length, map: new Map(list.map((x) => [x.id, x])) });
  return kept.map;
}

/** The issuance records, newest first (none before the first one). */
export const getCouponIssues = lazy((): CouponIssue[] => []);

/** A held coupon past its expiry is expired. */
export const statusOf = (rc: RiderCoupon, at = now()): RiderCouponStatus =>
  rc.status === 'held' && Date.parse(rc.expiresAt) < at ? 'expired' : rc.status;

export const couponsOfRider = (userId: string): RiderCoupon[] => getRiderCoupons().filter((rc) => rc.userId === userId);

export interface IssueRequest {
  coupon: Coupon;
  riders: RiderRecord[];
  perRider: number;
  mode: CouponIssue['mode'];
  target: string;
  by: string;
  source: CouponSource;
  /** when it is issued (ms), if not now: a reward for a ride the living world ended a moment ago */
  at?: number;
}

/** Issues a coupon to riders after checking state, stock and the limit per rider; records it everywhere. */
export function issueCoupon({
  coupon: c,
  riders,
  perRider,
  mode,
  target,
  by,
  source,
  at = now(),
}: IssueRequest): CouponIssue {
  if (c.state !== 'enabled') throw new BizError(ISSUE_MSG.couponOff);
  if (!riders.length) throw new BizError(ISSUE_MSG.nobody);
  if (!Number.isInteger(perRider) || perRider < 1 || perRider > 10) throw new BizError(ISSUE_MSG.perRider);
  const need = riders.length * perRider;
  const left = Math.max(0, c.stock - c.issued);
  if (need > left) throw new BizError(`库存不足：剩余 ${left} 张，本次需发放 ${need} 张`);
  const held = new Map<string, number>();
  for (const rc of getRiderCoupons()) if (rc.couponId === c.id) held.set(rc.userId, (held.get(rc.userId) ?? 0) + 1);
  const full = riders.filter((r) => (held.get(r.userId) ?? 0) + perRider > c.limitPerRider);
  if (full.length) {
    throw new BizError(
      `超过每人限领 ${c.limitPerRider} 张：${full
        .slice(0, 3)
        .map((r) => maskPhone(r.phone))
        .join('、')}${full.length > 3 ? ` 等 ${full.length} 人` : ''}已领满`,
    );
  }
  const issues = getCouponIssues();
  const issue: CouponIssue = {
    id: nextId(
      'CI',
      issues.map((x) => x.id),
    ),
    couponId: c.id,
    couponName: c.name,
    mode,
    target,
    riders: riders.length,
    perRider,
    count: need,
    by,
    at: new Date(at).toISOString(),
  };
  issues.unshift(issue);
  const list = getRiderCoupons();
  const rewards = getUserRewards();
  let n = list.length;
  const expiresAt = isoAt(at + c.validDays * DAY);
  const role: UserRewardRecord['role'] =
    source === 'complaint' ? 'complaint' : source === 'task' ? 'task' : source === 'activity' ? 'activity' : 'issued';
  let r = rewards.length;
  for (const rider of riders) {
    for (let k = 0; k < perRider; k++) {
      const id = `RC${String(++n).padStart(5, '0')}`;
      list.unshift({
        id,
        userId: rider.userId,
        phone: rider.phone,
        couponId: c.id,
        couponName: c.name,
        source,
        issueId: issue.id,
        status: 'held',
        receivedAt: issue.at,
        expiresAt,
        usedAt: null,
        orderId: null,
        discount: 0,
      });
      rewards.unshift({
        id: `UR${String(++r).padStart(4, '0')}`,
        userId: rider.userId,
        phone: rider.phone,
        serviceAreaId: rider.serviceAreaId,
        agentId: rider.agentId,
        activityId: issue.id,
        activityName: target,
        role,
        reward: { kind: 'coupon', couponId: c.id, amount: 0 },
        status: 'issued',
        riderCouponId: id,
        createdAt: issue.at,
      });
    }
  }
  c.issued += need;
  return issue;
}

/** What a coupon takes off a fare (fen). free_minutes counts the platform's unit price. */
export function couponDiscount(c: Coupon, fareFen: number): number {
  if (fareFen <= 0 || fareFen < c.threshold) return 0;
  if (c.kind === 'amount') return Math.min(c.value, fareFen);
  if (c.kind === 'discount') return fareFen - Math.round((fareFen * c.value) / 100);
  return Math.min(fareFen, Math.ceil(c.value / DEFAULT_PRICING.unitMinutes) * DEFAULT_PRICING.unitPrice);
}

/**
 * The ride's use of a held coupon: the unexpired coupon of the rider that takes the
 * most off `fareFen` (valid in the ride's area when given) is marked used at `at`.
 * Returns what it took off, or null when the rider holds none that applies.
 */
/** The coupon a ride of `fareFen` at `at` would use: the rider's held one that takes the most off (none: null). Changes nothing. */
export function bestHeldCoupon(
  riderId: string,
  fareFen: number,
  at: number,
  ride: { serviceAreaId?: string } = {},
): { rc: RiderCoupon; c: Coupon; discount: number } | null {
  const coupons = new Map(getCoupons().map((c) => [c.id, c]));
  let best: { rc: RiderCoupon; c: Coupon; discount: number } | null = null;
  for (const rc of couponsOfRider(riderId)) {
    const c = coupons.get(rc.couponId);
    if (!c || statusOf(rc, at) !== 'held' || Date.parse(rc.receivedAt) > at) continue;
    if (ride.serviceAreaId && !c.serviceAreaIds.includes(ride.serviceAreaId)) continue;
    const discount = couponDiscount(c, fareFen);
    if (discount > 0 && (!best || discount > best.discount)) best = { rc, c, discount };
  }
  return best;
}

/** Uses the coupon `bestHeldCoupon` picked on the ride `orderId` at `at`. */
export function spendHeldCoupon(
  best: { rc: RiderCoupon; c: Coupon; discount: number },
  at: number,
  orderId: string | undefined,
): { riderCouponId: string; couponName: string; discount: number } {
  Object.assign(best.rc, { status: 'used', usedAt: isoAt(at), orderId: orderId ?? null, discount: best.discount });
  best.c.used += 1;
  const reward = getUserRewards().find((r) => r.riderCouponId === best.rc.id);
  if (reward) reward.status = 'used';
  return { riderCouponId: best.rc.id, couponName: best.c.name, discount: best.discount };
}

/** The riders behind a list of phone numbers; unknown numbers are refused by name. */
export function ridersByPhones(phones: string[], byPhone: (p: string) => RiderRecord | undefined): RiderRecord[] {
  const missing = phones.filter((p) => !byPhone(p));
  if (missing.length)
    throw new BizError(
      `以下手机号不是本平台用户：${missing.slice(0, 3).map(maskPhone).join('、')}${missing.length > 3 ? ` 等 ${missing.length} 个` : ''}`,
    );
  return phones.map((p) => byPhone(p) as RiderRecord);
}

export const riderOf = (userId: string) => riderIndex().get(userId);
