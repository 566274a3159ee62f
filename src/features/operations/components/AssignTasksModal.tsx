import { Form, Select } from 'antd';
import { taskApi } from '@/shared/api/tasks';
import { type OpsTask, type StaffOption } from '@contract/tasks';
import ModalForm from '@/shared/ui/ModalForm';
import { useServerQuery } from '@/shared/query/useServerQuery';
import { operationKeys } from '../keys';

/**
 * '分配任务': the chosen open tasks go to one field staff member (their open load shown): the
 * crews working the tasks' service area when they share one, else the caller's own staff.
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
  const areas = new Set(tasks?.map((t) => t.serviceAreaId));
  const area = areas.size === 1 ? [...areas][0] : undefined;
  // the dialog shows its own failure, next to the field
  const staffQuery = useServerQuery<StaffOption[]>({
    key: [...operationKeys.staff, area ?? 'own'],
    fetch: (signal) => taskApi.staff(area, signal),
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
          options={(staff ?? []).map((s) => ({ value: s.opManId, label: `${s.name}（进行中 ${s.openTasks}）` }))}
        />
      </Form.Item>
    </ModalForm>
  );
}
