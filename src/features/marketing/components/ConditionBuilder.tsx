/** The conditions of a custom task: up to three of ride count, distance or spend over recent days, all to hold. */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Select, Space } from 'antd';
import { CONDITION_METRIC, type ConditionMetric, type TaskCondition } from '@contract/activities';
import { COUNT_LIMITS, MONEY_LIMITS, yuanText, type AmountLimit } from '@contract/money';
import { CountField, countOf } from '@/shared/ui/CountField';

/** A condition as the form holds it: kilometres and yuan (typed text until it reads as a number). */
export interface ConditionValues {
  metric: ConditionMetric;
  min: number | string;
  days: number | string;
}

/** Each metric's limit (metres, fen, rides) and how many decimals it is typed with (km, yuan). */
const MIN_OF: Record<ConditionMetric, { limit: AmountLimit; decimals: number }> = {
  ride_count: { limit: COUNT_LIMITS.conditionRides, decimals: 0 },
  distance: { limit: COUNT_LIMITS.conditionDistance, decimals: 3 },
  spend: { limit: MONEY_LIMITS.conditionSpend, decimals: 2 },
};

// read exactly, never rounded: 1.5 km → 1500 m, 12.34 元 → 1234 fen (the fields refuse more decimals)
export const conditionOfValues = (c: ConditionValues): TaskCondition => ({
  metric: c.metric,
  days: countOf(c.days),
  min: countOf(c.min, MIN_OF[c.metric].decimals),
});
export const valuesOfCondition = (c: TaskCondition): ConditionValues => ({
  metric: c.metric,
  days: c.days,
  min: c.metric === 'distance' ? c.min / 1000 : c.metric === 'spend' ? yuanText(c.min) : c.min,
});

export function ConditionBuilder() {
  return (
    <Form.List
      name="conditions"
      rules={[
        {
          validator: (_, v?: unknown[]) =>
            v?.length ? Promise.resolve() : Promise.reject(new Error('请至少设置一个条件')),
        },
      ]}
    >
      {(fields, { add, remove }, { errors }) => (
        <Form.Item label="条件（全部满足）" required>
          {fields.map((f, i) => (
            <Space key={f.key} align="baseline" wrap>
              <span>近</span>
              <CountField
                name={[f.name, 'days']}
                limit={COUNT_LIMITS.conditionDays}
                label={null}
                aria={`条件${i + 1}天数`}
                unit="天"
                width={100}
              />
              <Form.Item name={[f.name, 'metric']} rules={[{ required: true, message: '请选择条件类型' }]}>
                <Select
                  aria-label={`条件${i + 1}类型`}
                  style={{ width: 120 }}
                  options={Object.entries(CONDITION_METRIC).map(([value, m]) => ({ value, label: m.label }))}
                />
              </Form.Item>
              <span>≥</span>
              <Form.Item noStyle dependencies={[['conditions', f.name, 'metric']]}>
                {({ getFieldValue }) => {
                  const metric = getFieldValue(['conditions', f.name, 'metric']) as ConditionMetric | undefined;
                  const { limit, decimals } = MIN_OF[metric ?? 'ride_count'];
                  return (
                    <CountField
                      name={[f.name, 'min']}
                      limit={limit}
                      decimals={decimals}
                      label={null}
                      aria={`条件${i + 1}数值`}
                      unit={metric ? CONDITION_METRIC[metric].unit : undefined}
                      width={130}
                    />
                  );
                }}
              </Form.Item>
              {fields.length > 1 ? (
                <Button
                  type="text"
                  aria-label={`删除条件${i + 1}`}
                  icon={<DeleteOutlined />}
                  onClick={() => remove(f.name)}
                />
              ) : null}
            </Space>
          ))}
          {fields.length < 3 ? (
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              onClick={() => add({ metric: 'ride_count', min: 1, days: 7 })}
            >
              添加条件
            </Button>
          ) : null}
          <Form.ErrorList errors={errors} />
        </Form.Item>
      )}
    </Form.List>
  );
}
