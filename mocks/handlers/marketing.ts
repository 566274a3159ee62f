/**
 * Marketing configuration (screens and routes Marketing /marketing, code 17; domain model).
 *
 * Fare rules per service area (1702), money in integer fen:
 *   GET  /platform/marketing/pricing          serviceAreaId?, opAreaIds?, page, pageSize, sortField? → { rows, total }
 *   POST /platform/marketing/pricing          { serviceAreaId, startPrice, startMinutes, unitPrice, unitMinutes, dailyCap, dispatchFee, outOfAreaFee }
 *   PUT  /platform/marketing/pricing          { id, ...the same }
 *   POST /platform/marketing/pricing/delete   { id }  (the area falls back to the platform's default fare)
 *
 * Recharge activities (1701), tiers in fen, dates YYYY-MM-DD:
 *   GET  /platform/marketing/recharge         keyword?, state?, serviceAreaId?, opAreaIds?, page, pageSize → { rows, total }
 *   POST /platform/marketing/recharge         { name, tiers: [{ pay, gift }], startDate, endDate, serviceAreaIds }
 *   PUT  /platform/marketing/recharge         { id, ...the same }
 *   POST /platform/marketing/recharge/state   { id, state }
 *
 * Coupons (1709); value: fen off (amount), percent paid (discount, 85 = 8.5 折) or minutes (free_minutes):
 *   GET  /platform/marketing/coupon           keyword?, kind?, state?, opAreaIds?, page, pageSize → { rows, total }
 *   GET  /platform/marketing/coupon/{id}      → coupon
 *   POST /platform/marketing/coupon           { name, kind, value, threshold, validDays, stock, limitPerRider?, serviceAreaIds }
 *   PUT  /platform/marketing/coupon           { id, ...the same } (stock not below what was issued)
 *   POST /platform/marketing/coupon/state     { id, state }
 *
 * Help centre (1704):
 *   GET  /platform/marketing/help             keyword?, category?, page, pageSize → { rows, total } (by sort)
 *   POST /platform/marketing/help             { title, category, content, sort }
 *   PUT  /platform/marketing/help             { id, ...the same }
 *   POST /platform/marketing/help/delete      { id }
 *   GET  /platform/marketing/help/hotline     → { phone, hours }
 *   PUT  /platform/marketing/help/hotline     { phone, hours }
 *
 * Ads (17):
 *   GET  /platform/marketing/ad               keyword?, position?, state?, opAreaIds?, page, pageSize → { rows, total }
 *   POST /platform/marketing/ad               { title, position, image, link, serviceAreaIds, startDate, endDate, sort }
 *   PUT  /platform/marketing/ad               { id, ...the same }
 *   POST /platform/marketing/ad/state         { id, state }
 */
import {
  getAds,
  getCoupons,
  getHelp,
  getPricing,
  getRechargeActivities,
  nextId,
  type Ad,
  type Coupon,
  type HelpArticle,
  type Pricing,
  type RechargeActivity,
} from '../db/marketing';
import { countedCoupons } from '../db/riderCoupons';
import { logOperatorAction } from '../db/operatorLogs';
import { getDb } from '../db/store';
import { matches, pageOf } from '../lib/paging';
import { BizError, route, type Caller } from '../lib/route';
import { allowedAreas, areaRecordSearch, idList } from '../lib/scope';
import { nowIso } from '../../src/shared/utils/clock';
import { TEXT_LIMITS, tooLong } from '@contract/validators';
import type {
  AdBody,
  CouponBody,
  HelpBody,
  HotlineBody,
  PricingBody,
  RechargeBody,
} from '@contract/schemas/inputs/marketing';
import { MARKETING_WRITES } from '@contract/actions';
import { COMMON_INPUT_MSG, MARKETING_INPUT_MSG } from '@contract/inputMessages';
import { MARKETING_READS } from '@contract/endpoints/marketing';
import { addRecord, editRecord, switchState } from '../lib/records';
import { assertCurrentVersion, nextVersion } from '../lib/version';
import { trimmed as text } from '../lib/text';
import { RECORD_NOUN } from '@contract/labels/records';

