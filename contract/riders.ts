/** Riders and what belongs to them (domain model Rider, WalletTxn, Refund, Blacklist). Money in fen. */
import type { OrderAmount, OrderStatus, PayChannel } from './orders';
import type { WorksheetStatus, WorksheetType } from './worksheets';

export type DepositStatus = 'none' | 'paid' | 'frozen' | 'refunding' | 'refunded';
export type StudentStatus = 'none' | 'pending' | 'approved' | 'rejected';

export const DEPOSIT_STATUS: Record<DepositStatus, { label: string; color: string }> = {
  none: { label: '未缴纳', color: 'default' },
  paid: { label: '已缴纳', color: 'success' },
  frozen: { label: '已冻结', color: 'error' },
  refunding: { label: '退款中', color: 'processing' },
  refunded: { label: '已退还', color: 'default' },
};

export const STUDENT_STATUS: Record<StudentStatus, { label: string; color: string }> = {
  none: { label: '未认证', color: 'default' },
  pending: { label: '审核中', color: 'processing' },
  approved: { label: '已认证', color: 'success' },
  rejected: { label: '已驳回', color: 'error' },
};

export interface RidingCard {
  name: string;
  expiresAt: string;
}

/** The riding cards on sale (free rides for their days) and their prices, fen. */
export const RIDING_CARD_PLANS: Readonly<Record<string, { days: number; price: number }>> = {
  周卡: { days: 7, price: 1500 },
  月卡: { days: 30, price: 4500 },
  季卡: { days: 90, price: 11900 },
};

/** The discount cards on sale (every ride at the share their name says, for their days) and their prices, fen. */
export const DISCOUNT_CARD_PLANS: Readonly<Record<string, { days: number; price: number }>> = {
  '9折月卡': { days: 30, price: 990 },
  '8折季卡': { days: 90, price: 2490 },
  '7折年卡': { days: 365, price: 6800 },
};

/** What a card given for `days` is worth: its price, pro rata for other days (fen; 0 for a card not on sale). */
export function ridingCardValue(name: string, days: number): number {
  const plan = RIDING_CARD_PLANS[name];
  return plan ? Math.round((plan.price * days) / plan.days) : 0;
}

/** A rider as the backend stores it. */
export interface RiderRecord {
  userId: string;
  phone: string;
  name: string;
  realNameVerified: boolean;
  studentStatus: StudentStatus;
  depositStatus: DepositStatus;
  /** fen */
  deposit: number;
  balance: number;
  giftBalance: number;
  ridingCard?: RidingCard;
  blacklisted: boolean;
  registeredAt: string;
  serviceAreaId: string;
  agentId: string;
  rides: number;
}

/** A row of the rider list. */
export interface Rider extends RiderRecord {
  serviceAreaName?: string;
}

export type DepositAction = 'pay' | 'freeze' | 'recover' | 'refund_apply' | 'refund';

export const DEPOSIT_ACTION: Record<DepositAction, { label: string; color: string }> = {
  pay: { label: '缴纳押金', color: 'green' },
  freeze: { label: '冻结押金', color: 'red' },
  recover: { label: '恢复押金', color: 'blue' },
  refund_apply: { label: '申请退押金', color: 'orange' },
  refund: { label: '押金退还', color: 'gray' },
};

export interface DepositEvent {
  action: DepositAction;
  /** fen */
  amount: number;
  channel?: 'wechat' | 'alipay';
  note: string;
  by?: string;
  at: string;
}

/** A blacklisted rider as the backend stores it. */
export interface BlacklistRecord {
  userId: string;
  phone: string;
  name: string;
  serviceAreaId: string;
  agentId: string;
  reason: string;
  /** operator name */
  addedBy: string;
  addedAt: string;
  /** end of the ban (end of that day); none means permanent */
  until?: string;
}

export interface BlacklistEntry extends BlacklistRecord {
  serviceAreaName?: string;
}

/** 加入: put on the blacklist; 移出: taken off it. */
export type BanAction = 'add' | 'remove';

