/**
 * Checks of the one ledger, shared by the ledger's tests and the money properties: every
 * money figure the backend reports derives from its records, to the fen.
 */
import { expect } from 'vitest';
import { addCardSale, CARD_TYPES, getCardSales } from '@mocks/db/cardSales';
import { billOf, getOrders } from '@mocks/db/orders';
import { getRefunds, refundedOfOrder } from '@mocks/db/refunds';
import { getRiders } from '@mocks/db/riders';
import { paidAt, walletOf } from '@mocks/db/wallet';
import { dayOf } from '@mocks/lib/stats';
import { dueOf, isSettled, refundStatus, type Order } from '@contract/orders';
import type { RiderRecord } from '@contract/riders';
import { now } from '@/shared/utils/clock';
import { call, type Json, type Session } from './backendSession';

export const DAY = 86400000;
export const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
export const paidRide = (o: Order) => isSettled(o.status);

export async function get(s: Session, path: string, query: Record<string, unknown> = {}): Promise<Json> {
  const res = await call('GET', path, { session: s, query });
  if (!res.body.suc) throw new Error(`${path}: ${JSON.stringify(res.body.error)}`);
  return res.body.data as Json;
}

export async function post(s: Session, path: string, body: Record<string, unknown>): Promise<Json> {
  const res = await call('POST', path, { session: s, body });
  return res.body as Json;
}

/** 日统计 over the orders' 90 days: each row and the rows against the records. */
export async function checkDaily(s: Session): Promise<Json[]> {
  const from = dayOf(now() - 89 * DAY);
  const to = dayOf(now());
  const { rows } = await get(s, '/platform/report/daily', { from, to });
  for (const r of rows as Json[]) {
    const where = `日统计 ${r.date}`;
    for (const v of [
      r.fare,
      r.discount,
      r.paid,
      r.refunds,
      r.net,
      ...Object.values(r.byChannel),
      ...Object.values(r.discountBy),
    ]) {
      expect(Number.isInteger(v), where).toBe(true);
    }
    expect(r.fare - r.discount, where).toBe(r.paid);
    expect(sum(Object.values(r.byChannel) as number[]), where).toBe(r.paid);
    expect(Object.keys(r.byChannel).sort(), where).toEqual(['alipay', 'wallet', 'wechat']);
    expect(sum(Object.values(r.discountBy) as number[]), where).toBe(r.discount);
    expect(r.net, where).toBe(r.paid - r.refunds);
  }
  // the rows add up to the records of the range
  const inRange = (iso: string) => dayOf(iso) >= from && dayOf(iso) <= to;
  // on the books' basis: a ride when it was paid, a refund when it was made
  const paidIn = (ms: number) => ms <= now() && inRange(new Date(ms).toISOString());
  const bills = getOrders()
    .filter((o) => paidRide(o) && o.endAt && paidIn(paidAt(o)))
    .map(billOf);
  const refunds = getRefunds().filter(
    (f) => f.kind === 'order' && f.status === 'done' && paidIn(Date.parse(f.handledAt ?? f.createdAt)),
  );
  const total = (k: string) => sum((rows as Json[]).map((r) => r[k]));
  expect(total('paidOrders')).toBe(bills.length);
  expect(total('fare')).toBe(sum(bills.map((b) => b.fare)));
  expect(total('discount')).toBe(sum(bills.map((b) => b.discount)));
  expect(total('paid')).toBe(sum(bills.map((b) => b.paid)));
  expect(total('refunds')).toBe(sum(refunds.map((f) => f.amount)));
  expect(total('refundCount')).toBe(refunds.length);
  return rows as Json[];
}

/**
 * Every ride: none 待支付 with nothing to pay; every paid one: discount not cash, paid through a
 * cash channel, refunds back to it and never above what was paid, 部分退款 / 已退款 as they are.
 */
