/**
 * Wallet, deposit and card reports (screens and routes 报表); from, to (YYYY-MM-DD, UTC+8),
 * areaId; one row per day, newest first; money in fen. A wallet transaction of a ride (its
 * payment, its refund) counts in the ride's service area at its time, as 日统计 books the ride
 * (mocks/lib/books.ts); the rest of a rider's money in the rider's area. The header's
 * selection applies.
 *   GET /platform/report/wallet        (150301) top-ups, gifts, ride spending, order refunds
 *       into the wallet, balance refunds out of it, staff adjustments and the balance movement,
 *       from the riders' transactions
 *   GET /platform/report/deposit       (150401) deposits paid, refunded, frozen, unfrozen
 *   GET /platform/report/card?kind=riding|discount   (150501 / 150601) card sales per type
 */
import { CARD_TYPES, getCardSales, type CardKind } from '../db/cardSales';
import { getRiders } from '../db/riders';
import type { RiderRecord as Rider } from '@contract/riders';
import { depositLogOf, walletOf } from '../db/wallet';
import { BizError, route, type Caller } from '../lib/route';
import { REPORTS } from '@contract/endpoints/reports';
import { inScope } from '../lib/scope';
import { dayRows, statsDays } from '../lib/stats';
import { txnArea } from '../lib/books';
import { now as clockNow } from '../../src/shared/utils/clock';

/** The riders of the request's scope and area. */
function ridersOf(caller: Caller, query: Record<string, string>): Rider[] {
  const scope = inScope(caller, query);
  return getRiders().filter((r) => scope(r) && (!query.areaId || r.serviceAreaId === query.areaId));
}

const walletRow = (date: string) => ({
  date,
  recharges: 0,
  recharge: 0,
  gift: 0,
  rides: 0,
  spent: 0,
  refunds: 0,
  refunded: 0,
  withdrawals: 0,
  withdrawn: 0,
  adjust: 0,
  net: 0,
});
const depositRow = (date: string) => ({
  date,
  paidCount: 0,
  paid: 0,
  refundedCount: 0,
  refunded: 0,
  frozenCount: 0,
  frozen: 0,
  recovered: 0,
  applied: 0,
  net: 0,
});

export const walletReportHandlers = [
  route(REPORTS.wallet, {}, ({ caller, query }) => {
    const days = statsDays(query.from, query.to);
    const { at, newestFirst } = dayRows(days, walletRow);
    const first = Date.parse(`${days[0]}T00:00:00+08:00`);
    const now = clockNow();
    const scope = inScope(caller, query);
    const inArea = (a: { serviceAreaId: string; agentId: string }) =>
      scope(a) && (!query.areaId || a.serviceAreaId === query.areaId);
    // every rider: a ride (and its refund) is booked in the ride's area, which need not be the rider's
    for (const r of getRiders()) {
      for (const t of walletOf(r)) {
        const ms = Date.parse(t.createdAt);
        if (ms < first) break; // newest first
        const row = ms <= now && inArea(txnArea(t, r)) ? at(t.createdAt) : undefined;
        if (!row) continue;
        if (t.account === 'gift') {
          row.gift += t.amount;
          continue;
        }
        row.net += t.amount;
        if (t.kind === 'recharge') {
          row.recharges += 1;
          row.recharge += t.amount;
        } else if (t.kind === 'ride') {
          row.rides += 1;
          row.spent -= t.amount;
        } else if (t.kind === 'refund' && t.amount > 0) {
          // an order refunded into the wallet
          row.refunds += 1;
          row.refunded += t.amount;
        } else if (t.kind === 'refund') {
          // a balance refund: money leaving the wallet for the rider's channel
          row.withdrawals += 1;
          row.withdrawn -= t.amount;
        } else row.adjust += t.amount;
      }
    }
    return { from: days[0], to: days.at(-1), rows: newestFirst() };
  }),

  route(REPORTS.deposit, {}, ({ caller, query }) => {
    const days = statsDays(query.from, query.to);
    const { at, newestFirst } = dayRows(days, depositRow);
    const riders = ridersOf(caller, query);
    for (const r of riders) {
      for (const e of depositLogOf(r)) {
        const row = at(e.at);
        if (!row) continue;
        if (e.action === 'pay') {
          row.paidCount += 1;
          row.paid += e.amount;
        } else if (e.action === 'refund') {
          row.refundedCount += 1;
          row.refunded += e.amount;
        } else if (e.action === 'freeze') {
          row.frozenCount += 1;
          row.frozen += e.amount;
        } else if (e.action === 'recover') row.recovered += 1;
        else row.applied += 1;
      }
    }
    const rows = newestFirst();
    for (const row of rows) row.net = row.paid - row.refunded;
    const held = riders.reduce((n, r) => n + r.deposit, 0);
    return { from: days[0], to: days.at(-1), rows, held, holders: riders.filter((r) => r.deposit > 0).length };
  }),

  route(REPORTS.card, {}, ({ caller, query }) => {
    // riding or discount: the input schema's
    const kind = query.kind as CardKind;
    const code = kind === 'riding' ? '150501' : '150601';
    if (!caller.codes.has(code)) throw new BizError(`没有访问权限（需要权限 ${code}）`, 403);
    const days = statsDays(query.from, query.to);
    const cards = Object.keys(CARD_TYPES[kind]);
    const { at, newestFirst } = dayRows(days, (date) => ({
      date,
      count: 0,
      amount: 0,
      byCard: Object.fromEntries(cards.map((c) => [c, { count: 0, amount: 0 }])) as Record<
        string,
        { count: number; amount: number }
      >,
    }));
    const scope = inScope(caller, query);
    for (const s of getCardSales()) {
      if (s.kind !== kind || !scope(s) || (query.areaId && s.serviceAreaId !== query.areaId)) continue;
      const row = at(s.at);
      if (!row) continue;
      row.count += 1;
      row.amount += s.amount;
      row.byCard[s.card].count += 1;
      row.byCard[s.card].amount += s.amount;
    }
    return {
      kind,
      cards: cards.map((name) => ({ name, ...CARD_TYPES[kind][name] })),
      from: days[0],
      to: days.at(-1),
      rows: newestFirst(),
    };
  }),
];
