import { useEditVersion } from '@/shared/ui/editVersion';
import { Descriptions, Form, Input, Select } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useLookup } from '@/shared/query/useLookup';
import { useServerQuery } from '@/shared/query/useServerQuery';
import FormPage, { useFormPageSave } from '@/shared/ui/FormPage';
import { dateTime } from '@/shared/utils/format';
import { productionApi } from '../api';
import {
  PRODUCTION_MSG,
  VEHICLE_MODELS,
  type FactoryVehicle,
  type FactoryVehicleInput,
  type ProductionOptions,
} from '@contract/production';
import { PRODUCTION_WRITES } from '@contract/actions';
import { productionKeys } from '../keys';

type Values = Omit<FactoryVehicleInput, 'imei'>;

const LIST = '/production/vehicle-list';
const NO_OPTIONS: ProductionOptions = {
  models: [...VEHICLE_MODELS],
  firmwares: [],
  voltageSchemes: [],
  voicePacks: [],
};
const opts = (list: string[]) => list.map((v) => ({ value: v, label: v }));
const fromVehicle = (v: FactoryVehicle): Values => ({
  frameNo: v.frameNo,
  model: v.model,
  batch: v.batch,
  firmware: v.firmware,
  voltageScheme: v.voltageScheme,
  voicePack: v.voicePack,
});

/** /production/vehicle-list-edit?imei= (06): a factory vehicle's frame, model, batch, firmware, voltage scheme and voice pack. */
export default function VehicleEditPage() {
  const [params] = useSearchParams();
  const imei = params.get('imei') ?? '';
  const [form] = Form.useForm<Values>();
  const options = useLookup(productionKeys.options, productionApi.options, NO_OPTIONS);
  const loaded = useServerQuery({
    key: [...productionKeys.vehicle, imei],
    fetch: (signal) => productionApi.vehicle(imei, signal),
  });
  const { version, onReload } = useEditVersion(loaded.data, fromVehicle);
  const save = useFormPageSave(form, {
    editing: true,
    noun: '车辆信息',
    list: LIST,
    run: (v) =>
      productionApi.saveVehicle({ imei, updatedAt: version, ...v, frameNo: v.frameNo.trim(), batch: v.batch.trim() }),
    onReload,
  });
  const v = loaded.data;

  return (
    <FormPage
      title={v ? `编辑车辆 ${v.imei}` : '编辑车辆'}
      loading={v === undefined}
      loadError={loaded.error}
      onRetry={loaded.reload}
      code={PRODUCTION_WRITES.vehicleUpdate}
      {...save}
    >
      {v ? (
        <Descriptions size="small" column={3} style={{ maxWidth: 760, marginBottom: 16 }}>
          <Descriptions.Item label="IMEI">{v.imei}</Descriptions.Item>
          <Descriptions.Item label="车辆编号">{v.vehicleNo ?? '未绑定'}</Descriptions.Item>
          <Descriptions.Item label="生产时间">{dateTime(v.producedAt)}</Descriptions.Item>
        </Descriptions>
      ) : null}
      <Form<Values>
        key={imei}
        form={form}
        layout="vertical"
        initialValues={v ? fromVehicle(v) : undefined}
        style={{ maxWidth: 760 }}
      >
        <Form.Item
          name="frameNo"
          label="车架号"
          rules={[
            { required: true, message: '请输入车架号' },
            { pattern: /^\s*[A-Za-z0-9]{6,20}\s*$/, message: PRODUCTION_MSG.frameNo },
          ]}
        >
          <Input aria-label="车架号" maxLength={20} />
        </Form.Item>
        <Form.Item name="model" label="车型" rules={[{ required: true, message: '请选择车型' }]}>
          <Select aria-label="车型" options={opts(options.models)} />
        </Form.Item>
        <Form.Item
          name="batch"
          label="批次"
          rules={[
            { required: true, whitespace: true, message: PRODUCTION_MSG.batchRequired },
            { max: 20, message: PRODUCTION_MSG.batch },
          ]}
        >
          <Input aria-label="批次" maxLength={20} />
        </Form.Item>
        <Form.Item name="firmware" label="固件版本" rules={[{ required: true, message: '请选择固件版本' }]}>
          <Select aria-label="固件版本" options={opts(options.firmwares)} />
        </Form.Item>
        <Form.Item name="voltageScheme" label="电压方案" rules={[{ required: true, message: '请选择电压方案' }]}>
          <Select aria-label="电压方案" options={opts(options.voltageSchemes)} />
        </Form.Item>
        <Form.Item name="voicePack" label="语音包" rules={[{ required: true, message: '请选择语音包' }]}>
          <Select aria-label="语音包" options={opts(options.voicePacks)} />
        </Form.Item>
      </Form>
    </FormPage>
  );
}
