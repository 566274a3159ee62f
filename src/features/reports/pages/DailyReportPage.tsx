import type { ChartOption } from '@/shared/ui/charts/echarts';
import type { ListColumn } from '@/shared/ui/list/types';
import StatsPage, { type Kpi } from '@/shared/ui/StatsPage';
import { money } from '@/shared/utils/format';
import { reportApi, type DailyReport, type DailyRow } from '../api';
import { moneyCol as moneyColOf, yuan } from '../stats';
import { moneyColumn } from '@/shared/ui/list/columns';
import { queryDef } from '@/shared/query/defs';
import { reportKeys } from '../keys';

type Money = 'fare' | 'discount' | 'paid' | 'refunds' | 'net';
const total = (rows: DailyRow[], k: Money | 'rides' | 'paidOrders' | 'refundCount') =>
  rows.reduce((n, r) => n + r[k], 0);
const channel = (rows: DailyRow[], c: keyof DailyRow['byChannel']) => rows.reduce((n, r) => n + r.byChannel[c], 0);
const moneyCol = (key: Money, title: string) => moneyColOf<DailyRow>(key, title);
const channelCol = (c: keyof DailyRow['byChannel'], title: string): ListColumn<DailyRow> =>
  moneyColumn(`ch_${c}`, title, undefined, (r) => r.byChannel[c]);

const sourceOf = (rows: DailyRow[], d: keyof DailyRow['discountBy']) => rows.reduce((n, r) => n + r.discountBy[d], 0);
const sourceCol = (d: keyof DailyRow['discountBy'], title: string): ListColumn<DailyRow> =>
  moneyColumn(`off_${d}`, title, undefined, (r) => r.discountBy[d]);

const columns: ListColumn<DailyRow>[] = [
  { key: 'date', title: '日期', dataIndex: 'date', width: 110 },
  { key: 'rides', title: '完成骑行', dataIndex: 'rides', align: 'right' },
  { key: 'paidOrders', title: '支付订单', dataIndex: 'paidOrders', align: 'right' },
  moneyCol('fare', '应收'),
  moneyCol('discount', '优惠'),
  sourceCol('coupon', '优惠券'),
  sourceCol('riding_card', '骑行卡'),
  sourceCol('activity', '活动'),
  moneyCol('paid', '实收'),
  channelCol('wechat', '微信'),
  channelCol('alipay', '支付宝'),
  channelCol('wallet', '钱包'),
  { key: 'refundCount', title: '退款笔数', dataIndex: 'refundCount', align: 'right' },
  moneyCol('refunds', '订单退款'),
  moneyCol('net', '净收入'),
];

const totals = (rows: DailyRow[]) => ({
  rides: total(rows, 'rides').toLocaleString('zh-CN'),
  paidOrders: total(rows, 'paidOrders').toLocaleString('zh-CN'),
  fare: money(total(rows, 'fare')),
  discount: money(total(rows, 'discount')),
  off_coupon: money(sourceOf(rows, 'coupon')),
  off_riding_card: money(sourceOf(rows, 'riding_card')),
  off_activity: money(sourceOf(rows, 'activity')),
  paid: money(total(rows, 'paid')),
  ch_wechat: money(channel(rows, 'wechat')),
  ch_alipay: money(channel(rows, 'alipay')),
  ch_wallet: money(channel(rows, 'wallet')),
  refundCount: total(rows, 'refundCount').toLocaleString('zh-CN'),
  refunds: money(total(rows, 'refunds')),
  net: money(total(rows, 'net')),
});

const kpis = ({ rows }: DailyReport): Kpi[] => {
  const paid = total(rows, 'paid');
  const orders = total(rows, 'paidOrders');
  return [
    {
      title: '实收',
      value: money(paid),
      hint: `应收 ${money(total(rows, 'fare'))}，优惠 ${money(total(rows, 'discount'))}`,
    },
    {
      title: '净收入',
      value: money(total(rows, 'net')),
      hint: `订单退款 ${money(total(rows, 'refunds'))}（${total(rows, 'refundCount')} 笔）`,
    },
    {
      title: '支付订单',
      value: orders.toLocaleString('zh-CN'),
      hint: `完成骑行 ${total(rows, 'rides').toLocaleString('zh-CN')} 次`,
    },
    { title: '单均实收', value: money(orders ? Math.round(paid / orders) : 0), hint: '实收 ÷ 支付订单' },
  ];
};

function chart({ rows }: DailyReport): ChartOption {
  const days = [...rows].reverse();
  const y = (fen: number) => Number(yuan(fen));
  return {
    tooltip: { trigger: 'axis', valueFormatter: (v: unknown) => `¥${Number(v).toFixed(2)}` },
    legend: { top: 0, data: ['微信', '支付宝', '钱包', '退款', '净收入'] },
    grid: { left: 56, right: 16, top: 36, bottom: 28 },
    xAxis: { type: 'category', data: days.map((r) => r.date.slice(5)) },
    yAxis: { type: 'value', name: '元' },
    series: [
      {
        name: '微信',
        type: 'bar',
        stack: 'paid',
        data: days.map((r) => y(r.byChannel.wechat)),
        itemStyle: { color: '#52c41a' },
      },
      {
        name: '支付宝',
        type: 'bar',
        stack: 'paid',
        data: days.map((r) => y(r.byChannel.alipay)),
        itemStyle: { color: '#1677ff' },
      },
      {
        name: '钱包',
        type: 'bar',
        stack: 'paid',
        data: days.map((r) => y(r.byChannel.wallet)),
        itemStyle: { color: '#faad14' },
      },
      { name: '退款', type: 'bar', data: days.map((r) => -y(r.refunds)), itemStyle: { color: '#ff4d4f' } },
      { name: '净收入', type: 'line', smooth: true, data: days.map((r) => y(r.net)), itemStyle: { color: '#722ed1' } },
    ],
  };
}

const source = queryDef(reportKeys.daily, reportApi.daily);

/** /report/financial-statistics (150101): takings per day and channel, refunds and the net. */
export default function DailyReportPage() {
  return (
    <StatsPage<DailyReport, DailyRow>
      source={source}
      rows={(r) => r.rows}
      kpis={kpis}
      chart={chart}
      chartLabel="每日收入与退款"
      columns={columns}
      rowKey="date"
      totals={totals}
      exportName="日统计"
      basis="实收按支付时间计入当天（UTC+8），计入骑行所在服务区；微信、支付宝、钱包只含骑行支付（余额充值和购卡见财务对账）；订单退款按退款时间计入当天；完成骑行按还车时间计入当天。"
    />
  );
}
