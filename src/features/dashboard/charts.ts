import type { ChartOption } from '@/shared/ui/charts/echarts';
import { STATUS_META, STATUS_ORDER } from '@/shared/utils/vehicleStatus';
import type { Overview } from './api';

const HOURS = Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, '0')}:00`);

/** Rides per hour, today (up to the current hour) against yesterday. */
export function hourlyChart(o: Overview): ChartOption {
  const nowHour = new Date(Date.parse(o.at) + 8 * 3600000).getUTCHours();
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0, data: ['今日', '昨日'] },
    grid: { left: 40, right: 16, top: 36, bottom: 28 },
    xAxis: { type: 'category', data: HOURS, boundaryGap: false },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      {
        name: '今日',
        type: 'line',
        smooth: true,
        areaStyle: { opacity: 0.15 }, // the hour under way is drawn once it has rides, so the line does not dip to 0
        data: o.today.hourly.map((n, h) => (h < nowHour || (h === nowHour && n > 0) ? n : null)),
        itemStyle: { color: '#1677ff' },
      },
      {
        name: '昨日',
        type: 'line',
        smooth: true,
        data: o.yesterday.hourly,
        itemStyle: { color: '#bfbfbf' },
        lineStyle: { type: 'dashed' },
      },
    ],
  };
}

/** The fleet by display status, in the legend's order and colours. */
export function statusChart(o: Overview): ChartOption {
  return {
    tooltip: { trigger: 'item', formatter: '{b}：{c} 辆（{d}%）' },
    legend: { orient: 'vertical', right: 0, top: 'middle' },
    series: [
      {
        type: 'pie',
        radius: ['45%', '70%'],
        center: ['38%', '50%'],
        label: { show: false },
        data: STATUS_ORDER.filter((s) => o.fleet.byStatus[s] > 0).map((s) => ({
          name: STATUS_META[s].label,
          value: o.fleet.byStatus[s],
          itemStyle: { color: STATUS_META[s].color },
        })),
      },
    ],
  };
}

/** Today's rides per service area, most first. */
export function areaChart(o: Overview): ChartOption {
  const areas = [...o.areas].reverse();
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    grid: { left: 90, right: 24, top: 8, bottom: 24 },
    xAxis: { type: 'value', minInterval: 1 },
    yAxis: { type: 'category', data: areas.map((a) => a.name) },
    series: [{ type: 'bar', data: areas.map((a) => a.rides), itemStyle: { color: '#13c2c2' }, barMaxWidth: 24 }],
  };
}
