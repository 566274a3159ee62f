/** Whole-number and address fields of the marketing forms. */
import { Form, Input, InputNumber, type FormItemProps } from 'antd';

interface CountProps extends Omit<FormItemProps, 'children' | 'label'> {
  label: string;
  min: number;
  max: number;
  /** 件, 天, 分 … */
  unit?: string;
  /** the range message (defaults to `<label>须为 min～max<unit>`) */
  message?: string;
}

/** A required whole number in [min, max]. */
export function CountItem({ label, min, max, unit = '', message, rules = [], ...item }: CountProps) {
  return (
    <Form.Item label={label} rules={[{ required: true, message: `请输入${label}` }, { type: 'number', min, max, message: message ?? `${label}须为 ${min}～${max}${unit ? ` ${unit}` : ''}` }, ...rules]} {...item}>
      <InputNumber aria-label={label} min={min} max={max} precision={0} suffix={unit || undefined} style={{ width: '100%' }} />
    </Form.Item>
  );
}

/** The order on the riders' app: 0 to 9999, smaller first. */
export function SortItem({ width = '100%' }: { width?: number | string }) {
  return (
    <Form.Item name="sort" label="排序" extra="数字小的排在前面" rules={[{ required: true, message: '请输入排序' }]}>
      <InputNumber aria-label="排序" min={0} max={9999} precision={0} style={{ width }} />
    </Form.Item>
  );
}

export const HTTPS = /^https:\/\/\S+$/;

/** An https picture address; `optional` allows none. */
export function ImageItem({ optional = false }: { optional?: boolean }) {
  return (
    <Form.Item
      name="image"
      label="图片地址"
      extra={optional ? '可不填' : undefined}
      rules={[...(optional ? [] : [{ required: true, whitespace: true, message: '请输入图片地址' }]), { pattern: HTTPS, message: '请输入以 https:// 开头的图片地址' }]}
    >
      <Input aria-label="图片地址" placeholder="https://" />
    </Form.Item>
  );
}
