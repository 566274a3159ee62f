import { callEndpoint } from '@/shared/http/endpoint';
import { REPORTS } from '@contract/endpoints/reports';
import type { StatsQuery } from '@/shared/ui/StatsPage';
import type { CardKind } from '@contract/schemas/reports';

export type { CardKind, CardReport, CardRow, DailyReport, DailyRow, DepositReport, DepositRow, WalletRow } from '@contract/schemas/reports';

export interface DayReport<R> {
  from: string;
  to: string;
  rows: R[];
}

/** Reports (screens and routes 报表); the header's selection applies. */
export const reportApi = {
  daily: (q: StatsQuery, signal: AbortSignal) => callEndpoint(REPORTS.daily, { input: q }, { signal, scoped: true }),
  wallet: (q: StatsQuery, signal: AbortSignal) => callEndpoint(REPORTS.wallet, { input: q }, { signal, scoped: true }),
  deposit: (q: StatsQuery, signal: AbortSignal) => callEndpoint(REPORTS.deposit, { input: q }, { signal, scoped: true }),
  card: (kind: CardKind, q: StatsQuery, signal: AbortSignal) => callEndpoint(REPORTS.card, { input: { kind, ...q } }, { signal, scoped: true }),
};
