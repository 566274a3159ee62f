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
import type { ActivityReward } from '@contract/activities';
import type { UserRewardRecord } from '@contract/invites';
import type { RiderRecord } from '@contract/riders';
import { isSettled } from '@contract/orders';
import { SYSTEM_ACTOR } from '@contract/labels/columns';
import { getCustomTasks, getFixedTasks, getRidingActivities } from './activities';
import { getUserRewards } from './invites';
import { hash, lazy } from './lazy';
import { worldSlot } from './world';
import { couponDiscount, getCoupons, nextId, type Coupon } from './marketing';
import { billOf, orderIndex, seededCouponUses } from './orders';
import { getRiders, riderIndex } from './riders';
import { epoch, getDb } from './store';
import { isoAt } from './time';
import { paidAt } from './wallet';
import { zonedDay } from '../../src/shared/utils/zoneOffset';
import { BizError } from '../lib/route';
import { now } from '../../src/shared/utils/clock';

const DAY = 86400000;
const HOUR = 3600000;
/** Who issued the seeded 用户分群 coupons (the seeded platform administrator). */
const SEED_OPERATOR = '平台管理员';

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

/** Who handed a seeded coupon out: its 发放记录's mode, target and operator, and the rider coupon's source. */
interface SeedIssuer {
  mode: CouponIssue['mode'];
  target: string;
  source: CouponSource;
}

type SeedRow = Omit<RiderCoupon, 'id' | 'issueId'> & { issuer: SeedIssuer; reward?: UserRewardRecord };

/**
 * The seeded coupons riders hold and their issuance records, from one set of rows: the coupon
 * rewards of invites; the coupon each seeded ride used (orders.ts seededCouponUses), issued to
 * that rider within the coupon's validity before the ride by an activity that gives it (up to
 * its completions) or else by a 用户分群 issue, used on the ride when it was paid with what it
 * took off; and the rest of what the seed handed out (the activities' completions no ride used,
 * the coupon's other issues), held or expired. A coupon's 已发放 and 已使用 are counted from them;
 * its 发放记录 are the rows grouped by issuer and day.
 */
