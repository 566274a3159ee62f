import { callEndpoint } from '@/shared/http/endpoint';
import { REPORTS } from '@contract/endpoints/reports';
import { RIDER_READS } from '@contract/endpoints/riders';
import type { StatsQuery } from '@/shared/ui/StatsPage';
import type { CardKind, Statement } from '@contract/schemas/reports';
import { toPage, type ListQuery, type Page } from '@/shared/http/page';
import type { OrderRow } from '@contract/orders';

export type {
  CardKind,
  CardReport,
  CardRow,
  DailyReport,
  DailyRow,
  DepositReport,
  DepositRow,
  WalletRow,
} from '@contract/schemas/reports';
import { registerReplies } from '@/shared/http/replyCheck';
import { REPORT_REPLIES } from '@contract/schemas/reports';
import { RIDER_REPLIES } from '@contract/schemas/riders';

// the reply schemas of what this module calls: they load with the page, and its replies are checked (replyCheck.ts)
registerReplies([...REPORT_REPLIES, ...RIDER_REPLIES]);

export interface DayReport<R> {
  from: string;
  to: string;
  rows: R[];
}

/** Reports (screens and routes 报表); the header's selection applies. */
export const reportApi = {
  daily: (q: StatsQuery, signal: AbortSignal) => callEndpoint(REPORTS.daily, { input: q }, { signal, scoped: true }),
  wallet: (q: StatsQuery, signal: AbortSignal) => callEndpoint(REPORTS.wallet, { input: q }, { signal, scoped: true }),
  deposit: (q: StatsQuery, signal: AbortSignal) =>
    callEndpoint(REPORTS.deposit, { input: q }, { signal, scoped: true }),
  card: (kind: CardKind, q: StatsQuery, signal: AbortSignal) =>
    callEndpoint(REPORTS.card, { input: { kind, ...q } }, { signal, scoped: true }),
};

/** Financial reconciliation (财务对账): one statement per day and pay channel. */
export const reconciliationApi = {
  statements: (q: ListQuery, signal?: AbortSignal): Promise<Page<Statement>> =>
    callEndpoint(REPORTS.reconciliation, { input: q }, { signal, scoped: true }).then((d) => toPage<Statement>(d)),
  items: (s: Pick<Statement, 'date' | 'channel'>, signal?: AbortSignal) =>
    callEndpoint(
      REPORTS.reconciliationItems,
      { input: { date: s.date, channel: s.channel } },
      { signal, scoped: true },
    ),
};

/** A ride as 交易订单 lists it: a row of the order list. */
export type Transaction = Pick<
  OrderRow,
  | 'orderId'
  | 'userId'
  | 'phone'
  | 'serviceAreaName'
  | 'startAt'
  | 'endAt'
  | 'paidAt'
  | 'payChannel'
  | 'status'
  | 'amount'
>;

/** Rides by payment (交易订单, 1502): `/platform/order/list` in the header scope. */
export const transactionApi = {
  list: (q: ListQuery, signal?: AbortSignal): Promise<Page<Transaction>> =>
    callEndpoint(RIDER_READS.orderList, { input: q }, { signal, scoped: true }).then((d) => toPage<Transaction>(d)),
};
