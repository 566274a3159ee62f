/**
 * Rides (domain model Order): the stored record, the rows the order screens read,
 * the labels of their states and pay channels, and what is due. Money in fen.
 */
import type { LngLat } from './common';

export type OrderStatus = 'riding' | 'unpaid' | 'paid' | 'partially_refunded' | 'refunded' | 'cancelled';
export type PayChannel = 'wallet' | 'wechat' | 'alipay' | 'riding_card' | 'coupon';
/** Where the paid rest of a ride's fare comes from: real money. */
export type CashChannel = 'wallet' | 'wechat' | 'alipay';
/** What a discount was: a coupon's or riding card's value, or an activity's reduction (never cash). */
export type DiscountSource = 'coupon' | 'riding_card' | 'activity';

export const CASH_CHANNELS: readonly CashChannel[] = ['wechat', 'alipay', 'wallet'];
export const DISCOUNT_SOURCES: readonly DiscountSource[] = ['coupon', 'riding_card', 'activity'];
export const DISCOUNT_SOURCE: Record<DiscountSource, string> = {
  coupon: '优惠券',
  riding_card: '骑行卡',
  activity: '活动优惠',
};

/** fen */
export interface OrderAmount {
  base: number;
  time: number;
  dispatchFee: number;
  discount: number;
  paid: number;
}

/** A ride as the backend stores it. */
export interface Order {
  orderId: string;
  userId: string;
  phone: string;
  vehicleNo: string;
  serviceAreaId: string;
  agentId: string;
  startAt: string;
  endAt?: string;
  start: LngLat;
  end?: LngLat;
  /** metres */
  distance: number;
  /** seconds */
  duration: number;
  amount: OrderAmount;
  /**
   * How the ride was settled: the cash channel of the paid rest when something was paid,
   * else the discount that covered it all (riding card, coupon).
   */
  payChannel: PayChannel;
  /** what `amount.discount` was (absent: no discount) */
  discountSource?: DiscountSource;
  status: OrderStatus;
  endedOutsideParking: boolean;
  /** the parking station the ride started in / ended in, when it did */
  startStationId?: string;
  endStationId?: string;
}

export const ORDER_STATUS: Record<OrderStatus, { label: string; color: string }> = {
  riding: { label: '骑行中', color: 'processing' },
  unpaid: { label: '待支付', color: 'warning' },
  paid: { label: '已支付', color: 'success' },
  partially_refunded: { label: '部分退款', color: 'magenta' },
  refunded: { label: '已退款', color: 'purple' },
  cancelled: { label: '已取消', color: 'default' },
};

export const PAY_CHANNEL: Record<PayChannel, string> = {
  wallet: '钱包余额',
  wechat: '微信支付',
  alipay: '支付宝',
  riding_card: '骑行卡',
  coupon: '优惠券',
};

/** Said when a refund asks for more than is left to refund of the ride (what was paid, less what was refunded). */
export const OVER_REFUNDABLE = '退款金额不能超过可退金额';

/** A ride whose payment went through: paid, then perhaps refunded in part or in full. */
export const SETTLED_STATUSES: readonly OrderStatus[] = ['paid', 'partially_refunded', 'refunded'];
export const isSettled = (s: OrderStatus): boolean => s === 'paid' || s === 'partially_refunded' || s === 'refunded';

/** A settled ride's status from what was paid and what has been refunded of it (fen). */
export function refundStatus(paid: number, refunded: number): 'paid' | 'partially_refunded' | 'refunded' {
  if (refunded <= 0) return 'paid';
  return refunded >= paid ? 'refunded' : 'partially_refunded';
}

/** What the ride costs after discounts (fen). */
export const dueOf = (a: OrderAmount): number => a.base + a.time + a.dispatchFee - a.discount;

/** A row of the order list: the ride without its positions, with the rider's and the area's names. */
export interface OrderRow extends Omit<Order, 'start' | 'end' | 'startStationId' | 'endStationId'> {
  /** when a settled ride was paid (its 支付成功: seconds to two minutes after it ended) */
  paidAt?: string;
  userName?: string;
  serviceAreaName?: string;
}

export type TimelineKind = 'start' | 'park' | 'end' | 'bill' | 'pay' | 'cancel' | 'refund' | 'adjust' | 'appeal';

export interface TimelineItem {
  at: string;
  kind: TimelineKind;
  title: string;
  detail?: string;
  by?: string;
}

export interface OrderRefund {
  refundId: string;
  amount: number;
  reason: string;
  status: string;
  createdAt: string;
  handledBy?: string;
}

export interface OrderDetail extends OrderRow {
  /** whether the caller may open the ride's rider (its service area is the caller's): a link, or plain text */
  userInScope: boolean;
  start: [number, number];
  end?: [number, number];
  vehicleModel?: string;
  /** fen refunded so far, and what can still be refunded */
  refunded: number;
  refundable: number;
  /** where a refund of this ride goes: the channel that paid it */
  refundChannel: CashChannel;
  refunds: OrderRefund[];
  timeline: TimelineItem[];
}

/**
 * What 结束订单 would charge if the ride ended at `at`: priced by the same code as the end itself
 * (fen). `due` is what the rider then pays through `channel`; a discount is not cash.
 */
export interface RideEndQuote {
  orderId: string;
  at: string;
  /** seconds ridden */
  duration: number;
  base: number;
  time: number;
  dispatchFee: number;
  discount: number;
  discountSource?: DiscountSource;
  due: number;
  channel: CashChannel;
}

/** Where the fee of a ride ended by staff goes, by the channel the rider pays through. */
export const END_FEE_DESTINATION: Record<CashChannel, string> = {
  wallet: '由用户从钱包支付',
  wechat: '由用户通过微信支付',
  alipay: '由用户通过支付宝支付',
};

/** An adjustment of a ride's fee. */
export interface FeeChange {
  base: number;
  time: number;
  dispatchFee: number;
  discount: number;
  reason: string;
}
