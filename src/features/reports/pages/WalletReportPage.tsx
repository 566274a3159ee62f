import type { ChartOption } from '@/shared/ui/charts/echarts';
import type { ListColumn } from '@/shared/ui/list/types';
import StatsPage, { type Kpi } from '@/shared/ui/StatsPage';
import { money } from '@/shared/utils/format';
import { reportApi, type DayReport, type WalletRow } from '../api';
import { count, countCol, dateCol, moneyCol, sumOf, totalsOf, yuan } from '../stats';
import { queryDef } from '@/shared/query/defs';
import { reportKeys } from '../keys';

const columns: ListColumn<WalletRow>[] = [
  dateCol(),
  countCol('recharges', '充值笔数'),
  moneyCol('recharge', '充值金额'),
  moneyCol('gift', '活动赠送'),
  countCol('rides', '骑行扣费笔数'),
  moneyCol('spent', '骑行消费'),
  countCol('refunds', '订单退款笔数'),
  moneyCol('refunded', '订单退款入账'),
  countCol('withdrawals', '余额退款笔数'),
  moneyCol('withdrawn', '余额退款'),
  moneyCol('adjust', '人工调整'),
  moneyCol('net', '余额变动'),
];

const totals = totalsOf<WalletRow>(
  ['recharge', 'gift', 'spent', 'refunded', 'withdrawn', 'adjust', 'net'],
  ['recharges', 'rides', 'refunds', 'withdrawals'],
);

const kpis = ({ rows }: DayReport<WalletRow>): Kpi[] => [
  {
    title: '充值金额',
    value: money(sumOf(rows, 'recharge')),
    hint: `${count(sumOf(rows, 'recharges'))} 笔，活动赠送 ${money(sumOf(rows, 'gift'))}`,
  },
  { title: '骑行消费', value: money(sumOf(rows, 'spent')), hint: `${count(sumOf(rows, 'rides'))} 笔骑行从钱包扣费` },
  {
    title: '订单退款入账',
    value: money(sumOf(rows, 'refunded')),
    hint: `${count(sumOf(rows, 'refunds'))} 笔订单退款退回钱包`,
  },
  {
    title: '余额退款',
    value: money(sumOf(rows, 'withdrawn')),
    hint: `${count(sumOf(rows, 'withdrawals'))} 笔余额原路退回用户`,
  },
  {
    title: '余额变动',
    value: money(sumOf(rows, 'net')),
    hint: `充值 + 订单退款 + 人工调整 − 骑行消费 − 余额退款（人工调整 ${money(sumOf(rows, 'adjust'))}）`,
  },
];

function chart({ rows }: DayReport<WalletRow>): ChartOption {
  const days = [...rows].reverse();
  const y = (fen: number) => Number(yuan(fen));
  return {
    tooltip: { trigger: 'axis', valueFormatter: (v: unknown) => `¥${Number(v).toFixed(2)}` },
    legend: { top: 0, data: ['充值', '订单退款入账', '骑行消费', '余额退款', '余额变动'] },
    grid: { left: 56, right: 16, top: 36, bottom: 28 },
    xAxis: { type: 'category', data: days.map((r) => r.date.slice(5)) },
    yAxis: { type: 'value', name: '元' },
    series: [
      { name: '充值', type: 'bar', stack: 'in', data: days.map((r) => y(r.recharge)), itemStyle: { color: '#1677ff' } },
      {
        name: '订单退款入账',
        type: 'bar',
        stack: 'in',
        data: days.map((r) => y(r.refunded)),
        itemStyle: { color: '#13c2c2' },
      },
      {
        name: '骑行消费',
        type: 'bar',
        stack: 'out',
        data: days.map((r) => -y(r.spent)),
        itemStyle: { color: '#faad14' },
      },
      {
        name: '余额退款',
        type: 'bar',
        stack: 'out',
        data: days.map((r) => -y(r.withdrawn)),
        itemStyle: { color: '#eb2f96' },
      },
      {
        name: '余额变动',
        type: 'line',
        smooth: true,
        data: days.map((r) => y(r.net)),
        itemStyle: { color: '#722ed1' },
      },
    ],
  };
}

const source = queryDef(reportKeys.wallet, reportApi.wallet);

/** /report/wallet-report (150301): the riders' wallets per day: top-ups, ride spending, order refunds in, balance refunds out, and the balance movement. */
export default function WalletReportPage() {
  return (
    <StatsPage<DayReport<WalletRow>, WalletRow>
      source={source}
      rows={(r) => r.rows}
      kpis={kpis}
      chart={chart}
      chartLabel="每日钱包收支"
      columns={columns}
      rowKey="date"
      totals={totals}
      basis="骑行消费按支付时间、订单退款入账按退款时间计入当天，计入骑行所在服务区，与日统计的钱包一致；充值、余额退款和人工调整计入用户所属服务区。"
      exportName="钱包报表"
    />
  );
}
