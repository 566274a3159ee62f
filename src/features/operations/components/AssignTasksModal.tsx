import { Form, Select } from 'antd';
import { taskApi } from '@/shared/api/tasks';
import { type OpsTask, type StaffOption } from '@contract/tasks';
import ModalForm from '@/shared/ui/ModalForm';
import { useServerQuery } from '@/shared/query/useServerQuery';
import { operationKeys } from '../keys';

/**
 * '分配任务': the chosen open tasks go to one field staff member (their open load shown): the
 * crews working the tasks' service areas (a crew that works only some of several areas is shown
 * with them, and cannot take the whole batch), else the caller's own staff.
 */
export default function AssignTasksModal({
  tasks,
  onClose,
  onAssigned,
}: {
  tasks: OpsTask[] | null;
  onClose: () => void;
  onAssigned: () => void;
}) {
  const open = tasks !== null;
  const names = new Map((tasks ?? []).map((t) => [t.serviceAreaId, t.serviceAreaName ?? t.serviceAreaId]));
  const areas = [...names.keys()].filter(Boolean).sort();
  // the dialog shows its own failure, next to the field
  const staffQuery = useServerQuery<StaffOption[]>({
    key: [...operationKeys.staff, areas.join(',') || 'own'],
    fetch: (signal) => taskApi.staff(areas.join(',') || undefined, signal),
    enabled: open,
    unscoped: true,
    silent: true,
  });
  const staff = staffQuery.data ?? null;
  const error = staffQuery.error;

  const single = tasks?.length === 1 ? tasks[0] : undefined;
  return (
    <ModalForm<{ assignee: string }>
      title={single ? `分配任务 ${single.id}` : `分配任务（${tasks?.length ?? 0} 个）`}
      open={open}
      initialValues={{ assignee: single?.assignee }}
      okText="分配"
      successMessage="任务已分配"
      onClose={onClose}
      onSubmit={async (v) => {
        await taskApi.assign(
          tasks!.map((t) => t.id),
          v.assignee,
        );
        onAssigned();
      }}
    >
      <Form.Item
        name="assignee"
        label="运维人员"
        rules={[{ required: true, message: '请选择运维人员' }]}
        validateStatus={error ? 'error' : undefined}
        help={error ? `运维人员加载失败：${error}` : undefined}
      >
        <Select
          aria-label="运维人员"
          showSearch={{ optionFilterProp: 'label' }}
          loading={staff === null && !error}
          placeholder="选择运维人员"
          options={(staff ?? []).map((s) => {
            const partial = s.serviceAreaIds && s.serviceAreaIds.length < areas.length;
            const only = partial ? ` · 仅负责${s.serviceAreaIds!.map((id) => names.get(id)).join('、')}` : '';
            return { value: s.opManId, label: `${s.name}（进行中 ${s.openTasks}）${only}`, disabled: partial };
          })}
        />
      </Form.Item>
    </ModalForm>
  );
}
