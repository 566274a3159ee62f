/** The voltage → percent curve as an ECharts option (tested as data; drawn in the browser). */
import type { ChartOption } from '@/shared/ui/charts/echarts';
import { VOLTAGE_LIMITS, type VoltagePoint } from '@contract/production';

/** The x axis around the points (whole volts, 2 V of margin, inside the allowed range). */
export function voltageAxis(points: readonly VoltagePoint[]): [number, number] {
  const vs = points.map((p) => p.voltage).filter((v) => Number.isFinite(v));
  if (!vs.length) return [40, 60];
  return [
    Math.max(VOLTAGE_LIMITS.min, Math.floor(Math.min(...vs)) - 2),
    Math.min(VOLTAGE_LIMITS.max, Math.ceil(Math.max(...vs)) + 2),
  ];
}

export function curveOption(points: readonly VoltagePoint[]): ChartOption {
  const [min, max] = voltageAxis(points);
  return {
    animation: false,
    grid: { left: 48, right: 24, top: 24, bottom: 40 },
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'value', name: '电压 (V)', nameLocation: 'middle', nameGap: 26, min, max },
    yAxis: { type: 'value', name: '电量 (%)', min: 0, max: 100 },
    series: [{ name: '电量', type: 'line', symbolSize: 12, data: points.map((p) => [p.voltage, p.percent]) }],
  };
}

/** A dragged point, kept on the grid: one decimal of volt, whole percent, inside the limits. */
export const snapPoint = ([voltage, percent]: number[]): VoltagePoint => ({
  voltage: Math.min(VOLTAGE_LIMITS.max, Math.max(VOLTAGE_LIMITS.min, Math.round(voltage * 10) / 10)),
  percent: Math.min(100, Math.max(0, Math.round(percent))),
});
