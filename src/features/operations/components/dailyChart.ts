import type { ChartOption } from '@/shared/ui/charts/echarts';

interface Series<D> {
  name: string;
  value: (d: D) => number;
  color: string;
}

/** A per-day chart of the operations statistics: one series as bars, one as a line. */
export function dailyBarLine<D extends { date: string }>(days: D[], bar: Series<D>, line: Series<D>): ChartOption {
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0, data: [bar.name, line.name] },
    grid: { left: 48, right: 16, top: 36, bottom: 28 },
    xAxis: { type: 'category', data: days.map((d) => d.date.slice(5)) },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      { name: bar.name, type: 'bar', data: days.map(bar.value), itemStyle: { color: bar.color } },
      { name: line.name, type: 'line', smooth: true, data: days.map(line.value), itemStyle: { color: line.color } },
    ],
  };
}
