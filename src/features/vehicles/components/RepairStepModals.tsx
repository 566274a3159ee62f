import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, Select, Space } from 'antd';
import ModalForm from '@/shared/ui/ModalForm';
import { useLookup } from '@/shared/query/useLookup';
import { fenOfYuan, yuanRules, YuanInput } from '@/shared/ui/MoneyField';
import { COUNT_LIMITS, MONEY_LIMITS } from '@contract/money';
import { CountField, countOf } from '@/shared/ui/CountField';
import { MAX_PARTS, type RepairRow } from '@contract/repairs';
import { repairApi } from '../repairApi';
import { vehicleKeys } from '../keys';
import NoteItem from '@/shared/ui/NoteItem';
import { NOTE_RULES } from '@contract/validators';

interface Props {
  ticket: RepairRow | null;
  onClose: () => void;
}

/** The fault types of 维修配置 as options (a look-up: empty until they come). */
export function useFaultOptions() {
  return useLookup(vehicleKeys.repairFaults, repairApi.faults, [] as string[]).map((name) => ({
    value: name,
    label: name,
  }));
}

/** 诊断: the fault type and what was found; a refusal keeps what was typed. */
export function DiagnoseModal({ ticket, onClose }: Props) {
  const faults = useFaultOptions();
  return (
    <ModalForm<{ faultType: string; diagnosis: string }>
      title={ticket ? `诊断 ${ticket.id}（车辆 ${ticket.vehicleNo}）` : '诊断'}
      open={ticket !== null}
      okText="提交诊断"
      successMessage="诊断已记录"
      initialValues={{ faultType: ticket?.faultType, diagnosis: ticket?.diagnosis }}
      onClose={onClose}
      onSubmit={(v) =>
        repairApi.step({ id: ticket!.id, step: 'diagnose', faultType: v.faultType, diagnosis: v.diagnosis })
      }
    >
      <Form.Item name="faultType" label="故障类型" rules={[{ required: true, message: '请选择故障类型' }]}>
        <Select aria-label="故障类型" options={faults} showSearch placeholder="维修配置中的故障类型" />
      </Form.Item>
      <NoteItem name="diagnosis" rule={NOTE_RULES.diagnosis} placeholder="例如：刹车线松脱，刹车片磨损" />
    </ModalForm>
  );
}

interface PartValues {
  name: string;
  qty: number | string;
  /** yuan, as typed */
  cost: string;
}

/** 订配件: the parts the repair needs, with quantity and unit price (yuan typed, fen sent). */
export function PartsModal({ ticket, onClose }: Props) {
  return (
    <ModalForm<{ parts: PartValues[] }>
      title={ticket ? `订配件 ${ticket.id}（车辆 ${ticket.vehicleNo}）` : '订配件'}
      open={ticket !== null}
      okText="提交"
      successMessage="配件已登记，待配件到货"
      width={640}
      initialValues={{ parts: [{ name: '', qty: 1, cost: '' }] }}
      onClose={onClose}
      onSubmit={(v) =>
        repairApi.step({
          id: ticket!.id,
          step: 'order_parts',
          parts: v.parts.map((p) => ({ name: p.name.trim(), qty: countOf(p.qty), cost: fenOfYuan(p.cost) })),
        })
      }
    >
      <Form.List name="parts">
        {(fields, { add, remove }) => (
          <>
            {fields.map((f, i) => (
              <Space key={f.key} align="baseline">
                <Form.Item
                  name={[f.name, 'name']}
                  rules={[{ required: true, whitespace: true, message: '请输入配件名称' }]}
                >
                  <Input
                    aria-label={`第 ${i + 1} 项配件名称`}
                    maxLength={NOTE_RULES.partName.max}
                    placeholder="配件名称"
                    style={{ width: 200 }}
                  />
                </Form.Item>
                <CountField
                  name={[f.name, 'qty']}
                  limit={COUNT_LIMITS.partQty}
                  label={null}
                  aria={`第 ${i + 1} 项数量`}
                  unit="件"
                  width={110}
                />
                <Form.Item name={[f.name, 'cost']} rules={yuanRules(MONEY_LIMITS.partCost)}>
                  <YuanInput aria-label={`第 ${i + 1} 项单价`} placeholder="单价" style={{ width: 130 }} />
                </Form.Item>
                <Button
                  aria-label={`删除第 ${i + 1} 项`}
                  icon={<DeleteOutlined />}
                  disabled={fields.length <= 1}
                  onClick={() => remove(f.name)}
                />
              </Space>
            ))}
            <Button
              icon={<PlusOutlined />}
              disabled={fields.length >= MAX_PARTS}
              onClick={() => add({ name: '', qty: 1, cost: '' })}
            >
              添加配件
            </Button>
          </>
        )}
      </Form.List>
    </ModalForm>
  );
}
