/**
 * Operation tasks (domain model, screen behaviour): created from vehicle screening or by hand on
 * the operations screen, assigned to field staff, tracked to done or cancelled.
 * Rows, labels and columns shared by the vehicle and operations screens (the calls: shared/api/tasks.ts).
 */
import { Tag, Typography } from 'antd';
import type { ListColumn } from '@/shared/ui/list/types';
import { dateTime } from '@/shared/utils/format';
import { now as clockNow } from '@/shared/utils/clock';
import { TASK_KIND, TASK_STATUS, type OpsTask, type TaskKind, type TaskStatus } from '@contract/tasks';
import { textColumn } from '@/shared/ui/list/columns';
import { OPS_TASK_COLUMNS } from '@contract/labels/fleet';

export const taskKindOptions = (Object.keys(TASK_KIND) as TaskKind[]).map((k) => ({ value: k, label: TASK_KIND[k] }));
export const taskStatusOptions = (Object.keys(TASK_STATUS) as TaskStatus[]).map((k) => ({
  value: k,
  label: TASK_STATUS[k].label,
}));

/** Still to be done: may be (re)assigned or cancelled. */
export const isOpen = (t: OpsTask) => t.status !== 'done' && t.status !== 'cancelled';
export const isOverdue = (t: OpsTask, now = clockNow()) => isOpen(t) && Date.parse(t.deadline) < now;

export const taskColumns: ListColumn<OpsTask>[] = [
  { key: 'id', title: OPS_TASK_COLUMNS.id, dataIndex: 'id', width: 100 },
  {
    key: 'kind',
    title: OPS_TASK_COLUMNS.kind,
    width: 90,
    render: (_: unknown, t) => <Tag color="blue">{TASK_KIND[t.kind] ?? t.kind}</Tag>,
    csv: (t) => TASK_KIND[t.kind],
  },
  {
    key: 'status',
    title: OPS_TASK_COLUMNS.status,
    width: 90,
    render: (_: unknown, t) => (
      <Tag color={TASK_STATUS[t.status]?.color}>{TASK_STATUS[t.status]?.label ?? t.status}</Tag>
    ),
    csv: (t) => TASK_STATUS[t.status]?.label,
  },
  textColumn('createdAt', OPS_TASK_COLUMNS.createdAt, 170, (t) => dateTime(t.createdAt), { sortable: true }),
  {
    key: 'deadline',
    title: OPS_TASK_COLUMNS.deadline,
    width: 190,
    sortable: true,
    render: (_: unknown, t) => (
      <>
        {dateTime(t.deadline)} {isOverdue(t) ? <Tag color="error">超时</Tag> : null}
      </>
    ),
    csv: (t) => dateTime(t.deadline),
  },
  {
    key: 'note',
    title: OPS_TASK_COLUMNS.note,
    render: (_: unknown, t) => (
      <Typography.Text ellipsis={{ tooltip: t.note || undefined }}>
        {t.cancelReason ? `取消：${t.cancelReason}` : t.note || '-'}
      </Typography.Text>
    ),
    csv: (t) => (t.cancelReason ? `取消：${t.cancelReason}` : t.note),
  },
  { key: 'createdBy', title: OPS_TASK_COLUMNS.createdBy, dataIndex: 'createdBy', width: 100 },
];
