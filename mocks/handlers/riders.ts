/**
 * Riders (code 070101), their wallets, deposits and riding cards, and the
 * blacklist (code 08) — domain model Rider / WalletTxn / Blacklist, the users screens.
 *
 * Rules: a balance never goes negative; a deposit is frozen only when paid and
 * recovered only when frozen; a rider is on the blacklist at most once and the
 * rider's `blacklisted` flag follows the list. Every change is in the operator log.
 */
import { addToBlacklist, bansOf, blacklistEntry, getBlacklist, removeFromBlacklist } from '../db/blacklist';
import { lazy } from '../db/lazy';
import { logOperatorAction } from '../db/operatorLogs';
import { getOrders, orderIndex } from '../db/orders';
import { refundsOfUser } from '../db/refunds';
import { getRiders, riderByPhone, riderIndex } from '../db/riders';
import { getDb } from '../db/store';
import type { RiderRecord as Rider, WalletTxn } from '@contract/riders';
import type { Order } from '@contract/orders';
import { addDepositEvent, addTxn, depositChannel, depositLogOf, ordersOfUser, walletOf } from '../db/wallet';
import { inIsoBounds, isoBounds, matches, pageOf, datedView } from '../lib/paging';
import type { SortKeys } from '../lib/paging';
import { BizError, route, type Caller } from '../lib/route';
import { idList, inScope, ownRecord } from '../lib/scope';
import { now as clockNow } from '../../src/shared/utils/clock';
import { RIDER_WRITES } from '@contract/actions';
import { RIDER_READS } from '@contract/endpoints/riders';
import { rowOf } from '../lib/rowOf';

const DEPOSIT_STATUSES: ReadonlySet<string> = new Set(['none', 'paid', 'frozen', 'refunding', 'refunded']);
const STUDENT_STATUSES: ReadonlySet<string> = new Set(['none', 'pending', 'approved', 'rejected']);
const TXN_KINDS: ReadonlySet<string> = new Set(['recharge', 'gift', 'ride', 'refund', 'adjust']);
const DAY = 86400000;

/** Riders newest first (registration never changes): the list's order without a sort. */
const newestFirst = lazy(() =>
  [...getRiders()].sort((a, b) => (a.registeredAt < b.registeredAt ? 1 : a.registeredAt > b.registeredAt ? -1 : 0)),
);

/** Ride counts come from the orders and blacklist flags from the blacklist: build both first. */
function riders(): Rider[] {
  getOrders();
  getBlacklist();
  return newestFirst();
}

const RIDER_SORT: SortKeys<Rider> = {
  registeredAt: (r) => r.registeredAt,
  balance: (r) => r.balance,
  rides: (r) => r.rides,
};

/** The scope test of a list, or none when the caller sees everything and selected nothing. */
export function scopeTest(
  caller: Caller,
  query: Record<string, string>,
): ((rec: { serviceAreaId: string; agentId: string }) => boolean) | undefined {
  const { opAreaIds, agentIds } = caller.claims;
  if (!opAreaIds && !agentIds && !idList(query.opAreaIds) && !idList(query.agentIds)) return undefined;
  return inScope(caller, query);
}

const areaNames = () => new Map(getDb().serviceAreas.map((a) => [a.id, a.name]));
const bool = (v: string | undefined) => (v === 'true' ? true : v === 'false' ? false : undefined);

/** The caller's rider by id: 未找到该用户, or the refusal of a rider outside the caller's scope. */
export function findRider(caller: Caller, userId: unknown): Rider {
  riders();
  if (typeof userId !== 'string' || !userId) throw new BizError('缺少用户编号');
  return ownRecord(caller, riderIndex().get(userId), '未找到该用户');
}

/** The rider with this phone (adding to the blacklist by phone). */
function findRiderByPhone(caller: Caller, phone: unknown): Rider {
  riders();
  if (typeof phone !== 'string' || !phone.trim()) throw new BizError('请填写用户ID或手机号');
  const r = riderByPhone().get(phone.trim());
  if (!r || !inScope(caller, {})(r)) throw new BizError('未找到该用户');
  return r;
}

type Seen = (rec: { serviceAreaId: string; agentId: string }) => boolean;

/** The rider's rides the caller sees (the rows its ride list gives), newest first. */
const seenRides = (r: Rider, seen: Seen): readonly Order[] => ordersOfUser(r.userId).filter(seen);

/** How many rides each rider has that the caller sees, by user id. */
function seenRideCounts(seen: Seen): Map<string, number> {
  const counts = new Map<string, number>();
  for (const o of getOrders()) if (seen(o)) counts.set(o.userId, (counts.get(o.userId) ?? 0) + 1);
  return counts;
}

/**
 * A wallet line the caller sees: one of a ride (its charge, its refund) counts where the ride
 * was, so only with that ride; the rest (top-ups, gifts, staff adjustments, balance refunds)
 * are the rider's own.
 */
