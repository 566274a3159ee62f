/**
 * Marketing configuration (SPEC.md §2 Marketing /marketing, code 17; DESIGN.md §5).
 *
 * Fare rules per service area (1702), money in integer fen:
 *   GET  /platform/marketing/pricing          serviceAreaId?, opAreaIds?, page, pageSize, sortField? → { rows, total }
 *   POST /platform/marketing/pricing          { serviceAreaId, startPrice, startMinutes, unitPrice, unitMinutes, dailyCap, dispatchFee, outOfAreaFee }
 *   PUT  /platform/marketing/pricing          { id, ...the same }
 *   POST /platform/marketing/pricing/delete   { id }  (the area falls back to the platform's default fare)
 */
import { getPricing, nextId, type Pricing } from '../db/marketing';
import { logOperatorAction } from '../db/operatorLogs';
import { getDb } from '../db/store';
import { pageOf } from '../lib/paging';
import { BASE, BizError, route, type Caller } from '../lib/route';
import { allowedAreas, idList } from '../lib/scope';

const PRICING = ['1702'];
const P = `${BASE.main}/platform/marketing`;

export const MARKETING_MSG = {
  pricingMissing: '计费规则不存在',
  areaMissing: '服务区不存在',
  areaPriced: '该服务区已有计费规则',
  capBelowStart: '封顶金额不能低于起步价',
} as const;

const areaName = (id: string) => getDb().serviceAreas.find((s) => s.id === id)?.name ?? id;

/** The area of a record, when the caller may see it. */
function areaOf(caller: Caller, id: unknown): string {
  const area = getDb().serviceAreas.find((s) => s.id === id);
  if (!area || !allowedAreas(caller)(area.id)) throw new BizError(MARKETING_MSG.areaMissing);
  return area.id;
}

/** A whole number in [min, max], else the field's message. */
function int(v: unknown, min: number, max: number, message: string): number {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) throw new BizError(message);
  return v;
}

type PricingFields = Omit<Pricing, 'id' | 'updatedAt' | 'updatedBy' | 'serviceAreaId'>;

function pricingFields(b: Record<string, unknown>): PricingFields {
  const f: PricingFields = {
    startPrice: int(b.startPrice, 0, 10000, '起步价须在 0～100 元之间'),
    startMinutes: int(b.startMinutes, 1, 240, '起步时长须为 1～240 分钟'),
    unitPrice: int(b.unitPrice, 0, 10000, '续费单价须在 0～100 元之间'),
    unitMinutes: int(b.unitMinutes, 1, 240, '续费时长须为 1～240 分钟'),
    dailyCap: int(b.dailyCap, 0, 100000, '每日封顶须在 0～1000 元之间'),
    dispatchFee: int(b.dispatchFee, 0, 100000, '调度费须在 0～1000 元之间'),
    outOfAreaFee: int(b.outOfAreaFee, 0, 100000, '超区费须在 0～1000 元之间'),
  };
  if (f.dailyCap < f.startPrice) throw new BizError(MARKETING_MSG.capBelowStart);
  return f;
}

function pricingOf(caller: Caller, id: unknown): Pricing {
  const p = getPricing().find((x) => x.id === id);
  if (!p || !allowedAreas(caller)(p.serviceAreaId)) throw new BizError(MARKETING_MSG.pricingMissing, 404);
  return p;
}

const pricingRow = (p: Pricing) => ({ ...p, serviceAreaName: areaName(p.serviceAreaId) });

export const marketingHandlers = [
  route('get', `${P}/pricing`, { codes: PRICING }, ({ query, caller }) => {
    const seen = allowedAreas(caller, idList(query.opAreaIds));
    const rows = getPricing().filter((p) => seen(p.serviceAreaId) && (!query.serviceAreaId || p.serviceAreaId === query.serviceAreaId));
    return pageOf(rows.map(pricingRow), query, { id: (p) => p.id, updatedAt: (p) => p.updatedAt, startPrice: (p) => p.startPrice });
  }),

  route<Record<string, unknown>>('post', `${P}/pricing`, { codes: PRICING }, ({ body, caller }) => {
    const serviceAreaId = areaOf(caller, body.serviceAreaId);
    const list = getPricing();
    if (list.some((p) => p.serviceAreaId === serviceAreaId)) throw new BizError(MARKETING_MSG.areaPriced);
    const p: Pricing = {
      id: nextId('PR', list.map((x) => x.id)), serviceAreaId, ...pricingFields(body),
      updatedAt: new Date().toISOString(), updatedBy: caller.operator.name,
    };
    list.unshift(p);
    logOperatorAction(caller.operator, '新增计费规则', areaName(serviceAreaId));
    return pricingRow(p);
  }),

  route<Record<string, unknown>>('put', `${P}/pricing`, { codes: PRICING }, ({ body, caller }) => {
    const p = pricingOf(caller, body.id);
    const serviceAreaId = areaOf(caller, body.serviceAreaId ?? p.serviceAreaId);
    if (getPricing().some((x) => x.serviceAreaId === serviceAreaId && x.id !== p.id)) throw new BizError(MARKETING_MSG.areaPriced);
    Object.assign(p, { serviceAreaId, ...pricingFields(body), updatedAt: new Date().toISOString(), updatedBy: caller.operator.name });
    logOperatorAction(caller.operator, '编辑计费规则', areaName(serviceAreaId));
    return pricingRow(p);
  }),

  route<{ id?: string }>('post', `${P}/pricing/delete`, { codes: PRICING }, ({ body, caller }) => {
    const p = pricingOf(caller, body.id);
    const list = getPricing();
    list.splice(list.indexOf(p), 1);
    logOperatorAction(caller.operator, '删除计费规则', areaName(p.serviceAreaId));
    return null;
  }),
];
