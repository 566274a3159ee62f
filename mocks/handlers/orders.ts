/**
 * Rides (code 1601) and refunds — domain model Order / Refund, the users screens.
 *
 * Money rules: `amount.paid` is what the rider paid and never changes after the
 * payment; refunds (back to the channel that paid: wallet, WeChat Pay, Alipay) are
 * recorded beside it, what can still be refunded is `paid − refunded`, and the ride
 * reads 部分退款 until all of it went back (已退款). A fee adjustment of an unpaid ride
 * changes what is due; of a paid ride it may only lower the fee, and the difference is
 * refunded. Ending a ride prices it with fare() and leaves it unpaid, or paid when
 * nothing is due. Every amount is integer fen within its limits, else refused.
 */
import { logOperatorAction } from '../db/operatorLogs';
import { addOrderEvent, orderEventsOf } from '../db/orderEvents';
import { billOf, getOrders, keepBill, orderIndex, settleIfNothingDue } from '../db/orders';
import { addRefund, getRefunds, refundedOfOrder, refundsOfOrder, refundsOfUser, type Refund } from '../db/refunds';
import type { RefundKind } from '@contract/riders';
import { getReturnCars } from '../db/reviews';
import { riderIndex } from '../db/riders';
import { getDb } from '../db/store';
import { DISCOUNT_SOURCE, isSettled, OVER_REFUNDABLE, refundStatus } from '@contract/orders';
import type { Order, OrderAmount, PayChannel } from '@contract/orders';
import { MONEY_LIMITS, REFUND_DESTINATION, type AmountLimit } from '@contract/money';
import { fenField } from '../lib/money';
import { addVehicleLog } from '../db/vehicleLogs';
import { vehicleIndex } from '../db/vehicles';
import { endRideAt, quoteRideEnd } from '../db/rideEnd';
import { addDepositEvent, addTxn, depositChannel, ordersOfUser, paidAt } from '../db/wallet';
import { metresBetween } from '../db/geo';
import { hash } from '../db/lazy';
import { isoAt } from '../db/time';
import { inIsoBounds, isoBounds, matches, pageOf, datedView } from '../lib/paging';
import type { SortKeys } from '../lib/paging';
import { BizError, route, type Caller } from '../lib/route';
import { inScope, ownRecord } from '../lib/scope';
import { findRider, scopeTest } from './riders';
import { now as clockNow, nowIso } from '../../src/shared/utils/clock';
import { RIDER_WRITES } from '@contract/actions';
import { RIDER_READS } from '@contract/endpoints/riders';
import { NOTE_RULES } from '@contract/validators';
import { note } from '../lib/text';
import { rowOf } from '../lib/rowOf';

/** the list is also 交易订单 (reports, 1502): the same rides by payment, read-only */
const STATUSES: ReadonlySet<string> = new Set<string>([
  'riding',
  'unpaid',
  'paid',
  'partially_refunded',
  'refunded',
  'cancelled',
]);
const CHANNELS: ReadonlySet<PayChannel> = new Set<PayChannel>(['wallet', 'wechat', 'alipay', 'riding_card', 'coupon']);
const REFUND_KINDS: ReadonlySet<RefundKind> = new Set<RefundKind>(['order', 'balance', 'deposit']);
const REFUND_STATUSES: ReadonlySet<string> = new Set(['pending', 'approved', 'rejected', 'done']);
/** How a payment reads in the ride's timeline: 微信支付 ¥8.00, 钱包余额支付 ¥3.00. */
const PAID_VIA: Record<PayChannel, string> = {
  wallet: '钱包余额支付',
  wechat: '微信支付',
  alipay: '支付宝支付',
  riding_card: '骑行卡支付',
  coupon: '优惠券支付',
};

const ORDER_SORT: SortKeys<Order> = {
  startAt: (o) => o.startAt,
  duration: (o) => o.duration,
  paid: (o) => o.amount.paid,
};

