import { Form, Input } from 'antd';
import ModalForm from '@/shared/ui/ModalForm';
import { productionApi } from '../api';
import { PRODUCTION_MSG, type FactoryVehicle } from '@contract/production';

/** Binds a factory vehicle to a fleet vehicle number; a number held by another vehicle is refused by the backend. */
export default function BindModal({ vehicle, onClose }: { vehicle: FactoryVehicle | null; onClose: () => void }) {
  return (
    <ModalForm<{ vehicleNo: string }>
      title={vehicle ? `绑定车辆编号（IMEI ${vehicle.imei}）` : '绑定车辆编号'}
      open={vehicle !== null}
      initialValues={{ vehicleNo: vehicle?.vehicleNo ?? '' }}
      okText="绑定"
      successMessage="车辆编号已绑定"
      onClose={onClose}
      onSubmit={(v) => productionApi.bind(vehicle!.imei, v.vehicleNo.trim())}
    >
      <Form.Item
        name="vehicleNo"
        label="车辆编号"
        rules={[
          { required: true, whitespace: true, message: '请输入车辆编号' },
          { pattern: /^\s*\d{7}\s*$/, message: PRODUCTION_MSG.vehicleNo },
        ]}
      >
        <Input aria-label="车辆编号" maxLength={7} placeholder="7 位数字，例如 8700001" />
      </Form.Item>
    </ModalForm>
  );
}