export const MARKETING_MSG = {
  pricingMissing: '计费规则不存在',
  areaMissing: '服务区不存在',
  areaPriced: '该服务区已有计费规则',
  capBelowStart: MARKETING_INPUT_MSG.capBelowStart,
  activityMissing: '活动不存在',
  activityNameTaken: '活动名称已存在',
  couponMissing: '优惠券不存在',
  couponNameTaken: '优惠券名称已存在',
  stockBelowIssued: '库存不能少于已发放的数量',
  articleMissing: '帮助文章不存在',
  articleTitleTaken: '该分类下已有同名文章',
  hotline: MARKETING_INPUT_MSG.hotline,
  adMissing: '广告不存在',
  image: MARKETING_INPUT_MSG.image,
  link: MARKETING_INPUT_MSG.link,
  imageType: MARKETING_INPUT_MSG.imageType,
} as const;

const areaName = (id: string) => getDb().serviceAreas.find((s) => s.id === id)?.name ?? id;

/** The area of a record, when the caller may see it. */
function areaOf(caller: Caller, id: unknown): string {
  const area = getDb().serviceAreas.find((s) => s.id === id);
  if (!area || !allowedAreas(caller)(area.id)) throw new BizError(MARKETING_MSG.areaMissing);
  return area.id;
}

/** A whole number in [min, max], else the field's message. */
export function int(v: unknown, min: number, max: number, message: string): number {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) throw new BizError(message);
  return v;
}

type PricingFields = Omit<Pricing, 'id' | 'updatedAt' | 'updatedBy' | 'serviceAreaId'>;

/** A fare rule's amounts (checked by its input schema). */
function pricingFields(b: PricingBody): PricingFields {
  const { startPrice, startMinutes, unitPrice, unitMinutes, dailyCap, dispatchFee, outOfAreaFee } = b;
  return { startPrice, startMinutes, unitPrice, unitMinutes, dailyCap, dispatchFee, outOfAreaFee };
}

