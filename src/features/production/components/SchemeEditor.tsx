import { editOf } from '@/shared/ui/editVersion';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, InputNumber, Space, Typography, type FormInstance } from 'antd';
import CrudModal, { type CrudEditor } from '@/shared/ui/crud/CrudModal';
import { schemeApi } from '../api';
import CurveChart from './CurveChart';
import { schemeProblem, VOLTAGE_LIMITS, type VoltagePoint, type VoltageScheme } from '@contract/production';
import TextItem from '@/shared/ui/TextItem';
import { TEXT_LIMITS } from '@contract/validators';

interface Values {
  name: string;
  points: VoltagePoint[];
}

const blank: Values = {
  name: '',
  points: [
    { voltage: 42, percent: 0 },
    { voltage: 48, percent: 50 },
    { voltage: 54.6, percent: 100 },
  ],
};

/** The curve of what is being typed, with draggable points that write back into the table. */
function LiveCurve({ form }: { form: FormInstance<Values> }) {
  const points = (Form.useWatch('points', form) ?? []).filter(
    (p): p is VoltagePoint => !!p && typeof p.voltage === 'number' && typeof p.percent === 'number',
  );
  return (
    <CurveChart
      points={points}
      onMove={(i, p) => {
        const all = [...(form.getFieldValue('points') as VoltagePoint[])];
        all[i] = p;
        form.setFieldValue('points', all);
      }}
    />
  );
}

/** Adds or edits a voltage scheme: the points as a table and as a curve; a curve that is not monotonic or out of range is refused. */
export default function SchemeEditor({ editor }: { editor: CrudEditor<VoltageScheme> }) {
  const row = editor.row;
  return (
    <CrudModal<VoltageScheme, Values>
      editor={editor}
      noun="电压方案"
      width={720}
      initialValues={row ? { name: row.name, points: row.points } : blank}
      valuesOf={(r) => ({ name: r.name, points: r.points })}
      onSubmit={(v, r) => {
        const points = (v.points ?? []).map((p) => ({ voltage: Number(p.voltage), percent: Number(p.percent) }));
        const problem = schemeProblem(points);
        if (problem) return Promise.reject(new Error(problem));
        return schemeApi.save({ ...editOf(r), name: v.name.trim(), points });
      }}
    >
      {(form: FormInstance<Values>) => (
        <>
          <TextItem name="name" label="方案名称" limit={TEXT_LIMITS.schemeName} placeholder="例如：48V 锂电标准方案" />
          <Typography.Text type="secondary">
            {`按电压从低到高填写，电量须随电压单调升高，从 0% 到 100%；电压 ${VOLTAGE_LIMITS.min}～${VOLTAGE_LIMITS.max} V。也可在曲线上拖动点。`}
          </Typography.Text>
          <Form.List name="points">
            {(fields, { add, remove }) => (
              <div style={{ marginTop: 8 }}>
                {fields.map((f, i) => (
                  <Space key={f.key} align="baseline">
                    <Form.Item name={[f.name, 'voltage']} rules={[{ required: true, message: '请输入电压' }]}>
                      <InputNumber
                        aria-label={`第 ${i + 1} 点电压`}
                        step={0.1}
                        precision={1}
                        suffix="V"
                        style={{ width: 140 }}
                      />
                    </Form.Item>
                    <Form.Item name={[f.name, 'percent']} rules={[{ required: true, message: '请输入电量' }]}>
                      <InputNumber aria-label={`第 ${i + 1} 点电量`} precision={0} suffix="%" style={{ width: 120 }} />
                    </Form.Item>
                    <Button
                      aria-label={`删除第 ${i + 1} 点`}
                      icon={<DeleteOutlined />}
                      disabled={fields.length <= 2}
                      onClick={() => remove(f.name)}
                    />
                  </Space>
                ))}
                <Button icon={<PlusOutlined />} disabled={fields.length >= VOLTAGE_LIMITS.points} onClick={() => add()}>
                  添加点
                </Button>
              </div>
            )}
          </Form.List>
          <LiveCurve form={form} />
        </>
      )}
    </CrudModal>
  );
}
