/**
 * Coupons that reach riders (coupon 1709; a rider's coupons under the rider codes 070101;
 * a complaint's compensation under the worksheet code 0401). Money in fen.
 *
 *   POST /platform/marketing/coupon/issue            { couponId, mode: 'riders', userIds: [..], perRider } → issuance record
 *                                                    { couponId, mode: 'phones', phones: [..], perRider }
 *                                                    { couponId, mode: 'segment', segment: { serviceAreaId?, registeredFrom?, lastRideBefore?, depositPaid? }, perRider }
 *   GET  /platform/marketing/coupon/issue/preview    couponId, serviceAreaId?, registeredFrom?, lastRideBefore?, depositPaid? → { riders } (a segment's size)
 *   GET  /platform/marketing/coupon/issue/riders     couponId, keyword (id, name or phone digits) → up to 20 riders, phones masked
 *   GET  /platform/marketing/coupon/issue            couponId?, keyword? (coupon name), page, pageSize → { rows, total } (newest first)
 *   GET  /platform/marketing/rider-coupon            userId, status?, page, pageSize → { rows, total } (held, used and expired)
 *   GET  /platform/worksheet/compensation-coupons    → [{ id, name }] (enabled coupons a resolution may give)
 *
 *   POST /platform/worksheet/resolve                 { id, note, couponId? } (the compensation: compensate() below)
 *
 * Refusals: 优惠券已停用，不能发放; 库存不足：剩余 X 张，本次需发放 Y 张; 超过每人限领 N 张：… 已领满;
 * 以下手机号不是本平台用户：…; 以下用户不存在：…; 请选择用户; 没有符合条件的用户. An issuance is all or nothing.
 * Riders of a segment are those of the coupon's areas the caller may see.
 */
import type { RiderCoupon, RiderSegment } from '@contract/couponIssue';
import { ISSUE_LIMITS } from '@contract/couponIssue';
import type { RiderRecord } from '@contract/riders';
import { getCoupons } from '../db/marketing';
import { logOperatorAction } from '../db/operatorLogs';
import {
  countedCoupons,
  couponsOfRider,
  getCouponIssues,
  issueCoupon,
  maskPhone,
  ridersByPhones,
  statusOf,
} from '../db/riderCoupons';
import { getRiders, riderByPhone, riderIndex } from '../db/riders';
import { getDb } from '../db/store';
import { orderIndex } from '../db/orders';
import { ordersOfUser } from '../db/wallet';
import { matches, pageOf } from '../lib/paging';
import { BizError, route, type Caller } from '../lib/route';
import { allowedAreas, inScope, seenAreas } from '../lib/scope';
import { findRider } from './riders';
import { MARKETING_WRITES } from '@contract/actions';
import { MARKETING_READS } from '@contract/endpoints/marketing';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const PHONE = /^1[3-9]\d{9}$/;
const dayStart = (d: string) => new Date(`${d}T00:00:00+08:00`).toISOString();
const areaName = (id: string) => getDb().serviceAreas.find((s) => s.id === id)?.name ?? id;

/** A segment as sent, checked. */
export function segmentOf(v: unknown): RiderSegment {
  const s = (v ?? {}) as Record<string, unknown>;
  const date = (x: unknown, label: string) => {
    if (x === undefined || x === null || x === '') return undefined;
    if (typeof x !== 'string' || !DATE.test(x)) throw new BizError(`${label}日期不正确`);
    return x;
  };
  const out: RiderSegment = {};
  if (s.serviceAreaId) {
    if (!getDb().serviceAreas.some((a) => a.id === s.serviceAreaId)) throw new BizError('服务区不存在');
    out.serviceAreaId = s.serviceAreaId as string;
  }
  const registeredFrom = date(s.registeredFrom, '注册起始');
  if (registeredFrom) out.registeredFrom = registeredFrom;
  const lastRideBefore = date(s.lastRideBefore, '最近骑行');
  if (lastRideBefore) out.lastRideBefore = lastRideBefore;
  if (s.depositPaid === true) out.depositPaid = true;
  return out;
}

