import { Tag } from 'antd';
import type { ListColumn } from '@/shared/ui/list/types';
import StatsPage, { type Kpi } from '@/shared/ui/StatsPage';
import { percent } from '@/shared/utils/format';
import { opsStatsApi, type StationStats, type StationsStats } from '../api';
import { dailyBarLine } from '../components/dailyChart';
import { queryDef } from '@/shared/query/defs';
import { operationKeys } from '../keys';

const num = (n: number) => n.toLocaleString('zh-CN');
const sum = (rows: StationStats[], k: 'capacity' | 'pickups' | 'returns' | 'net') => rows.reduce((n, r) => n + r[k], 0);
const perSpace = (v: number | null) => (v === null ? '-' : v.toFixed(2));

/** More returns than pickups by over its spaces: vehicles pile up and must be moved out. */
const piling = (r: StationStats) => r.net > r.capacity;
/** More pickups than returns by over its spaces: the station runs dry and needs vehicles. */
const draining = (r: StationStats) => -r.net > r.capacity;
const idle = (r: StationStats) => r.pickups + r.returns === 0;

const netCell = (r: StationStats) => (
  <>
    {r.net > 0 ? `+${num(r.net)}` : num(r.net)}
    {piling(r) ? (
      <Tag color="volcano" style={{ marginInline: '8px 0' }}>
        需调出
      </Tag>
    ) : null}
    {draining(r) ? (
      <Tag color="blue" style={{ marginInline: '8px 0' }}>
        需补车
      </Tag>
    ) : null}
  </>
);

const count = (key: 'capacity' | 'pickups' | 'returns', title: string): ListColumn<StationStats> => ({
  key,
  title,
  dataIndex: key,
  align: 'right',
  render: (v: number) => num(v),
});

const columns: ListColumn<StationStats>[] = [
  { key: 'name', title: '停车点', dataIndex: 'name', width: 180 },
  { key: 'stationId', title: '编号', dataIndex: 'stationId', width: 120 },
  { key: 'areaName', title: '服务区', dataIndex: 'areaName', width: 110 },
  count('capacity', '车位数'),
  count('pickups', '借车'),
  count('returns', '还车'),
  {
    key: 'net',
    title: '净流入',
    dataIndex: 'net',
    align: 'right',
    render: (_: unknown, r) => netCell(r),
    csv: (r) => r.net,
  },
  {
    key: 'turnover',
    title: '日均周转（次/车位）',
    align: 'right',
    render: (_: unknown, r) => perSpace(r.turnover),
    csv: (r) => r.turnover ?? '',
  },
  {
    key: 'state',
    title: '状态',
    dataIndex: 'state',
    width: 80,
    render: (_: unknown, r) => (r.state === 'enabled' ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>),
    csv: (r) => (r.state === 'enabled' ? '启用' : '停用'),
  },
];

const kpis = (s: StationsStats): Kpi[] => {
  const rows = s.stations;
  const enabled = rows.filter((r) => r.state === 'enabled').length;
  const atStation = s.days.reduce((n, d) => n + d.atStation, 0);
  const outside = s.days.reduce((n, d) => n + d.outside, 0);
  return [
    {
      title: '停车点',
      value: num(rows.length),
      hint: `启用 ${num(enabled)} 个，停用 ${num(rows.length - enabled)} 个，车位 ${num(sum(rows, 'capacity'))} 个`,
    },
    {
      title: '站内还车率',
      value: percent(atStation, atStation + outside),
      hint: `站内还车 ${num(atStation)} 单，站外 ${num(outside)} 单`,
    },
    {
      title: '借车',
      value: num(sum(rows, 'pickups')),
      hint: `日均周转 ${perSpace(turnover(rows, s.days.length))} 次/车位`,
    },
    {
      title: '需调出',
      value: num(rows.filter(piling).length),
      hint: `还车比借车多出车位数以上；需补车 ${num(rows.filter(draining).length)} 个`,
    },
    { title: '闲置停车点', value: num(rows.filter(idle).length), hint: '所选范围内无借还' },
  ];
};

/** Pickups per space per day over every station. */
function turnover(rows: StationStats[], days: number): number | null {
  const spaces = sum(rows, 'capacity');
  return spaces ? sum(rows, 'pickups') / spaces / Math.max(1, days) : null;
}

const chart = (s: StationsStats) =>
  dailyBarLine(
    s.days,
    { name: '站内还车', value: (d) => d.atStation, color: '#1677ff' },
    { name: '站外还车', value: (d) => d.outside, color: '#fa8c16' },
  );

const source = queryDef(operationKeys.stations, opsStatsApi.stations);

/** 站点统计 (0907): rides taken from and returned to each parking station, and where vehicles pile up or run out. */
export default function StationStatisticsPage() {
  return (
    <StatsPage<StationsStats, StationStats>
      source={source}
      rows={(s) => s.stations}
      kpis={kpis}
      pageSize={20}
      chart={chart}
      chartLabel="每日站内与站外还车"
      columns={columns}
      rowKey="stationId"
      totals={(rows) => ({
        capacity: num(sum(rows, 'capacity')),
        pickups: num(sum(rows, 'pickups')),
        returns: num(sum(rows, 'returns')),
        net: num(sum(rows, 'net')),
      })}
      exportName="站点统计"
      defaultDays={7}
    />
  );
}