function pricingOf(caller: Caller, id: unknown): Pricing {
  const p = getPricing().find((x) => x.id === id);
  if (!p || !allowedAreas(caller)(p.serviceAreaId)) throw new BizError(MARKETING_MSG.pricingMissing, 404);
  return p;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** An activity's name: required, within its limit, and not `taken` by another activity. */
export function nameOf(v: unknown, taken: boolean): string {
  const name = text(v);
  if (!name) throw new BizError('请输入活动名称');
  if (tooLong(name, TEXT_LIMITS.activityName)) throw new BizError(TEXT_LIMITS.activityName.message);
  if (taken) throw new BizError(MARKETING_MSG.activityNameTaken);
  return name;
}

/** The first and last day of an activity. */
export function periodOf(b: { startDate?: unknown; endDate?: unknown }): { startDate: string; endDate: string } {
  const { startDate, endDate } = b;
  if (typeof startDate !== 'string' || typeof endDate !== 'string' || !DATE.test(startDate) || !DATE.test(endDate))
    throw new BizError('请选择活动时间');
  if (endDate < startDate) throw new BizError(COMMON_INPUT_MSG.endBeforeStart);
  return { startDate, endDate };
}

/** One or more areas, each one the caller may see. */
export function areasOf(caller: Caller, v: unknown): string[] {
  if (!Array.isArray(v) || !v.length) throw new BizError(COMMON_INPUT_MSG.serviceAreas);
  return [...new Set(v.map((id) => areaOf(caller, id)))];
}

const pricingRow = (p: Pricing) => ({ ...p, serviceAreaName: areaName(p.serviceAreaId) });

type ActivityFields = Pick<RechargeActivity, 'name' | 'tiers' | 'startDate' | 'endDate' | 'serviceAreaIds'>;

/** A recharge activity's fields (checked by its input schema) with a name no other has, in the caller's areas. */
function activityFields(caller: Caller, b: RechargeBody, self?: string): ActivityFields {
  if (getRechargeActivities().some((a) => a.name === b.name && a.id !== self))
    throw new BizError(MARKETING_MSG.activityNameTaken);
  return {
    name: b.name,
    tiers: b.tiers,
    startDate: b.startDate,
    endDate: b.endDate,
    serviceAreaIds: areasOf(caller, b.serviceAreaIds),
  };
}

function activityOf(caller: Caller, id: unknown): RechargeActivity {
  const a = getRechargeActivities().find((x) => x.id === id);
  if (!a || !a.serviceAreaIds.some(allowedAreas(caller))) throw new BizError(MARKETING_MSG.activityMissing, 404);
  return a;
}

const activityRow = (a: RechargeActivity) => ({
  ...a,
  tiers: a.tiers.map((t) => ({ ...t })),
  serviceAreaIds: [...a.serviceAreaIds],
  serviceAreaNames: a.serviceAreaIds.map(areaName),
});

type CouponFields = Pick<
  Coupon,
  'name' | 'kind' | 'value' | 'threshold' | 'validDays' | 'stock' | 'limitPerRider' | 'serviceAreaIds'
>;

/** A coupon's fields (checked by its input schema) against the world: its name not taken, its stock not below what was issued. */
function couponFields(caller: Caller, b: CouponBody, self?: Coupon): CouponFields {
  const { name, kind, value, threshold, stock, validDays } = b;
  if (getCoupons().some((c) => c.name === name && c.id !== self?.id)) throw new BizError(MARKETING_MSG.couponNameTaken);
  if (self && stock < self.issued) throw new BizError(MARKETING_MSG.stockBelowIssued);
  return {
    name,
    kind,
    value,
    threshold,
    validDays,
    stock,
    limitPerRider: b.limitPerRider ?? self?.limitPerRider ?? 1,
    serviceAreaIds: areasOf(caller, b.serviceAreaIds),
  };
}

function couponOf(caller: Caller, id: unknown): Coupon {
  const c = countedCoupons().find((x) => x.id === id);
  if (!c || !c.serviceAreaIds.some(allowedAreas(caller))) throw new BizError(MARKETING_MSG.couponMissing, 404);
  return c;
}

const couponRow = (c: Coupon) => ({
  ...c,
  serviceAreaIds: [...c.serviceAreaIds],
  serviceAreaNames: c.serviceAreaIds.map(areaName),
});

/** A help article's fields (checked by its input schema), its title not taken in its category. */
function articleFields(b: HelpBody, self?: unknown): Pick<HelpArticle, 'title' | 'category' | 'content' | 'sort'> {
  const { title, category, content, sort } = b;
  if (getHelp().articles.some((a) => a.title === title && a.category === category && a.id !== self))
    throw new BizError(MARKETING_MSG.articleTitleTaken);
  return { title, category, content, sort };
}

function articleOf(id: unknown): HelpArticle {
  const a = getHelp().articles.find((x) => x.id === id);
  if (!a) throw new BizError(MARKETING_MSG.articleMissing, 404);
  return a;
}

function adFields(caller: Caller, b: AdBody): Omit<Ad, 'id' | 'state' | 'createdAt' | 'updatedAt'> {
  const { title, position, image, link, startDate, endDate, sort } = b;
  return { title, position, image, link, serviceAreaIds: areasOf(caller, b.serviceAreaIds), startDate, endDate, sort };
}

/** A record with its areas' names. */
export const withAreas = <T extends { serviceAreaIds: string[] }>(r: T) => ({
  ...r,
  serviceAreaIds: [...r.serviceAreaIds],
  serviceAreaNames: r.serviceAreaIds.map(areaName),
});

function adOf(caller: Caller, id: unknown): Ad {
  const a = getAds().find((x) => x.id === id);
  if (!a || !a.serviceAreaIds.some(allowedAreas(caller))) throw new BizError(MARKETING_MSG.adMissing, 404);
  return a;
}

export const marketingHandlers = [
  route(MARKETING_READS.pricing, {}, ({ query, caller }) => {
    const seen = allowedAreas(caller, idList(query.opAreaIds));
    const rows = getPricing().filter(
      (p) => seen(p.serviceAreaId) && (!query.serviceAreaId || p.serviceAreaId === query.serviceAreaId),
    );
    return pageOf(rows.map(pricingRow), query, {
      id: (p) => p.id,
      updatedAt: (p) => p.updatedAt,
      startPrice: (p) => p.startPrice,
    });
  }),

  route<PricingBody>(MARKETING_WRITES.pricingCreate, {}, ({ body, caller }) => {
    const serviceAreaId = areaOf(caller, body.serviceAreaId);
    const list = getPricing();
    if (list.some((p) => p.serviceAreaId === serviceAreaId)) throw new BizError(MARKETING_MSG.areaPriced);
    const p = addRecord<Pricing>(
      caller.operator,
      list,
      { prefix: 'PR', action: '新增计费规则', target: () => areaName(serviceAreaId) },
      {
        serviceAreaId,
        ...pricingFields(body),
        updatedBy: caller.operator.name,
      },
    );
    return pricingRow(p);
  }),

  route<PricingBody>(MARKETING_WRITES.pricingUpdate, {}, ({ body, caller }) => {
    const p = pricingOf(caller, body.id);
    return editRecord(caller.operator, p, body, {
      fields: () => {
        const serviceAreaId = areaOf(caller, body.serviceAreaId ?? p.serviceAreaId);
        if (getPricing().some((x) => x.serviceAreaId === serviceAreaId && x.id !== p.id))
          throw new BizError(MARKETING_MSG.areaPriced);
        return { serviceAreaId, ...pricingFields(body), updatedBy: caller.operator.name };
      },
      action: '编辑计费规则',
      target: (r) => areaName(r.serviceAreaId),
      reply: pricingRow,
    });
  }),

  route<{ id?: string }>(MARKETING_WRITES.pricingDelete, {}, ({ body, caller }) => {
    const p = pricingOf(caller, body.id);
    const list = getPricing();
    list.splice(list.indexOf(p), 1);
    logOperatorAction(caller.operator, '删除计费规则', areaName(p.serviceAreaId));
    return null;
  }),

  route(MARKETING_READS.recharge, {}, ({ query, caller }) => {
    const rows = getRechargeActivities().filter(areaRecordSearch(caller, query, (a) => [a.name]));
    return pageOf(rows.map(activityRow), query, { createdAt: (a) => a.createdAt, startDate: (a) => a.startDate });
  }),

  route<RechargeBody>(MARKETING_WRITES.rechargeCreate, {}, ({ body, caller }) => {
    const list = getRechargeActivities();
    const a = addRecord<RechargeActivity>(
      caller.operator,
      list,
      { prefix: 'RA', action: '新增充值活动', target: (r) => r.name },
      {
        ...activityFields(caller, body),
        state: 'enabled',
        createdAt: nowIso(),
      },
    );
    return activityRow(a);
  }),

  route<RechargeBody>(MARKETING_WRITES.rechargeUpdate, {}, ({ body, caller }) => {
    const a = activityOf(caller, body.id);
    return editRecord(caller.operator, a, body, {
      fields: () => activityFields(caller, body, a.id),
      action: '编辑充值活动',
      target: (r) => r.name,
      reply: activityRow,
    });
  }),

  route<{ id?: string; state?: string }>(MARKETING_WRITES.rechargeState, {}, ({ body, caller }) =>
    activityRow(
      switchState(caller.operator, activityOf(caller, body.id), body.state, {
        noun: RECORD_NOUN.rechargeActivity,
        target: (a) => a.name,
      }),
    ),
  ),

  route(MARKETING_READS.coupon, {}, ({ query, caller }) => {
    const rows = countedCoupons().filter(areaRecordSearch(caller, query, (c) => [c.name, c.id], ['kind']));
    return pageOf(rows.map(couponRow), query, {
      createdAt: (c) => c.createdAt,
      issued: (c) => c.issued,
      used: (c) => c.used,
    });
  }),

  route(MARKETING_READS.couponById, {}, ({ params, caller }) => couponRow(couponOf(caller, params.id))),

  route<CouponBody>(MARKETING_WRITES.couponCreate, {}, ({ body, caller }) => {
    const c = addRecord<Coupon>(
      caller.operator,
      countedCoupons(),
      { prefix: 'CP', action: '新增优惠券', target: (r) => r.name },
      {
        ...couponFields(caller, body),
        issued: 0,
        used: 0,
        state: 'enabled',
        createdAt: nowIso(),
      },
    );
    return couponRow(c);
  }),

  route<CouponBody>(MARKETING_WRITES.couponUpdate, {}, ({ body, caller }) => {
    const c = couponOf(caller, body.id);
    return editRecord(caller.operator, c, body, {
      fields: () => couponFields(caller, body, c),
      action: '编辑优惠券',
      target: (r) => r.name,
      reply: couponRow,
    });
  }),

  route<{ id?: string; state?: string }>(MARKETING_WRITES.couponState, {}, ({ body, caller }) =>
    couponRow(
      switchState(caller.operator, couponOf(caller, body.id), body.state, {
        noun: RECORD_NOUN.coupon,
        target: (c) => c.name,
      }),
    ),
  ),

  route(MARKETING_READS.help, {}, ({ query }) => {
    const rows = getHelp()
      .articles.filter(
        (a) => (!query.category || a.category === query.category) && matches(query.keyword, a.title, a.content),
      )
      .sort((x, y) => x.sort - y.sort);
    return pageOf(rows, query, { updatedAt: (a) => a.updatedAt, sort: (a) => a.sort });
  }),

  route<HelpBody>(MARKETING_WRITES.helpCreate, {}, ({ body, caller }) => {
    const list = getHelp().articles;
    const a: HelpArticle = {
      id: nextId(
        'HA',
        list.map((x) => x.id),
      ),
      ...articleFields(body),
      state: 'enabled',
      updatedAt: nowIso(),
    };
    list.push(a);
    logOperatorAction(caller.operator, '新增帮助文章', a.title);
    return a;
  }),

  route<HelpBody>(MARKETING_WRITES.helpUpdate, {}, ({ body, caller }) => {
    const a = articleOf(body.id);
    return editRecord(caller.operator, a, body, {
      fields: () => articleFields(body, a.id),
      action: '编辑帮助文章',
      target: (r) => r.title,
      reply: (r) => r,
    });
  }),

  route<{ id?: string }>(MARKETING_WRITES.helpDelete, {}, ({ body, caller }) => {
    const a = articleOf(body.id);
    const list = getHelp().articles;
    list.splice(list.indexOf(a), 1);
    logOperatorAction(caller.operator, '删除帮助文章', a.title);
    return null;
  }),

  route(MARKETING_READS.helpHotline, {}, () => ({ ...getHelp().hotline })),

  route<HotlineBody>(MARKETING_WRITES.hotline, {}, ({ body, caller }) => {
    const help = getHelp();
    assertCurrentVersion(help.hotline, body, (h) => ({ ...h }));
    const { phone, hours } = body;
    help.hotline = { phone, hours, updatedAt: nextVersion(help.hotline) };
    logOperatorAction(caller.operator, '修改客服热线', phone);
    return { ...help.hotline };
  }),

  route(MARKETING_READS.ad, {}, ({ query, caller }) => {
    const rows = getAds().filter(areaRecordSearch(caller, query, (a) => [a.title], ['position']));
    return pageOf(rows.map(withAreas), query, { sort: (a) => a.sort, startDate: (a) => a.startDate });
  }),

  route<AdBody>(MARKETING_WRITES.adCreate, {}, ({ body, caller }) => {
    const a = addRecord<Ad>(
      caller.operator,
      getAds(),
      { prefix: 'AD', action: '新增广告', target: (r) => r.title },
      {
        ...adFields(caller, body),
        state: 'enabled',
        createdAt: nowIso(),
      },
    );
    return withAreas(a);
  }),

  route<AdBody>(MARKETING_WRITES.adUpdate, {}, ({ body, caller }) => {
    const a = adOf(caller, body.id);
    return editRecord(caller.operator, a, body, {
      fields: () => adFields(caller, body),
      action: '编辑广告',
      target: (r) => r.title,
      reply: withAreas,
    });
  }),

  route<{ id?: string; state?: string }>(MARKETING_WRITES.adState, {}, ({ body, caller }) =>
    withAreas(
      switchState(caller.operator, adOf(caller, body.id), body.state, { noun: RECORD_NOUN.ad, target: (a) => a.title }),
    ),
  ),
];