export const BAN_ACTION: Record<BanAction, { label: string; color: string }> = {
  add: { label: '加入黑名单', color: 'red' },
  remove: { label: '移出黑名单', color: 'green' },
};

/**
 * One line of a rider's ban history, its own record (journalled with the blacklist's writes):
 * put on or taken off the blacklist, by whom, when and why. A lifted ban keeps its line.
 */
export interface BanRecord {
  id: string;
  riderId: string;
  action: BanAction;
  /** the ban's reason; empty for a lift */
  reason: string;
  /** the operator's name */
  operator: string;
  at: string;
  /** a ban's end (end of that day, UTC+8); none: permanent or a lift */
  until?: string;
}

export interface RiderDetail extends Rider {
  agentName?: string;
  blacklist: BlacklistEntry | null;
  /** where a balance or deposit refund goes back to: the channel the deposit was paid through */
  refundChannel: 'wechat' | 'alipay';
  depositLog: DepositEvent[];
  stats: { orders: number; paidTotal: number; refundTotal: number; couponUses: number; lastRideAt: string | null };
}

export type TxnKind = 'recharge' | 'gift' | 'ride' | 'refund' | 'adjust';
/** cash: the rider's balance; gift: the gift balance of recharge activities */
export type TxnAccount = 'cash' | 'gift';
export type TxnChannel = 'wechat' | 'alipay' | 'wallet' | 'system' | 'activity';

export const TXN_KIND: Record<TxnKind, { label: string; color: string }> = {
  recharge: { label: '充值', color: 'green' },
  gift: { label: '赠送', color: 'cyan' },
  ride: { label: '骑行消费', color: 'blue' },
  refund: { label: '退款', color: 'purple' },
  adjust: { label: '后台调整', color: 'orange' },
};

export const TXN_CHANNEL: Record<string, string> = {
  wechat: '微信支付',
  alipay: '支付宝',
  wallet: '钱包余额',
  system: '后台操作',
  activity: '营销活动',
};

export interface WalletTxn {
  id: string;
  userId: string;
  kind: TxnKind;
  account: TxnAccount;
  /** fen; negative takes money out */
  amount: number;
  /** fen, the account's balance after this transaction */
  balanceAfter: number;
  channel: TxnChannel;
  note: string;
  orderId?: string;
  refundId?: string;
  /** operator name, for staff actions */
  by?: string;
  createdAt: string;
}

/** A ride of the rider (the order list filtered by userId). */
export interface Ride {
  orderId: string;
  vehicleNo: string;
  serviceAreaName?: string;
  startAt: string;
  endAt?: string;
  duration: number;
  distance: number;
  amount: OrderAmount;
  payChannel: PayChannel;
  status: OrderStatus;
}

export type RefundKind = 'order' | 'balance' | 'deposit';
export type RefundStatus = 'pending' | 'approved' | 'rejected' | 'done';

export const REFUND_KIND: Record<RefundKind, string> = { order: '订单退款', balance: '余额退款', deposit: '押金退款' };
export const REFUND_STATUS: Record<RefundStatus, { label: string; color: string }> = {
  pending: { label: '待处理', color: 'processing' },
  approved: { label: '已同意', color: 'blue' },
  rejected: { label: '已拒绝', color: 'error' },
  done: { label: '已退款', color: 'success' },
};

export interface Refund {
  refundId: string;
  kind: RefundKind;
  orderId?: string;
  userId: string;
  /** fen */
  amount: number;
  reason: string;
  status: RefundStatus;
  /** where the money goes: the wallet, or back to the paying channel */
  channel: 'wallet' | 'wechat' | 'alipay';
  /** the destination in words (原路退回微信, 退回钱包, …), in the reply of a refund just made */
  destination?: string;
  createdAt: string;
  /** operator name */
  handledBy?: string;
}

/** A complaint ticket of the rider (the worksheet list filtered by userId). */
export interface Ticket {
  id: string;
  type: WorksheetType;
  content: string;
  orderId?: string;
  status: WorksheetStatus;
  assigneeName?: string;
  createdAt: string;
}
