/**
 * The books' figures straight from the records (rides, refunds, wallets), on the one basis
 * of mocks/lib/books.ts: takings when paid, in the ride's area, on the UTC+8 day, by now;
 * refunds when made, on their channel. No session: screen tests use them as well.
 */
import { getCardSales } from '@mocks/db/cardSales';
import { billOf, getOrders } from '@mocks/db/orders';
import { getRefunds } from '@mocks/db/refunds';
import { getRiders } from '@mocks/db/riders';
import { getDb } from '@mocks/db/store';
import { paidAt, walletOf } from '@mocks/db/wallet';
import { dayOf } from '@mocks/lib/stats';
import { isSettled, type CashChannel } from '@contract/orders';
import { now } from '@/shared/utils/clock';
import type { BooksRecords } from '../../../scripts/lib/booksChecks';

/** The records' takings per day and channel in `areaId` (or every area), straight from the rides. */
export function recordsTakings(from: string, to: string, areaId?: string) {
  const byDay = new Map<string, Record<CashChannel, number>>();
  const t = now();
  for (const o of getOrders()) {
    if (!o.endAt || !isSettled(o.status) || (areaId && o.serviceAreaId !== areaId)) continue;
    const at = paidAt(o);
    const day = dayOf(at);
    if (at > t || day < from || day > to) continue;
    const b = billOf(o);
    const row = byDay.get(day) ?? { wallet: 0, wechat: 0, alipay: 0 };
    row[b.channel] += b.paid;
    byDay.set(day, row);
  }
  return byDay;
}

/** Done refunds per day and channel (all kinds, or ride refunds only), from the refund records. */
export function recordsRefunds(from: string, to: string, kinds: 'orders' | 'all', areaId?: string) {
  const byDay = new Map<string, Record<string, number>>();
  for (const f of getRefunds()) {
    if (f.status !== 'done' || (kinds === 'orders' && f.kind !== 'order') || (areaId && f.serviceAreaId !== areaId))
      continue;
    const day = dayOf(f.handledAt ?? f.createdAt);
    if (day < from || day > to) continue;
    const row = byDay.get(day) ?? {};
    row[f.channel] = (row[f.channel] ?? 0) + f.amount;
    byDay.set(day, row);
  }
  return byDay;
}

/** The wallets' ride spending per day, each ride's transaction in the ride's area. */
export function recordsWalletRides(from: string, to: string, areaId?: string) {
  const area = new Map(getOrders().map((o) => [o.orderId, o.serviceAreaId]));
  const byDay = new Map<string, number>();
  const t = now();
  for (const r of getRiders()) {
    for (const x of walletOf(r)) {
      if (x.kind !== 'ride' || Date.parse(x.createdAt) > t) continue;
      const day = dayOf(x.createdAt);
      if (day < from) break;
      if (day > to || (areaId && area.get(x.orderId!) !== areaId)) continue;
      byDay.set(day, (byDay.get(day) ?? 0) - x.amount);
    }
  }
  return byDay;
}

/** Wallet top-ups and card sales per `day|channel` by now: what a channel took besides rides. */
export function recordsOtherTakings(from: string, to: string) {
  const other = new Map<string, number>();
  const add = (day: string, channel: string, amount: number) => {
    if (day >= from && day <= to) other.set(`${day}|${channel}`, (other.get(`${day}|${channel}`) ?? 0) + amount);
  };
  const t = now();
  for (const c of getCardSales()) if (Date.parse(c.at) <= t) add(dayOf(c.at), c.channel, c.amount);
  for (const r of getRiders())
    for (const x of walletOf(r)) {
      if (dayOf(x.createdAt) < from) break;
      if (x.kind === 'recharge' && x.account === 'cash' && Date.parse(x.createdAt) <= t)
        add(dayOf(x.createdAt), x.channel, x.amount);
    }
  return other;
}

/** The backend's own records, as the books checks read them. */
export const backendRecords: BooksRecords = {
  now,
  takings: recordsTakings,
  refunds: recordsRefunds,
  walletRides: recordsWalletRides,
  otherTakings: recordsOtherTakings,
  areaIds: () => getDb().serviceAreas.map((a) => a.id),
};
