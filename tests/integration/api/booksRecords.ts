/**
 * The books' figures straight from the records (rides, refunds, wallets), on the one basis
 * of mocks/lib/books.ts: takings when paid, in the ride's area, on the UTC+8 day, by now;
 * refunds when made, on their channel. No session: screen tests use them as well.
 */
import { billOf, getOrders } from '@mocks/db/orders';
import { getRefunds } from '@mocks/db/refunds';
import { getRiders } from '@mocks/db/riders';
import { paidAt, walletOf } from '@mocks/db/wallet';
import { dayOf } from '@mocks/lib/stats';
import { isSettled, type CashChannel } from '@contract/orders';
import { now } from '@/shared/utils/clock';

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
