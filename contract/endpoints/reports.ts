import { read } from '@contract/endpoint';
import type {
  CardKind,
  CardReport,
  DailyReport,
  DepositReport,
  Statement,
  StatementItem,
  WalletRow,
} from '@contract/schemas/reports';

interface StatsQuery {
  from: string;
  to: string;
  areaId?: string;
}
interface DayReport<R> {
  from: string;
  to: string;
  rows: R[];
}

const R = '/platform/report';

/** Reports: the daily figures (the header's selection applies) and the reconciliation with the pay channels. */
export const REPORTS = {
  daily: read<DailyReport, StatsQuery>(`${R}/daily`, ['150101']),
  wallet: read<DayReport<WalletRow>, StatsQuery>(`${R}/wallet`, ['150301']),
  deposit: read<DepositReport, StatsQuery>(`${R}/deposit`, ['150401']),
  /** riding cards need 150501, discount cards 150601 (the handler checks the one of `kind`) */
  card: read<CardReport, StatsQuery & { kind: CardKind }>(`${R}/card`, ['150501', '150601']),
  reconciliation: read<{ rows: Statement[]; total: number }>(`${R}/reconciliation`, ['FinancialReconciliation']),
  reconciliationItems: read<StatementItem[], { date: string; channel: string }>(`${R}/reconciliation/items`, [
    'FinancialReconciliation',
  ]),
} as const;