const areaNames = () => new Map(getDb().serviceAreas.map((a) => [a.id, a.name]));
const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`;
const gross = (a: OrderAmount) => a.base + a.time + a.dispatchFee;

/** When a settled ride was paid, as its timeline's 支付成功 and its wallet line have it. */
export const paidTimeOf = (o: Order): string | undefined =>
  o.endAt && isSettled(o.status) ? isoAt(paidAt(o)) : undefined;

/** What a row of the order list leaves out: the ride's positions and stations (those are the detail's). */
const DETAIL_ONLY = ['start', 'end', 'startStationId', 'endStationId'] as const;

/** A row of the order list. */
function row(o: Order, names: Map<string, string>) {
  return rowOf(o, DETAIL_ONLY, {
    paidAt: paidTimeOf(o),
    userName: riderIndex().get(o.userId)?.name,
    serviceAreaName: names.get(o.serviceAreaId),
  });
}

/** The caller's ride by id: 未找到该订单, or the refusal of a ride outside the caller's scope. */
export function findOrder(caller: Caller, id: unknown): Order {
  if (typeof id !== 'string' || !id) throw new BizError('缺少订单编号');
  return ownRecord(caller, orderIndex().get(id), '未找到该订单');
}

interface TimelineItem {
  at: string;
  kind: 'start' | 'park' | 'end' | 'bill' | 'pay' | 'cancel' | 'refund' | 'adjust' | 'appeal';
  title: string;
  detail?: string;
  by?: string;
}

/** The ride's story: its own events from the order, then appeals, refunds and staff actions. */
function timeline(o: Order): TimelineItem[] {
  const h = hash(o.orderId);
  const start = Date.parse(o.startAt);
  const staffEnded = orderEventsOf(o.orderId).some((e) => e.kind === 'end');
  const items: TimelineItem[] = [
    { at: o.startAt, kind: 'start', title: '扫码开锁', detail: `车辆 ${o.vehicleNo} 开锁成功，开始计费` },
  ];
  if (o.duration > 1200 && h % 3 === 0) {
    const at = start + Math.floor(o.duration * 1000 * (0.3 + (h % 40) / 100));
    items.push({ at: isoAt(at), kind: 'park', title: '临时停车', detail: `临时锁车 ${3 + (h % 9)} 分钟，继续计费` });
  }
  if (o.endAt) {
    const end = Date.parse(o.endAt);
    if (!staffEnded) {
      items.push({
        at: o.endAt,
        kind: 'end',
        title: '还车锁车',
        detail: o.endedOutsideParking ? '在停车点外还车，产生调度费' : '在停车点内还车',
      });
    }
    const due = gross(o.amount) - o.amount.discount;
    items.push({ at: isoAt(end + 5000), kind: 'bill', title: '生成账单', detail: `应付 ${yuan(due)}` });
    if (o.status === 'cancelled')
      items.push({ at: isoAt(end + 60000), kind: 'cancel', title: '订单取消', detail: '免单处理' });
    else if (isSettled(o.status)) {
      const b = billOf(o);
      const off = b.source && b.discount > 0 ? `${DISCOUNT_SOURCE[b.source]}抵扣 ${yuan(b.discount)}` : '';
      const detail = b.paid > 0 ? `${PAID_VIA[b.channel]} ${yuan(b.paid)}${off ? `，${off}` : ''}` : off;
      if (detail) items.push({ at: isoAt(paidAt(o)), kind: 'pay', title: '支付成功', detail });
    }
  }
  const appeal = getReturnCars().find((c) => c.orderId === o.orderId);
  if (appeal) {
    items.push({ at: appeal.createdAt, kind: 'appeal', title: '提交还车申诉', detail: appeal.remark });
    if (appeal.status !== 'pending' && appeal.handledAt) {
      items.push({
        at: appeal.handledAt,
        kind: 'appeal',
        title: appeal.status === 'approved' ? '还车申诉通过，调度费已减免' : '还车申诉驳回',
        detail: appeal.status === 'rejected' ? appeal.reason : undefined,
        by: appeal.handledBy,
      });
    }
  }
  for (const f of refundsOfOrder(o.orderId)) {
    items.push({
      at: f.createdAt,
      kind: 'refund',
      title: `退款 ${yuan(f.amount)}`,
      detail: `${f.reason}（${f.refundId}，${REFUND_TO[f.channel] ?? '原路退回'}）`,
      by: f.handledBy,
    });
  }
  for (const e of orderEventsOf(o.orderId))
    items.push({ at: e.at, kind: e.kind, title: e.title, detail: e.detail, by: e.by });
  return items.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
}

/** A ride's page: `userInScope` says whether the caller may open its rider (a link, or plain text). */
function detail(o: Order, caller: Caller) {
  const refunded = refundedOfOrder(o.orderId);
  const rider = riderIndex().get(o.userId);
  const v = vehicleIndex().get(o.vehicleNo);
  return {
    ...o,
    userName: rider?.name,
    userInScope: !!rider && inScope(caller, {})(rider),
    serviceAreaName: areaNames().get(o.serviceAreaId),
    vehicleModel: v?.model,
    refunded,
    refundable: refundableOf(o),
    refundChannel: billOf(o).channel,
    refunds: refundsOfOrder(o.orderId).map(({ refundId, amount, reason, status, createdAt, handledBy }) => ({
      refundId,
      amount,
      reason,
      status,
      createdAt,
      handledBy,
    })),
    timeline: timeline(o),
  };
}

/**
 * Refunds (part of) what was paid for a ride back where it came from: the wallet (a wallet
 * transaction), or WeChat Pay / Alipay (原路退回). A discount's value (coupon, riding card,
 * activity) is not money paid: only the paid rest can be refunded.
 */
export function refundOrder(caller: Caller, o: Order, amount: number, reason: string): Refund {
  if (!isSettled(o.status)) throw new BizError(o.status === 'riding' ? '骑行中的订单不能退款' : '未支付的订单不能退款');
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new BizError(MONEY_LIMITS.refund.message);
  if (amount > refundableOf(o)) throw new BizError(OVER_REFUNDABLE);
  const r = findRider(caller, o.userId);
  const channel = billOf(o).channel;
  const f = addRefund({
    kind: 'order',
    orderId: o.orderId,
    userId: r.userId,
    phone: r.phone,
    serviceAreaId: o.serviceAreaId,
    agentId: o.agentId,
    amount,
    reason,
    status: 'done',
    channel,
    handledBy: caller.operator.name,
    handledAt: nowIso(),
  });
  if (channel === 'wallet')
    addTxn(r, {
      kind: 'refund',
      amount,
      channel: 'wallet',
      note: `订单退款：${reason}`,
      orderId: o.orderId,
      refundId: f.refundId,
      by: caller.operator.name,
    });
  o.status = refundStatus(billOf(o).paid, refundedOfOrder(o.orderId));
  return f;
}

/** What can still be refunded of a settled ride: what its payment took in money, less what went back. */
export const refundableOf = (o: Order): number =>
  isSettled(o.status) ? billOf(o).paid - refundedOfOrder(o.orderId) : 0;

const REFUND_TO: Record<string, string> = REFUND_DESTINATION;
/** A refund as the reply of the action that made it: with its destination in words. */
/** A refund as replies show it: whether it is seeded history is the world's bookkeeping, not the caller's. */
const shownRefund = ({ seeded: _seeded, ...f }: Refund) => f;
const refundReply = (f: Refund) => ({ ...shownRefund(f), destination: REFUND_TO[f.channel] });

/**
 * The rides the list `/platform/order/list` answers for these filters, in its order, all
 * pages: the caller's scope, status, channel, area, vehicle, keyword, user and dates.
 * (An export job reads the same rows.)
 */
export function listedOrders(caller: Caller, query: Record<string, string>): readonly Order[] {
  // Stored newest first, and sorted views are kept: one pass of the set filters, then a slice.
  getRefunds(); // the recorded refunds settle which rides read 部分退款 / 已退款
  const tests: Array<(o: Order) => boolean> = [];
  const scope = scopeTest(caller, query);
  if (scope) tests.push(scope);
  const status = STATUSES.has(query.status) ? query.status : undefined;
  if (status) tests.push((o) => o.status === status);
  const channel = CHANNELS.has(query.payChannel as PayChannel) ? query.payChannel : undefined;
  // the rides whose 支付方式 is the one asked for, as the list's column shows it (优惠券 / 骑行卡:
  // the rides they paid in full; a ride they only discounted was paid by its cash channel)
  if (channel) tests.push((o) => o.payChannel === channel);
  const area = query.serviceAreaId;
  if (area) tests.push((o) => o.serviceAreaId === area);
  const vehicleNo = query.vehicleNo;
  if (vehicleNo) tests.push((o) => o.vehicleNo === vehicleNo);
  const k = query.keyword?.trim().toUpperCase();
  if (k) tests.push((o) => o.orderId.includes(k) || o.phone.includes(k) || o.vehicleNo.includes(k));
  const stored = query.userId ? ordersOfUser(query.userId) : getOrders();
  // rides are stored newest first: in that order the date filter is a slice of them
  return datedView(stored, query.startAt, (o) => o.startAt, query, ORDER_SORT, tests);
}

export const orderHandlers = [
  route(RIDER_READS.orderList, {}, ({ caller, query }) => {
    const rows = listedOrders(caller, query);
    const page = pageOf(rows, { page: query.page, pageSize: query.pageSize });
    const names = areaNames();
    return { rows: page.rows.map((o) => row(o, names)), total: page.total };
  }),

  route(RIDER_READS.orderDetail, {}, ({ caller, query }) => detail(findOrder(caller, query.orderId), caller)),

  // 结束订单's confirmation: the fee the end would book at this clock (the same pricing as the end)
  route(RIDER_READS.orderEndQuote, {}, ({ caller, query }) => {
    const o = findOrder(caller, query.orderId);
    if (o.status !== 'riding') throw new BizError('订单不在骑行中');
    return quoteRideEnd(o, clockNow());
  }),

  route<{ orderId?: string }>(RIDER_WRITES.endOrder, {}, ({ caller, body }) => {
    const o = findOrder(caller, body.orderId);
    if (o.status !== 'riding') throw new BizError('订单不在骑行中');
    const v = vehicleIndex().get(o.vehicleNo);
    const end: [number, number] = v ? [v.lng, v.lat] : o.start;
    const due = endRideAt(o, clockNow(), end, Math.round(metresBetween(o.start, end) * 1.3));
    addVehicleLog({
      vehicleNo: o.vehicleNo,
      event: '后台结束订单',
      detail: `订单 ${o.orderId} 由后台结束并锁车`,
      by: caller.operator.name,
    });
    addOrderEvent(o.orderId, {
      kind: 'end',
      title: '后台结束订单',
      detail: `锁车并计费，应付 ${yuan(due)}`,
      by: caller.operator.name,
    });
    logOperatorAction(caller.operator, '结束骑行订单', `订单 ${o.orderId}`);
    return detail(o, caller);
  }),

  route<Partial<Record<'base' | 'time' | 'dispatchFee' | 'discount', unknown>> & { orderId?: string; reason?: string }>(
    RIDER_WRITES.adjustOrderFee,
    {},
    ({ caller, body }) => {
      const o = findOrder(caller, body.orderId);
      if (o.status === 'riding') throw new BizError('骑行中的订单请先结束订单');
      if (o.status === 'cancelled') throw new BizError('已取消的订单不能调整费用');
      if (o.status === 'refunded') throw new BizError('已退款的订单不能调整费用');
      // a field left out keeps its amount; one sent must be an amount within its limits
      const field = (k: 'base' | 'time' | 'dispatchFee' | 'discount', limit: AmountLimit) =>
        body[k] === undefined ? o.amount[k] : fenField(body[k], limit);
      const next = {
        base: field('base', MONEY_LIMITS.feeBase),
        time: field('time', MONEY_LIMITS.feeTime),
        dispatchFee: field('dispatchFee', MONEY_LIMITS.feeDispatch),
        discount: field('discount', MONEY_LIMITS.feeDiscount),
      };
      const reason = note(body.reason, NOTE_RULES.orderAdjustReason);
      const g = next.base + next.time + next.dispatchFee;
      if (next.discount > g) throw new BizError('优惠不能超过订单费用');
      const due = g - next.discount;
      const before = gross(o.amount) - o.amount.discount;
      if (
        due === before &&
        next.dispatchFee === o.amount.dispatchFee &&
        next.base === o.amount.base &&
        next.time === o.amount.time
      ) {
        throw new BizError('费用没有变化');
      }
      let refund: Refund | undefined;
      if (isSettled(o.status)) {
        keepBill(o);
        const kept = refundableOf(o);
        if (due > kept) throw new BizError('已支付的订单只能调低费用');
        o.amount = { ...next, paid: o.amount.paid };
        if (due < kept) refund = refundOrder(caller, o, kept - due, `费用调整：${reason}`);
      } else {
        o.amount = { ...next, paid: 0 };
      }
      // a discount staff grant is the platform's own reduction
      if (next.discount === 0) o.discountSource = undefined;
      else if (!o.discountSource) o.discountSource = 'activity';
      // nothing left to pay (a discount took all of it): the ride is paid there and then
      const settled = settleIfNothingDue(o);
      addOrderEvent(o.orderId, {
        kind: 'adjust',
        title: '费用调整',
        detail: `应付 ${yuan(before)} → ${yuan(due)}${refund ? `，差额 ${yuan(refund.amount)} ${REFUND_TO[refund.channel]}` : ''}${settled ? '，无需支付' : ''}；原因：${reason}`,
        by: caller.operator.name,
      });
      logOperatorAction(caller.operator, '调整订单费用', `订单 ${o.orderId}`);
      return detail(o, caller);
    },
  ),

  route<{ kind?: RefundKind; orderId?: string; userId?: string; amount?: unknown; reason?: string }>(
    RIDER_WRITES.refund,
    {},
    ({ caller, body }) => {
      // the kind, the amount within its limits and the reason: the input schema's
      const { kind, amount, reason } = body as { kind: RefundKind; amount: number; reason: string };
      if (kind === 'order') {
        const o = findOrder(caller, body.orderId);
        if (body.userId && body.userId !== o.userId) throw new BizError('订单不属于该用户');
        const f = refundOrder(caller, o, amount, reason);
        logOperatorAction(caller.operator, `订单退款 ${yuan(amount)}（${REFUND_TO[f.channel]}）`, `订单 ${o.orderId}`);
        return refundReply(f);
      }
      const r = findRider(caller, body.userId);
      const base = {
        userId: r.userId,
        phone: r.phone,
        serviceAreaId: r.serviceAreaId,
        agentId: r.agentId,
        amount,
        reason,
        handledBy: caller.operator.name,
        handledAt: nowIso(),
      };
      if (kind === 'balance') {
        if (amount > r.balance) throw new BizError('退款金额不能超过账户余额');
        const channel = depositChannel(r);
        const f = addRefund({ ...base, kind, status: 'done', channel });
        addTxn(r, {
          kind: 'refund',
          amount: -amount,
          channel,
          note: `余额退款（原路退回）：${reason}`,
          refundId: f.refundId,
          by: caller.operator.name,
        });
        logOperatorAction(caller.operator, `余额退款 ${yuan(amount)}`, `用户 ${r.userId}`);
        return refundReply(f);
      }
      if (r.depositStatus === 'frozen') throw new BizError('押金已冻结，不能退款');
      if (r.depositStatus !== 'paid' && r.depositStatus !== 'refunding') throw new BizError('该用户没有可退的押金');
      if (amount !== r.deposit) throw new BizError(`押金须全额退还（${yuan(r.deposit)}）`);
      const channel = depositChannel(r);
      const pending = refundsOfUser(r.userId).find((f) => f.kind === 'deposit' && f.status === 'pending');
      const f = pending
        ? Object.assign(pending, { status: 'done', handledBy: base.handledBy, handledAt: base.handledAt })
        : addRefund({ ...base, kind, status: 'done', channel });
      r.depositStatus = 'refunded';
      r.deposit = 0;
      addDepositEvent(r, {
        action: 'refund',
        amount,
        channel,
        note: `押金已原路退回（${f.refundId}）：${reason}`,
        by: caller.operator.name,
      });
      logOperatorAction(caller.operator, `押金退款 ${yuan(amount)}`, `用户 ${r.userId}`);
      return refundReply(f);
    },
  ),

  route(RIDER_READS.refundList, {}, ({ caller, query }) => {
    const scope = inScope(caller, query);
    const kind = REFUND_KINDS.has(query.kind as RefundKind) ? query.kind : undefined;
    const status = REFUND_STATUSES.has(query.status) ? query.status : undefined;
    const bounds = isoBounds(query.createdAt);
    const source = query.userId
      ? refundsOfUser(query.userId)
      : query.orderId
        ? refundsOfOrder(query.orderId)
        : getRefunds();
    const rows = source.filter(
      (f) =>
        scope(f) &&
        (!kind || f.kind === kind) &&
        (!status || f.status === status) &&
        (!query.orderId || f.orderId === query.orderId) &&
        inIsoBounds(f.createdAt, bounds) &&
        matches(query.keyword, f.refundId, f.phone, f.orderId, f.userId),
    );
    const page = pageOf(rows, query, { createdAt: (f) => f.createdAt, amount: (f) => f.amount });
    return { ...page, rows: page.rows.map(shownRefund) };
  }),
];
