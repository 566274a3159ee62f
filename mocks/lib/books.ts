/**
 * The books' one basis, shared by every figure of money the backend reports (日统计, 钱包报表,
 * 财务对账, 运营概览, 运营分析, the 营收 big screen):
 * - a ride's takings are booked when it was paid (`paidAt`), in the ride's service area (not
 *   the rider's home area), on that moment's UTC+8 day, through the channel that paid it, as
 *   the payment was made (`billOf`: later fee changes are refunds);
 * - a refund is booked when it was made (handled), on the channel it went back to, in the
 *   area of its ride (a balance or deposit refund: the rider's).
 * A wallet transaction of a ride (or of a ride's refund) is booked with that ride, so the
 * wallet's 骑行消费 and 日统计's 钱包 are the same money on the same day in the same area.
 */
import { isSettled, type Order } from '@contract/orders';
import type { RiderRecord, WalletTxn } from '@contract/riders';
import { billOf, getOrders, rideById, type RideBill } from '../db/orders';
import { getRefunds, type Refund } from '../db/refunds';
import { paidAt } from '../db/wallet';
import { now as clockNow } from '../../src/shared/utils/clock';

type Area = { serviceAreaId: string; agentId: string };

/** A ride's payment as the books hold it. */
export interface Payment {
  order: Order;
  bill: RideBill;
  /** when it was paid (ms) */
  at: number;
}

/** The latest a ride is paid after it ends (`paidAt`: 8 s to 2 min). */
const PAY_LAG = 2 * 60000;

/** When a ride was paid (ms), on the books' basis. */
export const paymentTime = (o: Pick<Order, 'orderId' | 'endAt'>): number => paidAt(o);

/** When a refund was made (ms): when it was handled, else when it was asked. */
export const refundTime = (r: Pick<Refund, 'handledAt' | 'createdAt'>): number =>
  Date.parse(r.handledAt ?? r.createdAt);

/**
 * Every ride paid in [fromMs, toMs) and by now, in `inArea` (the ride's area), to `visit`.
 * A ride that ended but is not paid yet is not booked.
 */
export function eachPayment(
  fromMs: number,
  toMs: number,
  inArea: (r: Area) => boolean,
  visit: (p: Payment) => void,
  now = clockNow(),
): void {
  // a ride that ended outside the bounds (give or take the payment's lag) is passed over without parsing its time
  const lo = new Date(fromMs - PAY_LAG).toISOString();
  const hi = new Date(toMs).toISOString();
  for (const o of getOrders()) {
    const end = o.endAt;
    if (!end || !isSettled(o.status)) continue;
    if (end.length === 24 && end.endsWith('Z') && (end < lo || end >= hi)) continue;
    const at = paymentTime(o);
    if (at < fromMs || at >= toMs || at > now || !inArea(o)) continue;
    visit({ order: o, bill: billOf(o), at });
  }
}

/** Every done refund made in [fromMs, toMs) and by now, in `inArea`, to `visit` with its time. */
export function eachRefund(
  fromMs: number,
  toMs: number,
  inArea: (r: Area) => boolean,
  visit: (r: Refund, at: number) => void,
  now = clockNow(),
): void {
  for (const r of getRefunds()) {
    if (r.status !== 'done') continue;
    const at = refundTime(r);
    if (at < fromMs || at >= toMs || at > now || !inArea(r)) continue;
    visit(r, at);
  }
}

/** The area a wallet transaction is booked in: its ride's, else the rider's. */
export function txnArea(t: Pick<WalletTxn, 'orderId'>, rider: RiderRecord): Area {
  const o = t.orderId ? rideById(t.orderId) : undefined;
  return o ?? rider;
}