function seenLine(seen: Seen): (t: WalletTxn) => boolean {
  const orders = orderIndex();
  return (t) => {
    if (!t.orderId) return true;
    const o = orders.get(t.orderId);
    return !!o && seen(o);
  };
}

/**
 * The rider's page as the caller sees it: the profile (the rider is the caller's), and every
 * figure of rides and refunds counted over the service areas the caller sees (its scope
 * narrowed by the header selection), as the ride and refund lists give their rows: a
 * franchisee never learns what the rider did in another franchisee's areas.
 */
function detail(r: Rider, seen: Seen) {
  const orders = seenRides(r, seen);
  let paidTotal = 0;
  let couponUses = 0;
  for (const o of orders) {
    paidTotal += o.amount.paid;
    if (o.payChannel === 'coupon') couponUses += 1;
  }
  const refundTotal = refundsOfUser(r.userId).reduce(
    (s, f) => s + (seen(f) && f.status === 'done' && f.kind !== 'deposit' ? f.amount : 0),
    0,
  );
  const agent = getDb().agents.find((a) => a.agentId === r.agentId);
  return {
    ...r,
    rides: orders.length,
    serviceAreaName: areaNames().get(r.serviceAreaId),
    agentName: agent?.company,
    blacklist: blacklistEntry(r.userId) ?? null,
    refundChannel: depositChannel(r),
    depositLog: depositLogOf(r),
    stats: { orders: orders.length, paidTotal, refundTotal, couponUses, lastRideAt: orders[0]?.startAt ?? null },
  };
}

/** End of the given day (UTC+8) as an ISO time; the day must be after today. */
function untilOf(v: unknown): string | undefined {
  if (v === undefined || v === null || v === '') return undefined;
  const s = String(v).slice(0, 10);
  const ms = /^\d{4}-\d{2}-\d{2}$/.test(s) ? Date.parse(`${s}T23:59:59+08:00`) : Number.NaN;
  if (Number.isNaN(ms)) throw new BizError('截止日期格式不正确');
  const today = new Date(clockNow() + 8 * 3600000).toISOString().slice(0, 10);
  if (s <= today) throw new BizError('截止日期须晚于今天');
  return new Date(ms).toISOString();
}

const target = (r: Rider) => `用户 ${r.userId}（${r.name}）`;

