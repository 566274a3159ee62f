import { TASK_KIND, type TaskKind } from '@contract/tasks';
import type { ChartOption } from '@/shared/ui/charts/echarts';
import type { ListColumn } from '@/shared/ui/list/types';
import StatsPage, { type Kpi, type StatsQuery } from '@/shared/ui/StatsPage';
import { percent as rate } from '@/shared/utils/format';
import { statsApi, type TaskStats, type TaskStatsStaff } from '../api';
import { avgHours, hours } from './staffHours';
import { queryDef } from '@/shared/query/defs';
import { operationKeys } from '../keys';

const sum = (rows: TaskStatsStaff[], k: 'assigned' | 'done' | 'overdue') => rows.reduce((n, r) => n + r[k], 0);

const columns: ListColumn<TaskStatsStaff>[] = [
  { key: 'name', title: '运维人员', dataIndex: 'name', width: 140 },
  { key: 'assigned', title: '分配任务', dataIndex: 'assigned', align: 'right' },
  { key: 'done', title: '已完成', dataIndex: 'done', align: 'right' },
  {
    key: 'rate',
    title: '完成率',
    align: 'right',
    render: (_: unknown, r) => rate(r.done, r.assigned),
    csv: (r) => rate(r.done, r.assigned),
  },
  { key: 'overdue', title: '超时', dataIndex: 'overdue', align: 'right' },
  {
    key: 'avgHours',
    title: '平均完成用时',
    align: 'right',
    render: (_: unknown, r) => hours(r.avgHours),
    csv: (r) => r.avgHours ?? '',
  },
];

const totals = (rows: TaskStatsStaff[]) => {
  const assigned = sum(rows, 'assigned');
  const done = sum(rows, 'done');
  return { assigned, done, rate: rate(done, assigned), overdue: sum(rows, 'overdue'), avgHours: hours(avgHours(rows)) };
};

function chart(s: TaskStats, label: string): ChartOption {
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0, data: [`新建${label}`, '已完成', '已取消'] },
    grid: { left: 40, right: 16, top: 36, bottom: 28 },
    xAxis: { type: 'category', data: s.days.map((d) => d.date.slice(5)) },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      { name: `新建${label}`, type: 'bar', data: s.days.map((d) => d.created), itemStyle: { color: '#1677ff' } },
      { name: '已完成', type: 'line', smooth: true, data: s.days.map((d) => d.done), itemStyle: { color: '#52c41a' } },
      {
        name: '已取消',
        type: 'line',
        smooth: true,
        data: s.days.map((d) => d.cancelled),
        itemStyle: { color: '#bfbfbf' },
      },
    ],
  };
}

/**
 * The statistics of one kind of operation task (换电 / 维修 / 巡检 / 挪车): tasks per
 * day, and per field staff member their load, completion, overdue and time to done.
 * 维修 counts repair tickets: `unit` 工单, pending means 待诊断, time from the report.
 */
export default function TaskStatsScreen({
  kind,
  unit = '任务',
  pending = '待分配',
  from = '创建',
}: {
  kind: TaskKind;
  unit?: string;
  pending?: string;
  from?: string;
}) {
  const label = TASK_KIND[kind];
  const source = queryDef([...operationKeys.taskStats, kind], (q: StatsQuery, signal) =>
    statsApi.tasks(kind, q, signal),
  );
  const kpis = (s: TaskStats): Kpi[] => {
    const created = s.days.reduce((n, d) => n + d.created, 0);
    const done = s.days.reduce((n, d) => n + d.done, 0);
    return [
      {
        title: `${label}${unit}`,
        value: created.toLocaleString('zh-CN'),
        hint: `所选区间内新建，日均 ${(created / Math.max(1, s.days.length)).toFixed(1)} 个`,
      },
      { title: '已完成', value: done.toLocaleString('zh-CN'), hint: `完成率 ${rate(done, created)}` },
      { title: `未完成${unit}`, value: s.open.toLocaleString('zh-CN'), hint: `其中${pending} ${s.pending} 个` },
      { title: '平均完成用时', value: hours(avgHours(s.staff)), hint: `从${from}到完成` },
      { title: `超时${unit}`, value: sum(s.staff, 'overdue').toLocaleString('zh-CN'), hint: '超过时限完成或仍未完成' },
    ];
  };
  return (
    <StatsPage<TaskStats, TaskStatsStaff>
      source={source}
      rows={(s) => s.staff}
      kpis={kpis}
      chart={(s) => chart(s, label)}
      chartLabel={`每日${label}${unit}`}
      columns={columns}
      rowKey="opManId"
      totals={totals}
      exportName={`${label}统计`}
    />
  );
}
