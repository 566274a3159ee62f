import { PlusOutlined, TeamOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import Access from '@/shared/auth/Access';
import { vehiclePath } from '@/shared/nav/paths';
import CreateTasksModal from '@/shared/tasks/CreateTasksModal';
import { taskApi } from '@/shared/api/tasks';
import { isOpen, taskColumns, taskKindOptions, taskStatusOptions } from '@/shared/tasks/model';
import type { OpsTask } from '@contract/tasks';
import { useCrudModal } from '@/shared/ui/crud/CrudModal';
import ListPage from '@/shared/ui/list/ListPage';
import type { FilterField, ListColumn, ListContext } from '@/shared/ui/list/types';
import ModalForm from '@/shared/ui/ModalForm';
import { useServiceAreas } from '@/shared/scope/useServiceAreas';
import AssignTasksModal from '../components/AssignTasksModal';
import { queryDef } from '@/shared/query/defs';
import { FLEET_WRITES } from '@contract/actions';
import { operationKeys } from '../keys';
import { linkColumn } from '@/shared/ui/list/columns';
import { areaFilter } from '@/shared/ui/list/filters';
import NoteItem from '@/shared/ui/NoteItem';
import { NOTE_RULES } from '@contract/validators';
import { OPS_TASK_COLUMNS } from '@contract/labels/fleet';

const [id, kind, status, createdAt, deadline, note, createdBy] = taskColumns;
const columns: ListColumn<OpsTask>[] = [
  id,
  linkColumn('vehicleNo', OPS_TASK_COLUMNS.vehicleNo, 110, vehiclePath),
  kind,
  status,
  {
    key: 'assigneeName',
    title: OPS_TASK_COLUMNS.assigneeName,
    width: 110,
    render: (_: unknown, t) => t.assigneeName ?? '未分配',
    csv: (t) => t.assigneeName ?? '',
  },
  { key: 'serviceAreaName', title: OPS_TASK_COLUMNS.serviceAreaName, dataIndex: 'serviceAreaName', width: 110 },
  createdAt,
  deadline,
  note,
  createdBy,
];

/** /data/operation-tasks (0909): create, assign, track and cancel operation tasks. */
export default function OperationTasksPage() {
  const areas = useServiceAreas();
  const [creating, setCreating] = useState(false);
  /** the tasks to assign, and the list whose selection is cleared once they are */
  const [assigning, setAssigning] = useState<{ tasks: OpsTask[]; ctx: ListContext<OpsTask> } | null>(null);
  const cancelling = useCrudModal<OpsTask>();

  const filters: FilterField[] = [
    { name: 'keyword', label: '关键词', placeholder: '任务号 / 车辆编号' },
    { name: 'status', label: '状态', type: 'select', options: taskStatusOptions },
    { name: 'kind', label: '类型', type: 'select', options: taskKindOptions },
    { name: 'overdue', label: '超时', type: 'select', options: [{ value: 'true', label: '仅看超时未完成' }] },
    { name: 'createdAt', label: '创建时间', type: 'dateRange' },
    areaFilter(areas),
  ];

  return (
    <>
      <ListPage<OpsTask>
        title="运维任务"
        rowKey="id"
        columns={columns}
        source={queryDef(operationKeys.tasks, taskApi.list)}
        filters={filters}
        exportJob="opsTasks"
        selectable
        toolbar={(ctx) => (
          <>
            <Access code={FLEET_WRITES.opsTaskBatch}>
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
                新建任务
              </Button>
            </Access>
            <Access code={FLEET_WRITES.opsTaskAssign}>
              <Button
                icon={<TeamOutlined />}
                disabled={!ctx.selected.some(isOpen)}
                onClick={() => setAssigning({ tasks: ctx.selected.filter(isOpen), ctx })}
              >
                批量分配{ctx.selected.length ? `（${ctx.selected.filter(isOpen).length}）` : ''}
              </Button>
            </Access>
          </>
        )}
        rowActionsWidth={120}
        rowActions={(t, ctx) =>
          isOpen(t) ? (
            <>
              <Access code={FLEET_WRITES.opsTaskAssign}>
                <Button type="link" size="small" onClick={() => setAssigning({ tasks: [t], ctx })}>
                  {t.assignee ? '改派' : '分配'}
                </Button>
              </Access>
              <Access code={FLEET_WRITES.opsTaskCancel}>
                <Button type="link" size="small" danger onClick={() => cancelling.edit(t)}>
                  取消
                </Button>
              </Access>
            </>
          ) : null
        }
      />
      <CreateTasksModal open={creating} onClose={() => setCreating(false)} />
      <AssignTasksModal
        tasks={assigning?.tasks ?? null}
        onClose={() => setAssigning(null)}
        onAssigned={() => assigning?.ctx.clearSelection()}
      />
      <ModalForm<{ reason: string }>
        title={`取消任务 ${cancelling.row?.id ?? ''}`}
        open={cancelling.open}
        okText="确认取消"
        okDanger
        successMessage="任务已取消"
        onClose={cancelling.close}
        onSubmit={(v) => taskApi.cancel(cancelling.row!.id, v.reason.trim())}
      >
        <NoteItem name="reason" rule={NOTE_RULES.taskCancelReason} placeholder="例如：车辆已被用户骑走" />
      </ModalForm>
    </>
  );
}
