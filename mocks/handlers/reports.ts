/**
 * Reports (screens and routes 报表):
 *   GET /platform/report/daily   from, to (YYYY-MM-DD, UTC+8), areaId → one row per day,
 *       newest first: rides, paid orders, fares (base + time + dispatch), discounts,
 *       discounts by source (coupon, riding card, activity), takings per cash channel
 *       (WeChat Pay, Alipay, wallet), ride refunds paid out, and the net. Money in fen.
 *       Per row 应收 − 优惠 = 实收 = Σ channels (tests/integration/api/ledger.test.ts).
 * Rides count on the day they ended; takings on the books' basis (mocks/lib/books.ts: when
 * paid, in the ride's area), refunds when they were made. The header's selection applies.
 */
import type { CashChannel, DiscountSource } from '@contract/orders';
import { getOrders } from '../db/orders';
import { eachPayment, eachRefund } from '../lib/books';
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
  const fromMs = days.length ? Date.parse(`${days[0]}T00:00:00+08:00`) : 0;
  const toMs = days.length ? Date.parse(`${days.at(-1)}T24:00:00+08:00`) : 0;
  // a ride counts on the day it ended, ridden; a ride ended outside the range is passed over without parsing its time
  const lo = new Date(fromMs).toISOString();
  const hi = new Date(toMs).toISOString();
  const outside = (iso: string) => iso.length === 24 && iso.endsWith('Z') && (iso < lo || iso >= hi);
  for (const o of getOrders()) {
    if (!o.endAt || o.status === 'cancelled' || o.status === 'riding' || outside(o.endAt) || !inArea(o)) continue;
    const row = rows.get(dayOf(o.endAt));
    if (row) row.rides += 1;
  }
  // takings on the books' basis: when paid, in the ride's area, as the payment was made
  eachPayment(fromMs, toMs, inArea, ({ bill: b, at }) => {
    const row = rows.get(dayOf(at));
    if (!row) return;
    row.paidOrders += 1;
    row.fare += b.fare;
    row.discount += b.discount;
    if (b.source) row.discountBy[b.source] += b.discount;
    row.paid += b.paid;
    row.byChannel[b.channel] += b.paid;
  });
  // only ride refunds give takings back; balance and deposit refunds return riders' own money
  eachRefund(fromMs, toMs, inArea, (r, at) => {
    const row = r.kind === 'order' ? rows.get(dayOf(at)) : undefined;
    if (!row) return;
    row.refunds += r.amount;
    row.refundCount += 1;
  });
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
