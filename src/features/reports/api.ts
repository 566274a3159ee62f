import type { CashChannel, DiscountSource } from '@contract/orders';
import { http } from '@/shared/http/client';
import type { StatsQuery } from '@/shared/ui/StatsPage';

/** One day of the financial statistics; money in fen. */
export interface DailyRow {
  date: string;
  rides: number;
  paidOrders: number;
  /** base + time + dispatch fees, before discounts */
  fare: number;
  discount: number;
  /** the discounts by what they were (coupon, riding card, activity): they sum to `discount` */
  discountBy: Record<DiscountSource, number>;
  /** fare − discount: what was paid, by cash channel (they sum to it) */
  paid: number;
  byChannel: Record<CashChannel, number>;
  refunds: number;
  refundCount: number;
  net: number;
}

export interface DailyReport {
  from: string;
  to: string;
  rows: DailyRow[];
}

/** One day of the riders' wallets; money in fen. */
export interface WalletRow {
  date: string;
  recharges: number;
  recharge: number;
  /** gift balance of recharge activities */
  gift: number;
  rides: number;
  spent: number;
  refunds: number;
  refunded: number;
  adjust: number;
  /** the cash balance's movement */
  net: number;
}

export interface DepositRow {
  date: string;
  paidCount: number;
  paid: number;
  refundedCount: number;
  refunded: number;
  frozenCount: number;
  frozen: number;
  recovered: number;
  applied: number;
  net: number;
}

export type CardKind = 'riding' | 'discount';

export interface CardRow {
  date: string;
  count: number;
  amount: number;
  byCard: Record<string, { count: number; amount: number }>;
}

export interface DayReport<R> {
  from: string;
  to: string;
  rows: R[];
}

export type DepositReport = DayReport<DepositRow> & { held: number; holders: number };
export type CardReport = DayReport<CardRow> & { kind: CardKind; cards: Array<{ name: string; days: number; price: number }> };

const get = <T,>(path: string, q: object, signal?: AbortSignal) => http.get<T>(path, { ...q }, { signal, scoped: true });

/** Reports (screens and routes 报表); the header's selection applies. */
export const reportApi = {
  daily: (q: StatsQuery, signal: AbortSignal) => get<DailyReport>('/platform/report/daily', q, signal),
  wallet: (q: StatsQuery, signal: AbortSignal) => get<DayReport<WalletRow>>('/platform/report/wallet', q, signal),
  deposit: (q: StatsQuery, signal: AbortSignal) => get<DepositReport>('/platform/report/deposit', q, signal),
  card: (kind: CardKind, q: StatsQuery, signal: AbortSignal) => get<CardReport>('/platform/report/card', { kind, ...q }, signal),
};
