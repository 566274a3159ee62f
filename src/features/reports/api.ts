import type { PayChannel } from '@/shared/domain/orders';
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
  paid: number;
  byChannel: Record<PayChannel, number>;
  refunds: number;
  refundCount: number;
  net: number;
}

export interface DailyReport {
  from: string;
  to: string;
  rows: DailyRow[];
}

/** Reports (SPEC.md §2 报表); the header's selection applies. */
export const reportApi = {
  daily: (q: StatsQuery, signal: AbortSignal) => http.get<DailyReport>('/platform/report/daily', { ...q }, { signal, scoped: true }),
};
