import { z } from 'zod';
import { REPORTS } from '@contract/endpoints/reports';
import type { Replies } from './registry';
import { byKey, cashChannel, count, day, discountSource, fen, instant, pageOf } from './common';

/** One day of the financial statistics; money in fen. */
export const dailyRow = z.object({
  date: day,
  rides: count,
  paidOrders: count,
  /** base + time + dispatch fees, before discounts */
  fare: fen,
  discount: fen,
  /** the discounts by what they were (coupon, riding card, activity): they sum to `discount` */
  discountBy: byKey(discountSource, fen),
  /** fare − discount: what was paid, by cash channel (they sum to it) */
  paid: fen,
  byChannel: byKey(cashChannel, fen),
  refunds: fen,
  refundCount: count,
  net: fen,
});
export type DailyRow = z.infer<typeof dailyRow>;

const dayReport = <T extends z.ZodType>(row: T) => z.object({ from: day, to: day, rows: z.array(row) });

export const dailyReport = dayReport(dailyRow);
export type DailyReport = z.infer<typeof dailyReport>;

/** One day of the riders' wallets; money in fen. */
export const walletRow = z.object({
  date: day,
  recharges: count,
  recharge: fen,
  /** gift balance of recharge activities */
  gift: fen,
  rides: count,
  spent: fen,
  /** order refunds into the wallet */
  refunds: count,
  refunded: fen,
  /** balance refunds: money out of the wallet, back to the rider's channel (fen, positive) */
  withdrawals: count,
  withdrawn: fen,
  adjust: fen,
  /** the cash balance's movement */
  net: fen,
});
export type WalletRow = z.infer<typeof walletRow>;
export const walletReport = dayReport(walletRow);

export const depositRow = z.object({
  date: day,
  paidCount: count,
  paid: fen,
  refundedCount: count,
  refunded: fen,
  frozenCount: count,
  frozen: fen,
  recovered: count,
  applied: count,
  net: fen,
});
export type DepositRow = z.infer<typeof depositRow>;
export const depositReport = dayReport(depositRow).extend({ held: fen, holders: count });
export type DepositReport = z.infer<typeof depositReport>;

export const cardKind = z.enum(['riding', 'discount']);
export type CardKind = z.infer<typeof cardKind>;
const sales = z.object({ count, amount: fen });
export const cardRow = z.object({ date: day, count, amount: fen, byCard: z.record(z.string(), sales) });
export type CardRow = z.infer<typeof cardRow>;
export const cardReport = dayReport(cardRow).extend({
  kind: cardKind,
  cards: z.array(z.object({ name: z.string(), days: count, price: fen })),
});
export type CardReport = z.infer<typeof cardReport>;

/** The query of a day report: an inclusive range of days and optionally one service area. */
export const statsQuery = z.object({ from: day.optional(), to: day.optional(), areaId: z.string().optional() });

/** Financial reconciliation (财务对账): one statement per day and pay channel; money in fen. */
export const recChannel = z.enum(['wechat', 'alipay']);
export const recResult = z.enum(['matched', 'mismatch', 'pending']);
export const recItemState = z.enum(['matched', 'platform_only', 'channel_only', 'amount_diff']);
export const statement = z.object({
  id: z.string(),
  date: day,
  channel: recChannel,
  platformCount: count,
  platformAmount: fen,
  refundCount: count,
  refundAmount: fen,
  channelCount: count,
  channelAmount: fen,
  diffCount: count,
  diffAmount: fen,
  fee: fen,
  settlement: fen,
  result: recResult,
});
export type Statement = z.infer<typeof statement>;
export const statementItem = z.object({
  tradeNo: z.string(),
  source: z.enum(['ride', 'recharge', 'card', 'refund']),
  ref: z.string(),
  userId: z.string(),
  at: instant,
  platform: fen.nullable(),
  channel: fen.nullable(),
  state: recItemState,
});
export type StatementItem = z.infer<typeof statementItem>;

export const REPORT_REPLIES: Replies = [
  [REPORTS.daily, dailyReport],
  [REPORTS.wallet, walletReport],
  [REPORTS.deposit, depositReport],
  [REPORTS.card, cardReport],
  [REPORTS.reconciliation, pageOf(statement)],
  [REPORTS.reconciliationItems, z.array(statementItem)],
];