export const riderHandlers = [
  route(RIDER_READS.userList, {}, ({ caller, query }) => {
    // Only the filters that are set are tested; without any, the page is a slice.
    const tests: Array<(r: Rider) => boolean> = [];
    const scope = scopeTest(caller, query);
    if (scope) tests.push(scope);
    const area = query.serviceAreaId;
    if (area) tests.push((r) => r.serviceAreaId === area);
    const dep = DEPOSIT_STATUSES.has(query.depositStatus) ? query.depositStatus : undefined;
    if (dep) tests.push((r) => r.depositStatus === dep);
    const stu = STUDENT_STATUSES.has(query.studentStatus) ? query.studentStatus : undefined;
    if (stu) tests.push((r) => r.studentStatus === stu);
    const verified = bool(query.realNameVerified);
    if (verified !== undefined) tests.push((r) => r.realNameVerified === verified);
    const black = bool(query.blacklisted);
    if (black !== undefined) tests.push((r) => r.blacklisted === black);
    const k = query.keyword?.trim().toLowerCase();
    if (k)
      tests.push((r) => r.phone.includes(k) || r.userId.toLowerCase().includes(k) || r.name.toLowerCase().includes(k));
    // a scoped caller's 骑行次数 counts the rides it sees (the rider's page says the same), and sorts
    // by them (counted in one pass over the rides when sorted, else for the page's rows)
    const bySeenRides = !!scope && query.sortField === 'rides';
    const counted = bySeenRides ? seenRideCounts(scope) : undefined;
    const ridesOf = (r: Rider): number =>
      !scope ? r.rides : counted ? (counted.get(r.userId) ?? 0) : seenRides(r, scope).length;
    const listQuery = bySeenRides ? { ...query, sortField: '' } : query;
    // riders are kept newest first: in that order the registration filter is a slice of them
    const rows = datedView(riders(), query.registeredAt, (r) => r.registeredAt, listQuery, RIDER_SORT, tests);
    const paging = { page: query.page, pageSize: query.pageSize };
    const page = pageOf(rows, bySeenRides ? { ...paging, sortField: 'rides', sortOrder: query.sortOrder } : paging, {
      rides: ridesOf,
    });
    const names = areaNames();
    return {
      rows: page.rows.map((r) => rowOf(r, [], { rides: ridesOf(r), serviceAreaName: names.get(r.serviceAreaId) })),
      total: page.total,
    };
  }),

  route(RIDER_READS.userDetail, {}, ({ caller, query }) =>
    detail(findRider(caller, query.userId), inScope(caller, query)),
  ),

  route(RIDER_READS.userWallet, {}, ({ caller, query }) => {
    const r = findRider(caller, query.userId);
    const kind = TXN_KINDS.has(query.kind) ? query.kind : undefined;
    const account = query.account === 'cash' || query.account === 'gift' ? query.account : undefined;
    const seen = seenLine(inScope(caller, query));
    const rows = walletOf(r).filter(
      (t) => (!kind || t.kind === kind) && (!account || t.account === account) && seen(t),
    );
    return pageOf(rows, query);
  }),

  // the amount within its limits and the reason: the input schema's
  route<{ userId?: string; amount: number; reason: string }>(RIDER_WRITES.adjustBalance, {}, ({ caller, body }) => {
    const r = findRider(caller, body.userId);
    const { amount, reason } = body;
    if (r.balance + amount < 0) throw new BizError('调整后余额不能为负数');
    const txn = addTxn(r, {
      kind: 'adjust',
      amount,
      channel: 'system',
      note: `余额调整：${reason}`,
      by: caller.operator.name,
    });
    logOperatorAction(caller.operator, `余额调整 ${amount > 0 ? '+' : ''}${(amount / 100).toFixed(2)} 元`, target(r));
    return { balance: r.balance, txn };
  }),

  route<{ userId?: string; reason: string }>(RIDER_WRITES.freezeDeposit, {}, ({ caller, body }) => {
    const r = findRider(caller, body.userId);
    const { reason } = body;
    if (r.depositStatus === 'frozen') throw new BizError('押金已冻结');
    if (r.depositStatus !== 'paid') throw new BizError('该用户没有可冻结的押金');
    r.depositStatus = 'frozen';
    addDepositEvent(r, { action: 'freeze', amount: r.deposit, note: reason, by: caller.operator.name });
    logOperatorAction(caller.operator, '冻结押金', target(r));
    return { depositStatus: r.depositStatus };
  }),

  route<{ userId?: string; reason: string }>(RIDER_WRITES.recoverDeposit, {}, ({ caller, body }) => {
    const r = findRider(caller, body.userId);
    const { reason } = body;
    if (r.depositStatus !== 'frozen') throw new BizError('押金未冻结，无需恢复');
    r.depositStatus = 'paid';
    addDepositEvent(r, { action: 'recover', amount: r.deposit, note: reason, by: caller.operator.name });
    logOperatorAction(caller.operator, '恢复押金', target(r));
    return { depositStatus: r.depositStatus };
  }),

  // the card's name and days: the input schema's
  route<{ userId?: string; name: string; days: number }>(RIDER_WRITES.grantRidingCard, {}, ({ caller, body }) => {
    const r = findRider(caller, body.userId);
    const { name, days } = body;
    const now = clockNow();
    const current = r.ridingCard && r.ridingCard.name === name ? Date.parse(r.ridingCard.expiresAt) : 0;
    r.ridingCard = { name, expiresAt: new Date(Math.max(now, current) + days * DAY).toISOString() };
    logOperatorAction(caller.operator, `赠送骑行卡「${name}」${days} 天`, target(r));
    return r.ridingCard;
  }),

  // the rider's ban history: its own records, lifted bans included (the rider must be the caller's)
  route(RIDER_READS.userBans, {}, ({ caller, query }) => pageOf(bansOf(findRider(caller, query.userId).userId), query)),

  route(RIDER_READS.blacklistList, {}, ({ caller, query }) => {
    const scope = inScope(caller, query);
    const added = isoBounds(query.addedAt);
    const area = query.serviceAreaId || undefined;
    const permanent = bool(query.permanent);
    const rows = getBlacklist().filter(
      (e) =>
        scope(e) &&
        (!area || e.serviceAreaId === area) &&
        (permanent === undefined || (e.until === undefined) === permanent) &&
        inIsoBounds(e.addedAt, added) &&
        matches(query.keyword, e.userId, e.phone, e.name, e.reason),
    );
    const page = pageOf(rows, query, { addedAt: (e) => e.addedAt, until: (e) => e.until ?? '9999' });
    const names = areaNames();
    return { rows: page.rows.map((e) => ({ ...e, serviceAreaName: names.get(e.serviceAreaId) })), total: page.total };
  }),

  /** by userId, or by phone when no userId is sent */
  route<{ userId?: string; phone?: string; reason: string; until?: string }>(
    RIDER_WRITES.addToBlacklist,
    {},
    ({ caller, body }) => {
      const r = body.userId ? findRider(caller, body.userId) : findRiderByPhone(caller, body.phone);
      const { reason } = body;
      const until = untilOf(body.until);
      if (blacklistEntry(r.userId)) throw new BizError('该用户已在黑名单中');
      const e = addToBlacklist(r, reason, caller.operator.name, until);
      logOperatorAction(caller.operator, '加入黑名单', `${target(r)}：${reason}`);
      return e;
    },
  ),

  route(RIDER_WRITES.removeFromBlacklist, {}, ({ caller, params }) => {
    const r = findRider(caller, params.userId);
    if (!removeFromBlacklist(r, caller.operator.name)) throw new BizError('该用户不在黑名单中');
    logOperatorAction(caller.operator, '移出黑名单', target(r));
    return { userId: r.userId, blacklisted: false };
  }),
];
