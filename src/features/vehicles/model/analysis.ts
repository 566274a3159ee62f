import type { ChartOption } from '@/shared/ui/charts/echarts';
import type { Analysis, AnalysisDay } from '@contract/vehicles';

/** A day of the analysis with its ratios (money in fen). */
export interface AnalysisRow extends AnalysisDay {
  /** rides per vehicle in service */
  ridesPerVehicle: number;
  /** share of the vehicles in service that were ridden, 0..1 */
  utilisation: number;
  /** takings per vehicle in service, fen */
  revenuePerVehicle: number;
}

const ratio = (a: number, b: number) => (b ? a / b : 0);
const round2 = (n: number) => Math.round(n * 100) / 100;

export function analysisRows(a: Analysis): AnalysisRow[] {
  return a.rows.map((r) => ({
    ...r,
    ridesPerVehicle: round2(ratio(r.rides, r.vehicles)),
    utilisation: ratio(r.activeVehicles, r.vehicles),
    revenuePerVehicle: Math.round(ratio(r.revenue, r.vehicles)),
  }));
}

/** The range as a whole: per-vehicle figures over vehicle-days, so a growing fleet is weighed right. */
export function analysisSummary(rows: readonly AnalysisDay[]) {
  const vehicleDays = rows.reduce((s, r) => s + r.vehicles, 0);
  const rides = rows.reduce((s, r) => s + r.rides, 0);
  const revenue = rows.reduce((s, r) => s + r.revenue, 0);
  const active = rows.reduce((s, r) => s + r.activeVehicles, 0);
  return {
    days: rows.length,
    rides,
    revenue,
    ridesPerVehiclePerDay: round2(ratio(rides, vehicleDays)),
    utilisation: ratio(active, vehicleDays),
    /** fen per vehicle (average fleet) over the whole range */
    revenuePerVehicle: Math.round(ratio(revenue, ratio(vehicleDays, rows.length || 1))),
  };
}

export const percent = (x: number) => `${(x * 100).toFixed(1)}%`;

/** Rides per vehicle per day (bars) and takings per vehicle (line, yuan), oldest day first. */
export function analysisChart(rows: readonly AnalysisRow[]): ChartOption {
  const days = [...rows].sort((a, b) => a.date.localeCompare(b.date));
  return {
    animation: false,
    tooltip: { trigger: 'axis' },
    legend: { top: 0, data: ['车均骑行（次/车/日）', '车均收入（元）'] },
    grid: { left: 48, right: 56, top: 56, bottom: 32 },
    xAxis: { type: 'category', data: days.map((d) => d.date.slice(5)) },
    yAxis: [
      { type: 'value', name: '次/车' },
      { type: 'value', name: '元', splitLine: { show: false } },
    ],
    series: [
      {
        name: '车均骑行（次/车/日）',
        type: 'bar',
        data: days.map((d) => d.ridesPerVehicle),
        itemStyle: { color: '#1677ff' },
      },
      {
        name: '车均收入（元）',
        type: 'line',
        yAxisIndex: 1,
        smooth: true,
        data: days.map((d) => round2(d.revenuePerVehicle / 100)),
        itemStyle: { color: '#fa8c16' },
      },
    ],
  };
}
