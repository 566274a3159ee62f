import { Form, Input, Select } from 'antd';
import ModalForm from '@/shared/ui/ModalForm';
import { taskApi } from '@/shared/api/tasks';
import { taskKindOptions } from './model';
import { TASK_BATCH_MAX, TASK_BATCH_MSG, TASK_DEADLINE_HOURS, type TaskKind } from '@contract/tasks';
import { NOTE_RULES } from '@contract/validators';
import NoteItem from '@/shared/ui/NoteItem';

interface Values {
  kind: TaskKind;
  deadlineHours: number;
  note?: string;
  /** asked only when no vehicles are given */
  vehicles?: string;
}

const DEADLINES = TASK_DEADLINE_HOURS.map((h) => ({ value: h, label: h < 24 ? `${h} 小时内` : `${h / 24} 天内` }));

/** Vehicle numbers typed one per line, or separated by commas or spaces; duplicates dropped. */
export const parseVehicleNos = (text: string | undefined): string[] =>
  Array.from(new Set((text ?? '').split(/[\s,，;；]+/).filter(Boolean)));

/**
 * '生成运维任务': one task per vehicle, in one request. With `vehicleNos` (e.g. the
 * screening result) the vehicles are given; without, the operator types them.
 */
export default function CreateTasksModal({
  open,
  vehicleNos,
  defaultKind = 'inspection',
  onClose,
  onCreated,
}: {
  open: boolean;
  vehicleNos?: string[];
  defaultKind?: TaskKind;
  onClose: () => void;
  /** after the tasks are created (the task lists refresh by themselves) */
  onCreated?: (r: { created: number; ids: string[]; kind: TaskKind }) => void;
}) {
  const given = vehicleNos && vehicleNos.length > 0 ? vehicleNos : undefined;
  const submit = async (v: Values) => {
    const nos = given ?? parseVehicleNos(v.vehicles);
    const r = await taskApi.create({
      vehicleNos: nos,
      kind: v.kind,
      deadlineHours: v.deadlineHours,
      note: v.note?.trim() ?? '',
    });
    onCreated?.({ ...r, kind: v.kind });
  };
  return (
    <ModalForm<Values>
      title={given ? `生成运维任务（${given.length} 辆车）` : '新建运维任务'}
      open={open}
      initialValues={{ kind: defaultKind, deadlineHours: 24 }}
      onSubmit={submit}
      onClose={onClose}
      okText="生成任务"
      successMessage={given ? `已创建 ${given.length} 个运维任务` : '运维任务已创建'}
    >
      {given ? null : (
        <Form.Item
          name="vehicles"
          label="车辆编号"
          extra={`每行一个，或用逗号分隔；一次最多 ${TASK_BATCH_MAX} 辆`}
          rules={[
            { required: true, whitespace: true, message: '请输入车辆编号' },
            {
              validator: (_, v: string | undefined) =>
                parseVehicleNos(v).length > TASK_BATCH_MAX
                  ? Promise.reject(new Error(TASK_BATCH_MSG.tooMany))
                  : Promise.resolve(),
            },
          ]}
        >
          <Input.TextArea rows={3} placeholder={'8600001\n8600002'} aria-label="车辆编号" />
        </Form.Item>
      )}
      <Form.Item name="kind" label="任务类型" rules={[{ required: true, message: TASK_BATCH_MSG.kind }]}>
        <Select options={taskKindOptions} aria-label="任务类型" />
      </Form.Item>
      <Form.Item name="deadlineHours" label="完成时限" rules={[{ required: true, message: TASK_BATCH_MSG.deadline }]}>
        <Select options={DEADLINES} aria-label="完成时限" />
      </Form.Item>
      <NoteItem name="note" rule={NOTE_RULES.taskNote} optional placeholder="给运维人员的说明（选填）" />
    </ModalForm>
  );
}
