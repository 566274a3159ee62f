import StatsPage, { type Kpi } from '@/shared/ui/StatsPage';
import type { ListColumn } from '@/shared/ui/list/types';
import { money } from '@/shared/utils/format';
import { vehicleApi } from '../api';
import { analysisChart, analysisRows, analysisSummary, percent, type AnalysisRow } from '../model/analysis';
import type { Analysis } from '@contract/vehicles';
import { queryDef } from '@/shared/query/defs';
import { vehicleKeys } from '../keys';
import { moneyColumn } from '@/shared/ui/list/columns';

const source = queryDef(vehicleKeys.analysis, vehicleApi.analysis);

const kpis = (a: Analysis): Kpi[] => {
  const s = analysisSummary(a.rows);
  return [
    { title: '车辆数', value: a.fleet.toLocaleString('zh-CN'), hint: '当前，所选服务区的全部车辆' },
    {
      title: '车均日骑行',
      value: `${s.ridesPerVehiclePerDay} 次`,
      hint: `共 ${s.rides.toLocaleString('zh-CN')} 次骑行`,
    },
    { title: '车辆使用率', value: percent(s.utilisation), hint: '每日被骑行车辆占在营车辆的比例' },
    {
      title: '车均收入（所选区间）',
      value: money(s.revenuePerVehicle),
      hint: `${s.days} 天总收入 ${money(s.revenue)}（按支付时间计入当天，同日统计实收）`,
    },
    { title: '闲置超24小时', value: `${a.idle.over24} 辆`, hint: '当前，距最后一次骑行' },
    { title: '闲置超48小时', value: `${a.idle.over48} 辆`, hint: '当前，距最后一次骑行' },
    { title: '闲置超72小时', value: `${a.idle.over72} 辆`, hint: '当前，距最后一次骑行' },
  ];
};

const columns: ListColumn<AnalysisRow>[] = [
  { key: 'date', title: '日期', dataIndex: 'date', width: 120 },
  { key: 'vehicles', title: '在营车辆', dataIndex: 'vehicles', align: 'right' },
  { key: 'activeVehicles', title: '骑行车辆', dataIndex: 'activeVehicles', align: 'right' },
  {
    key: 'utilisation',
    title: '使用率',
    dataIndex: 'utilisation',
    align: 'right',
    render: (x: unknown) => percent(Number(x)),
    csv: (r) => percent(r.utilisation),
  },
  { key: 'rides', title: '骑行次数', dataIndex: 'rides', align: 'right' },
  {
    key: 'ridesPerVehicle',
    title: '车均骑行（次）',
    dataIndex: 'ridesPerVehicle',
    align: 'right',
    render: (x: unknown) => Number(x).toFixed(2),
    csv: (r) => r.ridesPerVehicle,
  },
  moneyColumn('revenue', '收入（按支付日）', undefined, (r) => r.revenue),
  moneyColumn('revenuePerVehicle', '车均收入', undefined, (r) => r.revenuePerVehicle),
];

const totals = (rows: AnalysisRow[]) => {
  const s = analysisSummary(rows);
  return {
    activeVehicles: '',
    utilisation: percent(s.utilisation),
    rides: s.rides.toLocaleString('zh-CN'),
    ridesPerVehicle: `${s.ridesPerVehiclePerDay}/日`,
    revenue: money(s.revenue),
    revenuePerVehicle: money(s.revenuePerVehicle),
  };
};

/** /vehicle/operational-analysis (0304): utilisation, rides per vehicle per day, idle vehicles, revenue per vehicle. */
export default function OperationalAnalysisPage() {
  return (
    <StatsPage<Analysis, AnalysisRow>
      source={source}
      rows={analysisRows}
      kpis={kpis}
      chart={(a) => analysisChart(analysisRows(a))}
      chartLabel="车均骑行与车均收入趋势"
      columns={columns}
      rowKey="date"
      totals={totals}
      exportName="车辆运营分析"
    />
  );
}
