import type { ListColumn } from '@/shared/ui/list/types';
import StatsPage, { type Kpi } from '@/shared/ui/StatsPage';
import { FINDING, type InspectionFinding } from '@contract/tasks';
import { opsStatsApi, type InspectionStaffStats, type InspectionStats } from '../api';
import { percent as rate } from '@/shared/utils/format';
import { dailyBarLine } from '../components/dailyChart';
import { avgHours, hours } from '../components/staffHours';
import { queryDef } from '@/shared/query/defs';
import { operationKeys } from '../keys';

const TYPES = Object.keys(FINDING) as InspectionFinding[];
const sum = (rows: InspectionStaffStats[], k: 'done' | 'problems' | 'normal') => rows.reduce((n, r) => n + r[k], 0);
const byType = (rows: InspectionStaffStats[], f: InspectionFinding) => rows.reduce((n, r) => n + r.byType[f], 0);

const columns: ListColumn<InspectionStaffStats>[] = [
  { key: 'name', title: '运维人员', dataIndex: 'name', width: 120 },
  { key: 'done', title: '完成巡检', dataIndex: 'done', align: 'right' },
  { key: 'problems', title: '发现问题', dataIndex: 'problems', align: 'right' },
  { key: 'normal', title: '车况正常', dataIndex: 'normal', align: 'right' },
  {
    key: 'rate',
    title: '问题率',
    align: 'right',
    render: (_: unknown, r) => rate(r.problems, r.done),
    csv: (r) => rate(r.problems, r.done),
  },
  ...TYPES.map(
    (f): ListColumn<InspectionStaffStats> => ({
      key: f,
      title: FINDING[f],
      align: 'right',
      render: (_: unknown, r) => r.byType[f],
      csv: (r) => r.byType[f],
    }),
  ),
  {
    key: 'avgHours',
    title: '平均完成用时',
    align: 'right',
    render: (_: unknown, r) => hours(r.avgHours),
    csv: (r) => r.avgHours,
  },
];

const totals = (rows: InspectionStaffStats[]) => ({
  done: sum(rows, 'done'),
  problems: sum(rows, 'problems'),
  normal: sum(rows, 'normal'),
  rate: rate(sum(rows, 'problems'), sum(rows, 'done')),
  ...Object.fromEntries(TYPES.map((f) => [f, byType(rows, f)])),
  avgHours: hours(avgHours(rows)),
});

const kpis = (s: InspectionStats): Kpi[] => {
  const done = sum(s.staff, 'done');
  const problems = sum(s.staff, 'problems');
  const top = [...TYPES].sort((a, b) => byType(s.staff, b) - byType(s.staff, a))[0];
  return [
    {
      title: '完成巡检',
      value: done.toLocaleString('zh-CN'),
      hint: `日均 ${(done / Math.max(1, s.days.length)).toFixed(1)} 次，${s.staff.length} 名运维人员`,
    },
    { title: '发现问题车辆', value: problems.toLocaleString('zh-CN'), hint: `问题率 ${rate(problems, done)}` },
    { title: '车况正常', value: sum(s.staff, 'normal').toLocaleString('zh-CN'), hint: '巡检未发现问题' },
    { title: '最多问题', value: done ? FINDING[top] : '-', hint: done ? `${byType(s.staff, top)} 次` : undefined },
    { title: '平均完成用时', value: hours(avgHours(s.staff)), hint: '从创建到完成' },
  ];
};

const chart = (s: InspectionStats) =>
  dailyBarLine(
    s.days,
    { name: '完成巡检', value: (d) => d.done, color: '#1677ff' },
    { name: '发现问题', value: (d) => d.problems, color: '#fa541c' },
  );

const source = queryDef(operationKeys.inspections, opsStatsApi.inspections);

/** 巡检报告统计 (0905): finished inspections per field staff member, the problems they found by type, per day. */
export default function InspectReportStatisticsPage() {
  return (
    <StatsPage<InspectionStats, InspectionStaffStats>
      source={source}
      rows={(s) => s.staff}
      kpis={kpis}
      chart={chart}
      chartLabel="每日巡检与发现问题"
      columns={columns}
      rowKey="opManId"
      totals={totals}
      exportName="巡检报告统计"
    />
  );
}
