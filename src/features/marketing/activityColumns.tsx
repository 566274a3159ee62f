/** Column sets of the riding activities and the fixed and custom activity tasks. */
import { Tooltip } from 'antd';
import type { ListColumn } from '@/shared/ui/list/types';
import { type Figure, figureHint, RIDING_FIGURES, TASK_FIGURES } from './activityFigures';
import { stateColumn, stateTag, textColumn } from '@/shared/ui/list/columns';
import { ENABLE_STATE } from '@contract/common';
import { CONDITION_METRIC, FIXED_TASK_KIND, RIDING_RULE_KIND } from '@contract/activities';
import type { CustomTask, FixedTask, RidingActivity, TaskCondition } from '@contract/activities';
import { activityRewardText } from './activityApi';
import { areasColumn } from './columns';
import { PhaseTag, periodText, phaseLabel } from './period';

const rewardOf = (r: { reward: RidingActivity['reward']; couponName: string }) =>
  activityRewardText({ ...r.reward, couponName: r.couponName });

/** 满 5 次得 余额 ¥3.00（每人 2 次） / 20:00–24:00 骑行 8 折 */
export const ridingRuleText = (r: RidingActivity) =>
  r.kind === 'ride_count'
    ? `骑行满 ${r.rides} 次得${rewardOf(r)}（每人限 ${r.limitPerRider} 次）`
    : `${r.fromHour}:00–${r.toHour}:00 开始的骑行 ${r.discount / 10} 折`;

/** Where the period stands today, whatever the switch says. */
const inPeriod = <T extends { state: string }>(r: T) => ({ ...r, state: 'enabled' });

/** A figure of the activity: its count and unit, with what it counts for the activity's type on hover. */
const figureCell = (f: Figure, n: number) => (
  <Tooltip title={figureHint(f)}>
    <span>{`${n} ${f.unit}`}</span>
  </Tooltip>
);

function ridingFigureColumn(key: 'participants' | 'rewarded', title: string): ListColumn<RidingActivity> {
  return {
    key,
    title,
    width: 100,
    align: 'right',
    sortable: key === 'participants',
    render: (_: unknown, r) => figureCell(RIDING_FIGURES[r.kind][key], r[key]),
    csv: (r) => r[key],
  };
}

export const ridingColumns: ListColumn<RidingActivity>[] = [
  { key: 'name', title: '活动名称', dataIndex: 'name', width: 130 },
  { ...areasColumn<RidingActivity>(), width: 120 },
  textColumn('kind', '类型', 100, (r) => RIDING_RULE_KIND[r.kind]),
  { key: 'rule', title: '规则', width: 220, render: (_: unknown, r) => ridingRuleText(r), csv: ridingRuleText },
  {
    key: 'startDate',
    title: '活动时间',
    width: 170,
    sortable: true,
    render: (_: unknown, r) => periodText(r),
    csv: periodText,
  },
  {
    key: 'state',
    title: '阶段 / 状态',
    width: 120,
    render: (_: unknown, r) => (
      <>
        <PhaseTag p={inPeriod(r)} />
        {stateTag(r.state)}
      </>
    ),
    csv: (r) => `${phaseLabel(inPeriod(r))}，${ENABLE_STATE[r.state].label}`,
  },
  ridingFigureColumn('participants', '参与人数'),
  ridingFigureColumn('rewarded', '已奖励 / 优惠单数'),
];

export const fixedTaskEditPath = (id: string) => `/marketing/activity-task-edit?id=${encodeURIComponent(id)}`;
const limitText = (n: number) => (n ? `${n} 份` : '不限');

/** The last columns of both task lists: the total allowed, how many completed, and the switch. */
function taskTallyColumns<T extends FixedTask | CustomTask>(width: number, figure: Figure): ListColumn<T>[] {
  return [
    {
      key: 'totalLimit',
      title: '总量',
      width,
      align: 'right',
      render: (_: unknown, r) => limitText(r.totalLimit),
      csv: (r) => limitText(r.totalLimit),
    },
    {
      key: 'completed',
      title: figure.label,
      width,
      align: 'right',
      render: (_: unknown, r) => figureCell(figure, r.completed),
      csv: (r) => r.completed,
    },
    stateColumn<T>(),
  ];
}

export const fixedTaskColumns: ListColumn<FixedTask>[] = [
  { key: 'name', title: '任务名称', dataIndex: 'name', width: 140 },
  textColumn('kind', '任务条件', 160, (r) => FIXED_TASK_KIND[r.kind].label.replace('N', String(r.target))),
  { key: 'reward', title: '奖励', width: 200, render: (_: unknown, r) => rewardOf(r), csv: rewardOf },
  {
    key: 'limitPerRider',
    title: '每人限领',
    width: 90,
    align: 'right',
    render: (_: unknown, r) => `${r.limitPerRider} 次${r.kind === 'weekly_rides' ? '/周' : ''}`,
    csv: (r) => r.limitPerRider,
  },
  ...taskTallyColumns<FixedTask>(90, TASK_FIGURES.fixed),
];

export const customTaskEditPath = (id?: string) =>
  id ? `/marketing/custom-activity-task-edit?id=${encodeURIComponent(id)}` : '/marketing/custom-activity-task-edit';

/** 近 14 天骑行次数 ≥ 10 次 */
export const conditionText = (c: TaskCondition) => {
  const m = CONDITION_METRIC[c.metric];
  const v = c.metric === 'distance' ? c.min / 1000 : c.metric === 'spend' ? c.min / 100 : c.min;
  return `近 ${c.days} 天${m.label} ≥ ${v} ${m.unit}`;
};
const conditionsText = (r: CustomTask) => r.conditions.map(conditionText).join('，且');

export const customTaskColumns: ListColumn<CustomTask>[] = [
  { key: 'name', title: '任务名称', dataIndex: 'name', width: 120 },
  { key: 'conditions', title: '条件', width: 260, render: (_: unknown, r) => conditionsText(r), csv: conditionsText },
  textColumn('area', '服务区', 110, (r) => r.serviceAreaName || '全部服务区'),
  { key: 'reward', title: '奖励', width: 190, render: (_: unknown, r) => rewardOf(r), csv: rewardOf },
  { key: 'startDate', title: '活动时间', width: 180, render: (_: unknown, r) => periodText(r), csv: periodText },
  ...taskTallyColumns<CustomTask>(80, TASK_FIGURES.custom),
];