const seededCoupons = lazy((): { riderCoupons: RiderCoupon[]; issues: CouponIssue[] } => {
  const coupons = new Map(getCoupons().map((c) => [c.id, c]));
  const rows: SeedRow[] = [];
  const row = (c: Coupon, rider: Pick<RiderRecord, 'userId' | 'phone'>, at: number, issuer: SeedIssuer): SeedRow => ({
    userId: rider.userId,
    phone: rider.phone,
    couponId: c.id,
    couponName: c.name,
    source: issuer.source,
    status: 'held',
    receivedAt: isoAt(at),
    expiresAt: isoAt(at + c.validDays * DAY),
    usedAt: null,
    orderId: null,
    discount: 0,
    issuer,
  });
  for (const r of getUserRewards()) {
    const c = r.reward.kind === 'coupon' ? coupons.get(r.reward.couponId) : undefined;
    if (!c) continue;
    const issuer = { mode: 'reward' as const, target: `邀请有礼「${r.activityName}」`, source: SOURCE_OF[r.role] };
    rows.push({ ...row(c, r, Date.parse(r.createdAt), issuer), reward: r });
  }
  // what the activities and tasks that give a coupon gave: one coupon a completion
  const givers = new Map<string, Array<{ issuer: SeedIssuer; left: number }>>();
  const giver = (reward: ActivityReward, target: string, source: CouponSource, given: number) => {
    if (reward.kind !== 'coupon' || !coupons.has(reward.couponId) || !given) return;
    const list = givers.get(reward.couponId) ?? [];
    list.push({ issuer: { mode: 'reward', target, source }, left: given });
    givers.set(reward.couponId, list);
  };
  for (const t of getFixedTasks()) giver(t.reward, `固定活动「${t.name}」`, 'task', t.completed);
  for (const t of getCustomTasks()) giver(t.reward, `自定义活动「${t.name}」`, 'task', t.completed);
  for (const a of getRidingActivities()) giver(a.reward, `骑行活动「${a.name}」`, 'activity', a.rewarded);
  const areaName = new Map(getDb().serviceAreas.map((a) => [a.id, a.name]));
  const orders = orderIndex();
  for (const [orderId, couponId] of seededCouponUses()) {
    const o = orders.get(orderId);
    const c = coupons.get(couponId);
    if (!o || !c) continue;
    const start = Date.parse(o.startAt);
    const usedAt = isSettled(o.status) ? paidAt(o) : Date.parse(o.endAt ?? o.startAt);
    // received before the ride, after the coupon was made, still valid when the ride is paid
    const span = Math.min(c.validDays * DAY - 4 * HOUR, start - Date.parse(c.createdAt));
    const at = start - 60000 - (hash(`${orderId}#received`) % Math.max(1, span - 60000));
    const by = givers.get(c.id)?.find((g) => g.left > 0);
    if (by) by.left -= 1;
    const issuer = by?.issuer ?? {
      mode: 'segment' as const,
      target: `${areaName.get(o.serviceAreaId) ?? o.serviceAreaId}，骑行用户`,
      source: 'issue' as const,
    };
    rows.push({
      ...row(c, o, at, issuer),
      status: 'used',
      usedAt: isoAt(usedAt),
      orderId,
      discount: billOf(o).discount,
    });
  }
  // the rest the seed handed out, to riders in turn (within each coupon's limit per rider)
  const riders = getRiders();
  const held = new Map<string, number>();
  for (const x of rows) held.set(`${x.userId}:${x.couponId}`, (held.get(`${x.userId}:${x.couponId}`) ?? 0) + 1);
  for (const c of coupons.values()) {
    const own = givers.get(c.id) ?? [];
    const rest = c.issued - rows.filter((x) => x.couponId === c.id && x.issuer.mode === 'reward').length;
    const manual = Math.max(0, rest - own.reduce((n, g) => n + g.left, 0));
    const to = epoch() - HOUR;
    const from = Math.max(Date.parse(c.createdAt), to - 60 * DAY);
    let next = hash(c.id) % riders.length;
    const give = (issuer: SeedIssuer, k: number) => {
      for (let tries = 0; tries < riders.length; tries++) {
        const rider = riders[next++ % riders.length];
        const key = `${rider.userId}:${c.id}`;
        if ((held.get(key) ?? 0) >= c.limitPerRider) continue;
        held.set(key, (held.get(key) ?? 0) + 1);
        rows.push(row(c, rider, from + (hash(`${c.id}#${issuer.target}#${k}`) % Math.max(1, to - from)), issuer));
        return;
      }
    };
    for (const g of own) for (let k = 0; k < g.left; k++) give(g.issuer, k);
    const segment = { mode: 'segment' as const, target: '全部服务区，已缴押金', source: 'issue' as const };
    for (let k = 0; k < manual; k++) give(segment, k);
  }
  rows.sort((x, y) => (x.receivedAt < y.receivedAt ? 1 : x.receivedAt > y.receivedAt ? -1 : 0));
  // the issuance records: the rows by coupon, issuer and day (UTC+8), newest first
  const issues = new Map<string, CouponIssue>();
  for (const x of rows) {
    const key = `${x.couponId}|${x.issuer.mode}|${x.issuer.target}|${zonedDay(Date.parse(x.receivedAt))}`;
    const issue = issues.get(key);
    if (issue) {
      issue.riders += 1;
      issue.count += 1;
      continue;
    }
    issues.set(key, {
      id: key,
      couponId: x.couponId,
      couponName: x.couponName,
      mode: x.issuer.mode,
      target: x.issuer.target,
      riders: 1,
      perRider: 1,
      count: 1,
      by: x.issuer.mode === 'segment' ? SEED_OPERATOR : SYSTEM_ACTOR,
      at: x.receivedAt,
    });
  }
  const records = [...issues.values()];
  const idOf = new Map<string, string>();
  records.forEach((r, i) => {
    const id = `CI${String(records.length - i).padStart(3, '0')}`;
    idOf.set(r.id, id);
    r.id = id;
  });
  const riderCoupons = rows.map(({ issuer, reward, ...x }, i): RiderCoupon => {
    const id = `RC${String(rows.length - i).padStart(5, '0')}`;
    if (reward) reward.riderCouponId = id;
    const key = `${x.couponId}|${issuer.mode}|${issuer.target}|${zonedDay(Date.parse(x.receivedAt))}`;
    return { id, ...x, issueId: idOf.get(key) ?? '' };
  });
  for (const c of coupons.values()) {
    c.issued = riderCoupons.filter((x) => x.couponId === c.id).length;
    c.used = riderCoupons.filter((x) => x.couponId === c.id && x.status === 'used').length;
  }
  return { riderCoupons, issues: records };
});

/** Every coupon riders received, newest first (seeded: seededCoupons). Reading it sets the coupons' 已发放 and 已使用. */
export const getRiderCoupons = lazy((): RiderCoupon[] => seededCoupons().riderCoupons);

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

/** The coupons with their 已发放 and 已使用 as the rider coupons count them (read them through this). */
export const countedCoupons = (): Coupon[] => (getRiderCoupons(), getCoupons());

/** The issuance records, newest first (seeded: seededCoupons). */
export const getCouponIssues = lazy((): CouponIssue[] => seededCoupons().issues);

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
  getRiderCoupons(); // the coupon's 已发放 counted before its stock is checked
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
