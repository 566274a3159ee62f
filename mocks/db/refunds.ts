/**
 * Refunds (domain model Refund), seeded consistently with orders and riders:
 * - every seeded `refunded` ride has a done order refund of what was paid, back to the
 *   channel that paid it (mocks/db/wallet.ts turns a wallet one into a wallet transaction);
 *   a ride part of whose payment a resolved complaint gave back reads `partially_refunded`;
 * - a rider whose deposit is `refunded` has a done deposit refund, one whose
 *   deposit is `refunding` a pending one (deposits go back to the paying channel).
 * Live refunds are added with addRefund(). Kept newest first.
 */
import { createRng } from '../lib/rng';
import { lazy } from './lazy';
import { billOf, getOrders, orderIndex } from './orders';
import { isSettled, refundStatus, type Order } from '@contract/orders';
import { getComplaintRefunds } from './worksheets';
import { DEPOSIT_FEN, getRiders } from './riders';
import { staffNames } from './staff';
import { epoch, worldSeed } from './store';
import { isoAt } from './time';
import { now as clockNow } from '../../src/shared/utils/clock';
import type { Refund as RefundRow } from '@contract/riders';

/** A refund as the backend stores it: the wire record with the rider's phone, area and franchisee. */
export interface Refund extends RefundRow {
  phone: string;
  serviceAreaId: string;
  agentId: string;
  handledAt?: string;
  /** generated history (false for the session's refunds) */
  seeded: boolean;
}

const HOUR = 3600000;
const ORDER_REASONS = [
  '车辆故障，骑行中断',
  '定位漂移导致多计费',
  '用户投诉计费异常，核实属实',
  '重复扣费',
  '还车失败导致超时计费',
  '优惠券未抵扣',
];
const DEPOSIT_REASONS = ['用户申请退还押金', '注销账号退押金', '转为免押会员，退还押金'];

interface Store {
  rows: Refund[];
  byUser: Map<string, Refund[]>;
  byOrder: Map<string, Refund[]>;
  seq: number;
}

function index(map: Map<string, Refund[]>, key: string | undefined, r: Refund, front: boolean): void {
  if (!key) return;
  const list = map.get(key);
  if (!list) map.set(key, [r]);
  else if (front) list.unshift(r);
  else list.push(r);
}

const store = lazy((): Store => {
  const rng = createRng(worldSeed() + 41);
  const staff = staffNames(['R001', 'R003']);
  const rows: Refund[] = [];
  let seq = 0;
  const id = (ms: number) =>
    `RF${new Date(ms + 8 * HOUR).toISOString().slice(0, 10).replace(/-/g, '')}${String(++seq).padStart(5, '0')}`;

  /** A refund of a ride, done at `at` by `by`. */
  const orderRefund = (o: Order, at: number, amount: number, reason: string, by: string): Refund => ({
    refundId: id(at),
    kind: 'order',
    orderId: o.orderId,
    userId: o.userId,
    phone: o.phone,
    serviceAreaId: o.serviceAreaId,
    agentId: o.agentId,
    amount,
    reason,
    status: 'done',
    channel: billOf(o).channel,
    createdAt: isoAt(at),
    handledBy: by,
    handledAt: isoAt(at),
    seeded: true,
  });
  for (const o of getOrders()) {
    if (o.status !== 'refunded' || !o.endAt || o.amount.paid <= 0) continue;
    const at = Math.min(epoch() - 60000, Date.parse(o.endAt) + rng.int(1, 48) * HOUR);
    // drawn in the seed's order: the reason, then who handled it
    const reason = rng.pick(ORDER_REASONS);
    rows.push(orderRefund(o, at, o.amount.paid, reason, rng.pick(staff)));
  }
  // what resolved complaints gave back (their resolution says so)
  for (const c of getComplaintRefunds()) {
    rows.push(orderRefund(c.order, Date.parse(c.at), c.amount, c.reason.slice(0, 60), c.by));
  }
  for (const r of getRiders()) {
    if (r.depositStatus !== 'refunded' && r.depositStatus !== 'refunding') continue;
    const reg = Date.parse(r.registeredAt);
    const done = r.depositStatus === 'refunded';
    // a done refund was asked and handled before the world's now: a refund handled later today
    // would be booked by no report yet, while the rider's deposit already reads 已退还
    const at = done ? Math.min(reg + rng.next() * (epoch() - reg), epoch() - 60000) : epoch() - rng.int(1, 72) * HOUR;
    rows.push({
      refundId: id(at),
      kind: 'deposit',
      userId: r.userId,
      phone: r.phone,
      serviceAreaId: r.serviceAreaId,
      agentId: r.agentId,
      amount: DEPOSIT_FEN,
      reason: rng.pick(DEPOSIT_REASONS),
      status: done ? 'done' : 'pending',
      channel: rng.chance(0.6) ? 'wechat' : 'alipay',
      createdAt: isoAt(at),
      handledBy: done ? rng.pick(staff) : undefined,
      handledAt: done ? isoAt(Math.min(at + rng.int(1, 20) * HOUR, epoch() - 60000)) : undefined,
      seeded: true,
    });
  }
  rows.sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1));
  const s: Store = { rows, byUser: new Map(), byOrder: new Map(), seq };
  for (const r of rows) {
    index(s.byUser, r.userId, r, false);
    index(s.byOrder, r.orderId, r, false);
  }
  // a ride reads 部分退款 while part of what was paid is still kept, 已退款 once all went back
  const orders = orderIndex();
  for (const [orderId, list] of s.byOrder) {
    const o = orders.get(orderId);
    if (o && isSettled(o.status))
      o.status = refundStatus(
        billOf(o).paid,
        list.reduce((n, f) => n + (f.status === 'done' ? f.amount : 0), 0),
      );
  }
  return s;
});

/** Every refund, newest first (the live array: do not mutate). */
export function getRefunds(): readonly Refund[] {
  return store().rows;
}

export const refundsOfUser = (userId: string): readonly Refund[] => store().byUser.get(userId) ?? [];
export const refundsOfOrder = (orderId: string): readonly Refund[] => store().byOrder.get(orderId) ?? [];

/** What has been refunded of an order so far (done refunds). */
export const refundedOfOrder = (orderId: string): number =>
  refundsOfOrder(orderId).reduce((sum, r) => sum + (r.status === 'done' ? r.amount : 0), 0);

/** Records a refund of the session (now), newest first. */
export function addRefund(r: Omit<Refund, 'refundId' | 'createdAt' | 'seeded'>): Refund {
  const s = store();
  const now = clockNow();
  s.seq += 1;
  const refund: Refund = {
    ...r,
    refundId: `RF${new Date(now + 8 * HOUR).toISOString().slice(0, 10).replace(/-/g, '')}${String(s.seq).padStart(5, '0')}`,
    createdAt: new Date(now).toISOString(),
    seeded: false,
  };
  s.rows.unshift(refund);
  index(s.byUser, refund.userId, refund, true);
  index(s.byOrder, refund.orderId, refund, true);
  return refund;
}
