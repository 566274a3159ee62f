import type { ListColumn } from '@/shared/ui/list/types';
import StatsPage, { type Kpi } from '@/shared/ui/StatsPage';
import { percent as pct } from '@/shared/utils/format';
import { opsStatsApi, type FleetAreaStats, type FleetStats } from '../api';
import { dailyBarLine } from '../components/dailyChart';
import { queryDef } from '@/shared/query/defs';
import { operationKeys } from '../keys';

type Count = 'total' | 'operating' | 'riding' | 'lowBattery' | 'faulty' | 'offline' | 'rides' | 'activeVehicles';
const sum = (rows: FleetAreaStats[], k: Count) => rows.reduce((n, r) => n + r[k], 0);
const num = (n: number) => n.toLocaleString('zh-CN');
const battery = (v: number | null) => (v === null ? '-' : `${v}%`);
const perDay = (v: number | null) => (v === null ? '-' : v.toFixed(2));

/** Average battery over every vehicle, weighted by each area's fleet. */
const avgBattery = (rows: FleetAreaStats[]) => {
  const n = sum(rows, 'total');
  return n ? Math.round(rows.reduce((a, r) => a + (r.avgBattery ?? 0) * r.total, 0) / n) : null;
};
const utilisation = (rows: FleetAreaStats[], days: number) => {
  const n = sum(rows, 'total');
  return n ? sum(rows, 'rides') / n / Math.max(1, days) : null;
};

const count = (key: Count, title: string): ListColumn<FleetAreaStats> => ({
  key,
  title,
  dataIndex: key,
  align: 'right',
  render: (v: number) => num(v),
});

const columns: ListColumn<FleetAreaStats>[] = [
  { key: 'name', title: '服务区', dataIndex: 'name', width: 140 },
  count('total', '车辆总数'),
  count('operating', '运营中'),
  count('riding', '骑行中'),
  count('lowBattery', '低电量(<20%)'),
  count('faulty', '故障/告警'),
  count('offline', '离线'),
  {
    key: 'avgBattery',
    title: '平均电量',
    align: 'right',
    render: (_: unknown, r) => battery(r.avgBattery),
    csv: (r) => r.avgBattery ?? '',
  },
  count('rides', '骑行订单'),
  count('activeVehicles', '有骑行车辆'),
  {
    key: 'utilisation',
    title: '车均日订单',
    align: 'right',
    render: (_: unknown, r) => perDay(r.utilisation),
    csv: (r) => r.utilisation ?? '',
  },
];

const kpis = (s: FleetStats): Kpi[] => {
  const total = sum(s.areas, 'total');
  return [
    {
      title: '车辆总数',
      value: num(total),
      hint: `运营中 ${num(sum(s.areas, 'operating'))} 辆（${pct(sum(s.areas, 'operating'), total)}）`,
    },
    { title: '骑行中', value: num(sum(s.areas, 'riding')), hint: '当前正在骑行' },
    {
      title: '低电量',
      value: num(sum(s.areas, 'lowBattery')),
      hint: `电量低于20%，平均电量 ${battery(avgBattery(s.areas))}`,
    },
    { title: '故障/告警', value: num(sum(s.areas, 'faulty')), hint: `另有离线 ${num(sum(s.areas, 'offline'))} 辆` },
    {
      title: '骑行订单',
      value: num(sum(s.areas, 'rides')),
      hint: `车均日订单 ${perDay(utilisation(s.areas, s.days.length))}`,
    },
  ];
};

const chart = (s: FleetStats) =>
  dailyBarLine(
    s.days,
    { name: '骑行订单', value: (d) => d.rides, color: '#1677ff' },
    { name: '有骑行车辆', value: (d) => d.activeVehicles, color: '#52c41a' },
  );

const source = queryDef(operationKeys.vehicleStats, opsStatsApi.vehicles);

const COUNTS: Count[] = ['total', 'operating', 'riding', 'lowBattery', 'faulty', 'offline', 'rides', 'activeVehicles'];

const totals = (rows: FleetAreaStats[]) => {
  const n = sum(rows, 'total');
  return {
    ...Object.fromEntries(COUNTS.map((k) => [k, num(sum(rows, k))])),
    avgBattery: battery(avgBattery(rows)),
    // rides per vehicle per day over every area: each area's figure weighted by its fleet
    utilisation: perDay(n ? rows.reduce((a, r) => a + (r.utilisation ?? 0) * r.total, 0) / n : null),
  };
};

/** 车辆信息统计 (0906): each service area's fleet by state now, and its rides and utilisation in the range. */
export default function CarInfoStatisticsPage() {
  return (
    <StatsPage<FleetStats, FleetAreaStats>
      source={source}
      rows={(s) => s.areas}
      kpis={kpis}
      chart={chart}
      chartLabel="每日骑行订单与有骑行车辆"
      columns={columns}
      rowKey="areaId"
      totals={totals}
      exportName="车辆信息统计"
    />
  );
}