/** The segment in words: 西湖服务区，2026-01-01 起注册，… */
export function segmentText(s: RiderSegment): string {
  const parts = [
    s.serviceAreaId ? areaName(s.serviceAreaId) : '全部服务区',
    s.registeredFrom ? `${s.registeredFrom} 起注册` : '',
    s.lastRideBefore ? `${s.lastRideBefore} 起未骑行` : '',
    s.depositPaid ? '已缴押金' : '',
  ];
  return parts.filter(Boolean).join('，');
}

/** The riders of a segment among those `keep` lets through (the whole world is scanned: 20,000 riders). */
export function ridersOf(s: RiderSegment, keep: (r: RiderRecord) => boolean): RiderRecord[] {
  const from = s.registeredFrom ? dayStart(s.registeredFrom) : '';
  const before = s.lastRideBefore ? dayStart(s.lastRideBefore) : '';
  return getRiders().filter((r) => {
    if (!keep(r) || r.blacklisted) return false;
    if (s.serviceAreaId && r.serviceAreaId !== s.serviceAreaId) return false;
    if (from && r.registeredAt < from) return false;
    if (s.depositPaid && r.depositStatus !== 'paid') return false;
    if (before) {
      // newest first: the first ride is the last one
      const last = ordersOfUser(r.userId).reduce((m, o) => (o.startAt > m ? o.startAt : m), '');
      if (last >= before) return false;
    }
    return true;
  });
}

/** The riders picked by id, each one the caller sees; an unknown id refuses the whole issuance. */
function ridersByIds(v: unknown, seen: (areaId: string) => boolean): RiderRecord[] {
  const ids = [...new Set((Array.isArray(v) ? v : []).map((x) => String(x).trim().toUpperCase()).filter(Boolean))];
  if (!ids.length) throw new BizError('请选择用户');
  if (ids.length > ISSUE_LIMITS.riders) throw new BizError(`一次最多发放 ${ISSUE_LIMITS.riders} 位用户`);
  const index = riderIndex();
  const found = ids.map((id) => index.get(id)).map((r) => (r && seen(r.serviceAreaId) ? r : undefined));
  const missing = ids.filter((_, i) => !found[i]);
  if (missing.length)
    throw new BizError(
      `以下用户不存在：${missing.slice(0, 3).join('、')}${missing.length > 3 ? ` 等 ${missing.length} 个` : ''}`,
    );
  return found as RiderRecord[];
}

const SEARCH_LIMIT = 20;

function couponOf(caller: Caller, id: unknown) {
  const c = countedCoupons().find((x) => x.id === id);
  if (!c || !c.serviceAreaIds.some(allowedAreas(caller))) throw new BizError('优惠券不存在', 404);
  return c;
}

/** A complaint's resolution gives its rider one coupon (POST /platform/worksheet/resolve { couponId }). */
export function compensate(caller: Caller, worksheetId: string, userId: string, couponId: string): void {
  const coupon = countedCoupons().find((c) => c.id === couponId);
  const rider = riderIndex().get(userId);
  if (!coupon) throw new BizError('优惠券不存在');
  if (!rider) throw new BizError('用户不存在');
  issueCoupon({
    coupon,
    riders: [rider],
    perRider: 1,
    mode: 'complaint',
    target: `工单 ${worksheetId}`,
    by: caller.operator.name,
    source: 'complaint',
  });
  logOperatorAction(caller.operator, '投诉补偿优惠券', `${coupon.name}（工单 ${worksheetId}）`);
}

