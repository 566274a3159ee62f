/**
 * Reports (screens and routes 报表):
 *   GET /platform/report/daily   from, to (YYYY-MM-DD, UTC+8), areaId → one row per day,
 *       newest first: rides, paid orders, fares (base + time + dispatch), discounts,
 *       discounts by source (coupon, riding card, activity), takings per cash channel
 *       (WeChat Pay, Alipay, wallet), ride refunds paid out, and the net. Money in fen.
 *       Per row 应收 − 优惠 = 实收 = Σ channels (tests/integration/api/ledger.test.ts).
 * A ride counts on the day it ended (when it was paid); refunds on the day they
 * were made. The header's selection applies.
 */
import { isSettled, type CashChannel, type DiscountSource } from '@contract/orders';
import { billOf, getOrders } from '../db/orders';
import { getRefunds } from '../db/refunds';
import { route } from '../lib/route';
import { REPORTS } from '@contract/endpoints/reports';
import type { DailyRow } from '@contract/schemas/reports';
import { inScope } from '../lib/scope';
import { dayOf, statsDays } from '../lib/stats';

const channels = (): Record<CashChannel, number> => ({ wallet: 0, wechat: 0, alipay: 0 });
const sources = (): Record<DiscountSource, number> => ({ coupon: 0, riding_card: 0, activity: 0 });

/** The daily rows of the financial statistics (the ledger's ride payments and ride refunds). */
export function dailyRows(
  days: string[],
  inArea: (r: { serviceAreaId: string; agentId: string }) => boolean,
): DailyRow[] {
  const rows = new Map<string, DailyRow>(
    days.map((date) => [
      date,
      {
        date,
        rides: 0,
        paidOrders: 0,
        fare: 0,
        discount: 0,
        discountBy: sources(),
        paid: 0,
        byChannel: channels(),
        refunds: 0,
        refundCount: 0,
        net: 0,
      },
    ]),
  );
  // the range's bounds as ISO text: a ride that ended outside them is passed over without parsing its time
  const lo = days.length ? new Date(`${days[0]}T00:00:00+08:00`).toISOString() : '';
  const hi = days.length ? new Date(`${days.at(-1)}T24:00:00+08:00`).toISOString() : '';
  const outside = (iso: string) => iso.length === 24 && iso.endsWith('Z') && (iso < lo || iso >= hi);
  for (const o of getOrders()) {
    if (!o.endAt || o.status === 'cancelled' || o.status === 'riding' || outside(o.endAt) || !inArea(o)) continue;
    const row = rows.get(dayOf(o.endAt));
    if (!row) continue;
    row.rides += 1;
    if (!isSettled(o.status)) continue;
    // the payment as made: later fee changes are refunds, counted on their own day
    const b = billOf(o);
    row.paidOrders += 1;
    row.fare += b.fare;
    row.discount += b.discount;
    if (b.source) row.discountBy[b.source] += b.discount;
    row.paid += b.paid;
    row.byChannel[b.channel] += b.paid;
  }
  for (const r of getRefunds()) {
    // only ride refunds give takings back; balance and deposit refunds return riders' own money
    if (r.kind !== 'order' || r.status !== 'done' || outside(r.createdAt) || !inArea(r)) continue;
    const row = rows.get(dayOf(r.createdAt));
    if (!row) continue;
    row.refunds += r.amount;
    row.refundCount += 1;
  }
  const list = [...rows.values()].reverse();
  for (const row of list) row.net = row.paid - row.refunds;
  return list;
}

export const reportHandlers = [
  route(REPORTS.daily, {}, ({ caller, query }) => {
    const days = statsDays(query.from, query.to);
    const scope = inScope(caller, query);
    const inArea = (r: { serviceAreaId: string; agentId: string }) =>
      scope(r) && (!query.areaId || r.serviceAreaId === query.areaId);
    return { from: days[0], to: days.at(-1), rows: dailyRows(days, inArea) };
  }),
];
