import { Form, Input, Select } from 'antd';
import ModalForm from '@/shared/ui/ModalForm';
import { vehicleApi } from '../api';
import { taskKindOptions } from '../labels';
import type { TaskKind } from '../types';

interface Values {
  kind: TaskKind;
  deadlineHours: number;
  note?: string;
}

const DEADLINES = [2, 4, 8, 24, 48, 72].map((h) => ({ value: h, label: h < 24 ? `${h} 小时内` : `${h / 24} 天内` }));

/** '生成运维任务': one task per selected vehicle, in one request. */
export default function CreateTasksModal({
  open,
  vehicleNos,
  defaultKind,
  onClose,
  onCreated,
}: {
  open: boolean;
  vehicleNos: string[];
  defaultKind: TaskKind;
  onClose: () => void;
  onCreated: (r: { created: number; ids: string[]; kind: TaskKind }) => void;
}) {
  const submit = async (v: Values) => {
    const r = await vehicleApi.createTasks({ vehicleNos, kind: v.kind, deadlineHours: v.deadlineHours, note: v.note?.trim() ?? '' });
    onCreated({ ...r, kind: v.kind });
  };
  return (
    <ModalForm<Values>
      title={`生成运维任务（${vehicleNos.length} 辆车）`}
      open={open}
      initialValues={{ kind: defaultKind, deadlineHours: 24 }}
      onSubmit={submit}
      onClose={onClose}
      okText="生成任务"
      successMessage={`已创建 ${vehicleNos.length} 个运维任务`}
    >
      <Form.Item name="kind" label="任务类型" rules={[{ required: true, message: '请选择任务类型' }]}>
        <Select options={taskKindOptions} aria-label="任务类型" />
      </Form.Item>
      <Form.Item name="deadlineHours" label="完成时限" rules={[{ required: true, message: '请选择完成时限' }]}>
        <Select options={DEADLINES} aria-label="完成时限" />
      </Form.Item>
      <Form.Item name="note" label="备注" rules={[{ max: 200, message: '备注最多200字' }]}>
        <Input.TextArea rows={3} placeholder="给运维人员的说明（选填）" aria-label="备注" maxLength={200} showCount />
      </Form.Item>
    </ModalForm>
  );
}
