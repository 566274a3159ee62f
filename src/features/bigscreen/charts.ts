/** ECharts options of the big screens, built from the screens' data (tested as data). */
import { PAY_CHANNEL } from '@contract/orders';
import { BS_LINE, BS_PALETTE, BS_TEXT, bsAxis, bsBase, bsLegend } from '@/widgets/bigscreen/chartTheme';
import type { ChartOption } from '@/shared/ui/charts/echarts';
import { STATUS_META, STATUS_ORDER } from '@/shared/utils/vehicleStatus';
import type { OperationsScreen, RevenueScreen } from './api';

const HOURS = Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, '0')}:00`);
const BATTERY_BANDS = Array.from({ length: 10 }, (_, i) => (i === 9 ? '90-100%' : `${i * 10}-${i * 10 + 9}%`));
const yuan = (fen: number) => Math.round(fen) / 100;

/** The fleet by display status, most urgent first, in the statuses' colours. */
export function statusChart(o: OperationsScreen): ChartOption {
  const rows = STATUS_ORDER.filter((s) => o.fleet.byStatus[s] > 0).reverse();
  return {
    ...bsBase,
    tooltip: { ...bsBase.tooltip, trigger: 'axis', axisPointer: { type: 'shadow' } },
    grid: { left: 76, right: 56, top: 4, bottom: 4 },
    xAxis: { type: 'value', show: false },
    yAxis: {
      type: 'category',
      data: rows.map((s) => STATUS_META[s].label),
      ...bsAxis,
      axisLabel: { ...bsAxis.axisLabel, fontSize: 14 },
    },
    series: [
      {
        name: '车辆',
        type: 'bar',
        barMaxWidth: 16,
        label: { show: true, position: 'right', color: '#e6f0ff', fontSize: 14 },
        data: rows.map((s) => ({
          value: o.fleet.byStatus[s],
          itemStyle: { color: STATUS_META[s].color, borderRadius: [0, 3, 3, 0] },
        })),
      },
    ],
  };
}

/** Vehicles per 10 % battery band; the low bands in warning colours. */
export function batteryChart(o: OperationsScreen): ChartOption {
  return {
    ...bsBase,
    tooltip: { ...bsBase.tooltip, trigger: 'axis', axisPointer: { type: 'shadow' } },
    grid: { left: 48, right: 12, top: 16, bottom: 28 },
    xAxis: {
      type: 'category',
      data: BATTERY_BANDS,
      ...bsAxis,
      axisLabel: { ...bsAxis.axisLabel, fontSize: 11, interval: 0, rotate: 30 },
    },
    yAxis: { type: 'value', minInterval: 1, ...bsAxis },
    series: [
      {
        name: '车辆',
        type: 'bar',
        barMaxWidth: 22,
        data: o.battery.map((n, i) => ({
          value: n,
          itemStyle: { color: i < 2 ? '#f5222d' : i < 3 ? '#faad14' : '#22d3ee', borderRadius: [3, 3, 0, 0] },
        })),
      },
    ],
  };
}

/** Rides per hour today (up to the hour under way) against yesterday. */
export function hourlyChart(o: OperationsScreen): ChartOption {
  const nowHour = new Date(Date.parse(o.at) + 8 * 3600000).getUTCHours();
  return {
    ...bsBase,
    tooltip: { ...bsBase.tooltip, trigger: 'axis' },
    legend: { ...bsLegend, top: 0, right: 0, data: ['今日', '昨日'] },
    grid: { left: 48, right: 16, top: 32, bottom: 24 },
    xAxis: { type: 'category', data: HOURS, boundaryGap: false, ...bsAxis },
    yAxis: { type: 'value', minInterval: 1, ...bsAxis },
    series: [
      {
        name: '今日',
        type: 'line',
        smooth: true,
        symbol: 'none',
        lineStyle: { width: 3, color: '#22d3ee' },
        itemStyle: { color: '#22d3ee' },
        areaStyle: {
          color: {
            type: 'linear',
            x: 0,
            y: 0,
            x2: 0,
            y2: 1,
            colorStops: [
              { offset: 0, color: 'rgba(34,211,238,0.45)' },
              { offset: 1, color: 'rgba(34,211,238,0)' },
            ],
          },
        },
        data: o.hourly.today.map((n, h) => (h < nowHour || (h === nowHour && n > 0) ? n : null)),
      },
      {
        name: '昨日',
        type: 'line',
        smooth: true,
        symbol: 'none',
        itemStyle: { color: '#6f89b3' },
        lineStyle: { type: 'dashed', color: '#6f89b3' },
        data: o.hourly.yesterday,
      },
    ],
  };
}

/** Takings by pay channel: today inside, this month outside (yuan). */
export function channelChart(r: RevenueScreen): ChartOption {
  const ring = (key: 'today' | 'month') =>
    r.channels.map((c) => ({ name: PAY_CHANNEL[c.channel], value: yuan(c[key]) }));
  return {
    ...bsBase,
    tooltip: { ...bsBase.tooltip, trigger: 'item', formatter: '{a}<br/>{b}：¥{c}（{d}%）' },
    legend: { ...bsLegend, bottom: 0, left: 'center' },
    series: [
      {
        name: '今日',
        type: 'pie',
        radius: ['0%', '34%'],
        center: ['50%', '44%'],
        label: { show: false },
        data: ring('today'),
      },
      {
        name: '本月',
        type: 'pie',
        radius: ['46%', '64%'],
        center: ['50%', '44%'],
        label: { color: BS_TEXT, formatter: '{d}%', fontSize: 13 },
        labelLine: { lineStyle: { color: BS_LINE } },
        itemStyle: { borderColor: '#081a38', borderWidth: 2 },
        data: ring('month'),
      },
    ],
  };
}

/** Riding-card sales of this month by card (yuan). */
export function cardChart(r: RevenueScreen): ChartOption {
  const rows = r.cards.byCard;
  return {
    ...bsBase,
    tooltip: { ...bsBase.tooltip, trigger: 'axis', axisPointer: { type: 'shadow' } },
    grid: { left: 56, right: 16, top: 28, bottom: 28 },
    xAxis: { type: 'category', data: rows.map((c) => c.name), ...bsAxis },
    yAxis: { type: 'value', name: '元', nameTextStyle: { color: BS_TEXT }, ...bsAxis },
    series: [
      {
        name: '本月销售额',
        type: 'bar',
        barMaxWidth: 36,
        label: {
          show: true,
          position: 'top',
          color: '#e6f0ff',
          formatter: (p: { dataIndex: number }) => `${rows[p.dataIndex]?.count ?? 0} 张`,
        },
        itemStyle: { color: BS_PALETTE[3], borderRadius: [3, 3, 0, 0] },
        data: rows.map((c) => yuan(c.amount)),
      },
    ],
  };
}

/** The last 30 days: ride takings and riding-card sales (yuan, stacked) with the paid rides. */
export function trendChart(r: RevenueScreen): ChartOption {
  return {
    ...bsBase,
    tooltip: { ...bsBase.tooltip, trigger: 'axis' },
    legend: { ...bsLegend, top: 0, left: 'center', data: ['骑行营收', '骑行卡销售', '订单数'] },
    grid: { left: 64, right: 56, top: 40, bottom: 28 },
    xAxis: { type: 'category', data: r.trend.map((d) => d.date.slice(5)), ...bsAxis },
    yAxis: [
      { type: 'value', name: '元', nameTextStyle: { color: BS_TEXT }, ...bsAxis },
      {
        type: 'value',
        name: '单',
        nameTextStyle: { color: BS_TEXT },
        minInterval: 1,
        ...bsAxis,
        splitLine: { show: false },
      },
    ],
    series: [
      {
        name: '骑行营收',
        type: 'bar',
        stack: 'takings',
        barMaxWidth: 18,
        itemStyle: { color: BS_PALETTE[0] },
        data: r.trend.map((d) => yuan(d.revenue)),
      },
      {
        name: '骑行卡销售',
        type: 'bar',
        stack: 'takings',
        barMaxWidth: 18,
        itemStyle: { color: BS_PALETTE[3], borderRadius: [3, 3, 0, 0] },
        data: r.trend.map((d) => yuan(d.cards)),
      },
      {
        name: '订单数',
        type: 'line',
        yAxisIndex: 1,
        smooth: true,
        symbol: 'circle',
        symbolSize: 5,
        itemStyle: { color: BS_PALETTE[1] },
        lineStyle: { width: 2 },
        data: r.trend.map((d) => d.orders),
      },
    ],
  };
}
