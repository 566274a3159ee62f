/** The conditions of a custom task: up to three of ride count, distance or spend over recent days, all to hold. */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, InputNumber, Select, Space } from 'antd';
import { CONDITION_METRIC, type ConditionMetric, type TaskCondition } from '@contract/activities';
import { toFen } from '@/shared/utils/format';

/** A condition as the form holds it: kilometres and yuan. */
export interface ConditionValues {
  metric: ConditionMetric;
  min: number;
  days: number;
}

export const conditionOfValues = (c: ConditionValues): TaskCondition => ({
  metric: c.metric, days: c.days, min: c.metric === 'distance' ? Math.round(c.min * 1000) : c.metric === 'spend' ? toFen(c.min) : c.min,
});
export const valuesOfCondition = (c: TaskCondition): ConditionValues => ({
  metric: c.metric, days: c.days, min: c.metric === 'distance' ? c.min / 1000 : c.metric === 'spend' ? c.min / 100 : c.min,
});

export function ConditionBuilder() {
  return (
    <Form.List name="conditions" rules={[{ validator: (_, v?: unknown[]) => (v?.length ? Promise.resolve() : Promise.reject(new Error('请至少设置一个条件'))) }]}>
      {(fields, { add, remove }, { errors }) => (
        <Form.Item label="条件（全部满足）" required>
          {fields.map((f, i) => (
            <Space key={f.key} align="baseline" wrap>
              <span>近</span>
              <Form.Item name={[f.name, 'days']} rules={[{ required: true, message: '请输入天数' }]}>
                <InputNumber aria-label={`条件${i + 1}天数`} min={1} max={90} precision={0} suffix="天" style={{ width: 100 }} />
              </Form.Item>
              <Form.Item name={[f.name, 'metric']} rules={[{ required: true, message: '请选择条件类型' }]}>
                <Select aria-label={`条件${i + 1}类型`} style={{ width: 120 }} options={Object.entries(CONDITION_METRIC).map(([value, m]) => ({ value, label: m.label }))} />
              </Form.Item>
              <span>≥</span>
              <Form.Item noStyle dependencies={[['conditions', f.name, 'metric']]}>
                {({ getFieldValue }) => {
                  const metric = getFieldValue(['conditions', f.name, 'metric']) as ConditionMetric | undefined;
                  return (
                    <Form.Item name={[f.name, 'min']} rules={[{ required: true, message: '请输入数值' }]}>
                      <InputNumber aria-label={`条件${i + 1}数值`} min={0.01} precision={metric === 'ride_count' ? 0 : 2} suffix={metric ? CONDITION_METRIC[metric].unit : undefined} style={{ width: 130 }} />
                    </Form.Item>
                  );
                }}
              </Form.Item>
              {fields.length > 1 ? <Button type="text" aria-label={`删除条件${i + 1}`} icon={<DeleteOutlined />} onClick={() => remove(f.name)} /> : null}
            </Space>
          ))}
          {fields.length < 3 ? (
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ metric: 'ride_count', min: 1, days: 7 })}>添加条件</Button>
          ) : null}
          <Form.ErrorList errors={errors} />
        </Form.Item>
      )}
    </Form.List>
  );
}
