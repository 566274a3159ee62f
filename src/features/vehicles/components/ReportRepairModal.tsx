import { Form, Input, Select } from 'antd';
import ModalForm from '@/shared/ui/ModalForm';
import { repairApi } from '../repairApi';
import { useFaultOptions } from './RepairStepModals';
import NoteItem from '@/shared/ui/NoteItem';
import { NOTE_RULES } from '@contract/validators';

interface Values {
  vehicleNo: string;
  faultType?: string;
  description: string;
}

/**
 * 报修: opens a repair ticket on a vehicle (given, or typed), which goes off the road until
 * it is repaired; a refusal (already in repair, being ridden) keeps what was typed.
 */
export default function ReportRepairModal({
  open,
  vehicleNo,
  onClose,
}: {
  open: boolean;
  vehicleNo?: string;
  onClose: () => void;
}) {
  const faults = useFaultOptions();
  return (
    <ModalForm<Values>
      title={vehicleNo ? `报修 车辆 ${vehicleNo}` : '报修'}
      open={open}
      okText="报修"
      successMessage="已报修，车辆已下架维修"
      initialValues={{ vehicleNo }}
      onClose={onClose}
      onSubmit={(v) =>
        repairApi.report({
          vehicleNo: vehicleNo ?? v.vehicleNo.trim(),
          faultType: v.faultType,
          description: v.description,
        })
      }
    >
      {vehicleNo ? null : (
        <Form.Item
          name="vehicleNo"
          label="车辆编号"
          rules={[{ required: true, whitespace: true, message: '请输入车辆编号' }]}
        >
          <Input aria-label="车辆编号" maxLength={20} placeholder="例如：8600001" />
        </Form.Item>
      )}
      <Form.Item name="faultType" label="故障类型" extra="不确定可留空，诊断时再定">
        <Select aria-label="故障类型" options={faults} allowClear showSearch placeholder="维修配置中的故障类型" />
      </Form.Item>
      <NoteItem name="description" rule={NOTE_RULES.faultDescription} placeholder="例如：用户反馈刹车无力" />
    </ModalForm>
  );
}
