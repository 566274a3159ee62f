import type { ChartOption } from '@/shared/ui/charts/echarts';
import type { ListColumn } from '@/shared/ui/list/types';
import StatsPage, { type Kpi } from '@/shared/ui/StatsPage';
import { money } from '@/shared/utils/format';
import { reportApi, type DepositReport, type DepositRow } from '../api';
import { count, countCol, dateCol, moneyCol, sumOf, totalsOf, yuan } from '../stats';
import { queryDef } from '@/shared/query/defs';
import { reportKeys } from '../keys';

const columns: ListColumn<DepositRow>[] = [
  dateCol(),
  countCol('paidCount', '缴纳笔数'),
  moneyCol('paid', '缴纳金额'),
  countCol('applied', '申请退还'),
  countCol('refundedCount', '退还笔数'),
  moneyCol('refunded', '退还金额'),
  countCol('frozenCount', '冻结笔数'),
  moneyCol('frozen', '冻结金额'),
  countCol('recovered', '解冻笔数'),
  moneyCol('net', '净流入'),
];

const totals = totalsOf<DepositRow>(
  ['paid', 'refunded', 'frozen', 'net'],
  ['paidCount', 'applied', 'refundedCount', 'frozenCount', 'recovered'],
);

const kpis = (r: DepositReport): Kpi[] => [
  { title: '缴纳押金', value: money(sumOf(r.rows, 'paid')), hint: `${count(sumOf(r.rows, 'paidCount'))} 笔` },
  {
    title: '退还押金',
    value: money(sumOf(r.rows, 'refunded')),
    hint: `${count(sumOf(r.rows, 'refundedCount'))} 笔，申请 ${count(sumOf(r.rows, 'applied'))} 次`,
  },
  {
    title: '冻结押金',
    value: money(sumOf(r.rows, 'frozen')),
    hint: `${count(sumOf(r.rows, 'frozenCount'))} 笔，解冻 ${count(sumOf(r.rows, 'recovered'))} 笔`,
  },
  { title: '押金余额', value: money(r.held), hint: `当前 ${count(r.holders)} 位用户持有押金` },
];

function chart({ rows }: DepositReport): ChartOption {
  const days = [...rows].reverse();
  const y = (fen: number) => Number(yuan(fen));
  return {
    tooltip: { trigger: 'axis', valueFormatter: (v: unknown) => `¥${Number(v).toFixed(2)}` },
    legend: { top: 0, data: ['缴纳', '退还', '冻结', '净流入'] },
    grid: { left: 56, right: 16, top: 36, bottom: 28 },
    xAxis: { type: 'category', data: days.map((r) => r.date.slice(5)) },
    yAxis: { type: 'value', name: '元' },
    series: [
      { name: '缴纳', type: 'bar', data: days.map((r) => y(r.paid)), itemStyle: { color: '#1677ff' } },
      { name: '退还', type: 'bar', data: days.map((r) => -y(r.refunded)), itemStyle: { color: '#ff4d4f' } },
      { name: '冻结', type: 'bar', data: days.map((r) => y(r.frozen)), itemStyle: { color: '#8c8c8c' } },
      { name: '净流入', type: 'line', smooth: true, data: days.map((r) => y(r.net)), itemStyle: { color: '#722ed1' } },
    ],
  };
}

const source = queryDef(reportKeys.deposit, reportApi.deposit);

/** /report/deposit-report (150401): deposits paid, refunded and frozen per day, and what riders hold now. */
export default function DepositReportPage() {
  return (
    <StatsPage<DepositReport, DepositRow>
      source={source}
      rows={(r) => r.rows}
      kpis={kpis}
      chart={chart}
      chartLabel="每日押金"
      columns={columns}
      rowKey="date"
      totals={totals}
      exportName="押金报表"
    />
  );
}