export function checkRides(): void {
  const wrong: string[] = [];
  const orders = new Map(getOrders().map((o) => [o.orderId, o]));
  for (const o of orders.values()) {
    if (o.status === 'unpaid' && dueOf(o.amount) === 0) wrong.push(`${o.orderId}: 待支付 with nothing to pay`);
    if (!paidRide(o)) continue;
    const b = billOf(o);
    if (b.fare - b.discount !== b.paid) wrong.push(`${o.orderId}: 应收 − 优惠 ≠ 实收`);
    if (b.discount < 0 || (b.discount > 0 && !b.source)) wrong.push(`${o.orderId}: discount without a source`);
    if (b.paid > 0 && !['wallet', 'wechat', 'alipay'].includes(o.payChannel))
      wrong.push(`${o.orderId}: paid by ${o.payChannel}`);
    // nothing paid of a fare: a discount covered it (a coupon's or card's, or the platform's own)
    if (b.paid === 0 && b.fare > 0 && !b.source) wrong.push(`${o.orderId}: free without a discount`);
    if (refundedOfOrder(o.orderId) > b.paid) wrong.push(`${o.orderId}: refunded more than paid`);
    if (o.status !== refundStatus(b.paid, refundedOfOrder(o.orderId)))
      wrong.push(`${o.orderId}: reads ${o.status} with ${refundedOfOrder(o.orderId)} of ${b.paid} refunded`);
  }
  for (const f of getRefunds()) {
    if (f.kind === 'order' && f.channel !== billOf(orders.get(f.orderId!)!).channel)
      wrong.push(`${f.refundId}: refunded to ${f.channel}`);
  }
  expect(wrong).toEqual([]);
}

/** A rider's balances are the sums of their wallet records; a wallet refund is a refund into the wallet. */
export function checkWallet(r: RiderRecord): void {
  const txns = walletOf(r);
  expect(sum(txns.filter((t) => t.account === 'cash').map((t) => t.amount)), r.userId).toBe(r.balance);
  expect(sum(txns.filter((t) => t.account === 'gift').map((t) => t.amount)), r.userId).toBe(r.giftBalance);
  const intoWallet = new Set(txns.filter((t) => t.kind === 'refund' && t.amount > 0).map((t) => t.refundId));
  for (const f of getRefunds()) {
    if (f.userId !== r.userId || f.kind !== 'order' || f.status !== 'done') continue;
    expect(intoWallet.has(f.refundId), f.refundId).toBe(f.channel === 'wallet');
  }
}

export async function checkReports(s: Session, daily: Json[]): Promise<void> {
  const wallet = await get(s, '/platform/report/wallet', { from: dayOf(now() - 29 * DAY), to: dayOf(now()) });
  for (const r of wallet.rows as Json[])
    expect(r.net, `钱包报表 ${r.date}`).toBe(r.recharge - r.spent + r.refunded + r.adjust);
  const deposit = await get(s, '/platform/report/deposit', { from: dayOf(now() - 29 * DAY), to: dayOf(now()) });
  for (const r of deposit.rows as Json[]) expect(r.net, `押金报表 ${r.date}`).toBe(r.paid - r.refunded);
  expect(deposit.held).toBe(sum(getRiders().map((r) => r.deposit)));
  for (const kind of ['riding', 'discount']) {
    const from = dayOf(now() - 29 * DAY);
    const card = await get(s, '/platform/report/card', { kind, from, to: dayOf(now()) });
    for (const r of card.rows as Json[]) {
      const by = Object.values(r.byCard) as Array<{ count: number; amount: number }>;
      expect(r.amount, `${kind} ${r.date}`).toBe(sum(by.map((c) => c.amount)));
      expect(r.count, `${kind} ${r.date}`).toBe(sum(by.map((c) => c.count)));
    }
    const sales = getCardSales().filter((c) => c.kind === kind && dayOf(c.at) >= from && dayOf(c.at) <= dayOf(now()));
    expect(sum((card.rows as Json[]).map((r) => r.amount))).toBe(sum(sales.map((c) => c.amount)));
  }
  // the big screen's and the home page's takings of today are 日统计's
  const today = daily.find((r) => r.date === dayOf(now()))!;
  const screen = await get(s, '/platform/bigscreen/revenue');
  expect(screen.today.revenue).toBe(today.paid);
  expect(sum((screen.channels as Json[]).map((c) => c.today))).toBe(today.paid);
  const home = await get(s, '/platform/dashboard/overview');
  expect(home.today.revenue).toBe(today.paid);
}

/** A rider buys a card (a riding or a discount card) by WeChat now, at the card's price. */
export function sellCard(r: RiderRecord, kind: 'riding' | 'discount', card: string): void {
  addCardSale({
    kind,
    card,
    userId: r.userId,
    serviceAreaId: r.serviceAreaId,
    agentId: r.agentId,
    amount: CARD_TYPES[kind][card].price,
    channel: 'wechat',
    at: new Date(now()).toISOString(),
  });
}
