import { Form, Input, Radio, Select } from 'antd';
import { useLookup } from '@/shared/query/useLookup';
import type { AreaOption } from '@/shared/scope/useServiceAreas';
import ModalForm from '@/shared/ui/ModalForm';
import { upgradeApi } from '../api';
import { UPGRADE_TARGETS, type Firmware, type UpgradeTargetKind } from '@contract/production';
import { productionKeys } from '../keys';
import { COMMON_INPUT_MSG } from '@contract/inputMessages';

interface Values {
  firmwareId: string;
  targetKind: UpgradeTargetKind;
  vehicleNos?: string;
  serviceAreaId?: string;
}

const NONE: Firmware[] = [];

/** A new upgrade task: a firmware, and the vehicles (numbers), its whole model, or its model in one area. */
export default function TaskModal({
  open,
  onClose,
  areas,
}: {
  open: boolean;
  onClose: () => void;
  areas: AreaOption[];
}) {
  const firmwares = useLookup(
    productionKeys.firmwareOptions,
    (signal) => upgradeApi.firmwares({ page: 1, pageSize: 500 }, signal).then((p) => p.items),
    NONE,
  );
  return (
    <ModalForm<Values>
      title="新建升级任务"
      open={open}
      okText="开始升级"
      successMessage="升级任务已创建"
      initialValues={{ targetKind: 'vehicles' }}
      onClose={onClose}
      onSubmit={(v) =>
        upgradeApi.createTask({
          firmwareId: v.firmwareId,
          targetKind: v.targetKind,
          ...(v.targetKind === 'vehicles'
            ? { vehicleNos: (v.vehicleNos ?? '').split(/[\s,，、]+/).filter(Boolean) }
            : {}),
          ...(v.targetKind === 'area' ? { serviceAreaId: v.serviceAreaId } : {}),
        })
      }
    >
      {(form) => (
        <>
          <Form.Item name="firmwareId" label="固件" rules={[{ required: true, message: '请选择固件版本' }]}>
            <Select
              aria-label="固件"
              showSearch={{ optionFilterProp: 'label' }}
              options={firmwares.map((f) => ({ value: f.id, label: `${f.model} ${f.version}` }))}
            />
          </Form.Item>
          <Form.Item name="targetKind" label="升级对象">
            <Radio.Group
              aria-label="升级对象"
              optionType="button"
              options={Object.entries(UPGRADE_TARGETS).map(([value, label]) => ({ value, label }))}
            />
          </Form.Item>
          <Form.Item noStyle shouldUpdate={(a: Values, b: Values) => a.targetKind !== b.targetKind}>
            {() => {
              const kind = form.getFieldValue('targetKind') as UpgradeTargetKind;
              if (kind === 'vehicles') {
                return (
                  <Form.Item
                    name="vehicleNos"
                    label="车辆编号"
                    extra="多个编号用空格、逗号或换行分隔；须为该固件的车型"
                    rules={[{ required: true, whitespace: true, message: '请输入车辆编号' }]}
                  >
                    <Input.TextArea aria-label="车辆编号" rows={3} />
                  </Form.Item>
                );
              }
              if (kind === 'area') {
                return (
                  <Form.Item
                    name="serviceAreaId"
                    label="服务区"
                    rules={[{ required: true, message: COMMON_INPUT_MSG.serviceArea }]}
                  >
                    <Select aria-label="服务区" options={areas.map((a) => ({ value: a.id, label: a.name }))} />
                  </Form.Item>
                );
              }
              return null;
            }}
          </Form.Item>
        </>
      )}
    </ModalForm>
  );
}
