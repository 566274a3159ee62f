/**
 * Rides as every screen shows them (DESIGN.md §5 Order): the labels of their states
 * and pay channels, and what is due. Shared by the user and the order screens.
 */
export type OrderStatus = 'riding' | 'unpaid' | 'paid' | 'refunded' | 'cancelled';
export type PayChannel = 'wallet' | 'wechat' | 'alipay' | 'riding_card' | 'coupon';

/** fen */
export interface OrderAmount {
  base: number;
  time: number;
  dispatchFee: number;
  discount: number;
  paid: number;
}

export const ORDER_STATUS: Record<OrderStatus, { label: string; color: string }> = {
  riding: { label: '骑行中', color: 'processing' },
  unpaid: { label: '待支付', color: 'warning' },
  paid: { label: '已支付', color: 'success' },
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

export const options = <K extends string>(labels: Record<K, string | { label: string }>): Array<{ value: K; label: string }> =>
  (Object.keys(labels) as K[]).map((value) => {
    const l = labels[value];
    return { value, label: typeof l === 'string' ? l : l.label };
  });

/** What the ride costs after discounts (fen). */
export const dueOf = (a: OrderAmount): number => a.base + a.time + a.dispatchFee - a.discount;