export const couponIssueHandlers = [
  route<Record<string, unknown>>(MARKETING_WRITES.couponIssue, {}, ({ body, caller }) => {
    const coupon = couponOf(caller, body.couponId);
    const seen = allowedAreas(caller);
    const perRider = body.perRider as number;
    let riders: RiderRecord[];
    let target: string;
    if (body.mode === 'riders') {
      riders = ridersByIds(body.userIds, seen);
      target = `${riders.length} 位指定用户`;
    } else if (body.mode === 'phones') {
      const raw = Array.isArray(body.phones) ? body.phones.map((p) => String(p).trim()).filter(Boolean) : [];
      if (!raw.length) throw new BizError('请输入或上传手机号');
      const bad = raw.filter((p) => !PHONE.test(p));
      if (bad.length) throw new BizError(`手机号格式不正确：${bad.slice(0, 3).join('、')}`);
      const phones = [...new Set(raw)];
      if (phones.length > ISSUE_LIMITS.phones) throw new BizError(`一次最多发放 ${ISSUE_LIMITS.phones} 个手机号`);
      riders = ridersByPhones(phones, (p) => {
        const r = riderByPhone().get(p);
        return r && seen(r.serviceAreaId) ? r : undefined;
      });
      target = `${phones.length} 个手机号`;
    } else if (body.mode === 'segment') {
      const segment = segmentOf(body.segment);
      riders = ridersOf(segment, (r) => seen(r.serviceAreaId) && coupon.serviceAreaIds.includes(r.serviceAreaId));
      target = segmentText(segment);
    } else throw new BizError('请选择发放方式');
    const issue = issueCoupon({
      coupon,
      riders,
      perRider,
      mode: body.mode,
      target,
      by: caller.operator.name,
      source: 'issue',
    });
    logOperatorAction(caller.operator, '发放优惠券', `${coupon.name} ×${issue.count}（${target}）`);
    return issue;
  }),

  route(MARKETING_READS.couponIssuePreview, {}, ({ query, caller }) => {
    const coupon = couponOf(caller, query.couponId);
    const seen = allowedAreas(caller);
    const segment = segmentOf({
      serviceAreaId: query.serviceAreaId,
      registeredFrom: query.registeredFrom,
      lastRideBefore: query.lastRideBefore,
      depositPaid: query.depositPaid === 'true',
    });
    return {
      riders: ridersOf(segment, (r) => seen(r.serviceAreaId) && coupon.serviceAreaIds.includes(r.serviceAreaId)).length,
    };
  }),

  /** Riders to pick for an issuance, as the console names them: name, masked phone, id (the caller's areas). */
  route(MARKETING_READS.couponIssueRiders, {}, ({ query, caller }) => {
    couponOf(caller, query.couponId);
    const k = query.keyword?.trim().toLowerCase();
    if (!k) return [];
    const seen = allowedAreas(caller);
    const digits = /^\d+$/.test(k);
    const hits = getRiders().filter(
      (r) =>
        seen(r.serviceAreaId) &&
        (r.userId.toLowerCase().includes(k) || r.name.toLowerCase().includes(k) || (digits && r.phone.includes(k))),
    );
    return hits.slice(0, SEARCH_LIMIT).map((r) => ({
      userId: r.userId,
      name: r.name,
      phone: maskPhone(r.phone),
      serviceAreaName: areaName(r.serviceAreaId),
    }));
  }),

  route(MARKETING_READS.couponIssues, {}, ({ query }) => {
    const rows = getCouponIssues().filter(
      (i) => (!query.couponId || i.couponId === query.couponId) && matches(query.keyword, i.couponName),
    );
    return pageOf(rows, query, { at: (i) => i.at, count: (i) => i.count });
  }),

  /**
   * A rider's coupons as the caller sees them: one used on a ride counts where the ride was;
   * the others where the coupon may be used (an area the caller sees, header selection included).
   */
  route(MARKETING_READS.riderCoupon, {}, ({ query, caller }) => {
    const r = findRider(caller, query.userId);
    const area = seenAreas(caller, query);
    const ride = inScope(caller, query);
    const coupons = new Map(getCoupons().map((c) => [c.id, c]));
    const orders = orderIndex();
    const seen = (rc: RiderCoupon) => {
      const o = rc.orderId ? orders.get(rc.orderId) : undefined;
      return o ? ride(o) : !!coupons.get(rc.couponId)?.serviceAreaIds.some(area);
    };
    const rows = couponsOfRider(r.userId)
      .map((rc) => ({ ...rc, status: statusOf(rc) }))
      .filter((rc) => (!query.status || rc.status === query.status) && seen(rc));
    return pageOf(rows, query, { receivedAt: (x) => x.receivedAt, expiresAt: (x) => x.expiresAt });
  }),

  route(MARKETING_READS.worksheetCompensationCoupons, {}, ({ caller }) =>
    countedCoupons()
      .filter((c) => c.state === 'enabled' && c.issued < c.stock && c.serviceAreaIds.some(allowedAreas(caller)))
      .map((c) => ({ id: c.id, name: c.name, kind: c.kind, value: c.value })),
  ),
];
