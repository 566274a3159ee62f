/** Fields the riders' action forms share: a reason, and how long a ban lasts. */
import { DatePicker, Form, Input } from 'antd';
import dayjs from 'dayjs';
import { now } from '@/shared/utils/clock';

/** A required reason of up to 200 characters, under `label` (`请填写<label>` when empty). */
export function ReasonItem({ label, placeholder }: { label: string; placeholder?: string }) {
  return (
    <Form.Item name="reason" label={label} rules={[{ required: true, whitespace: true, message: `请填写${label}` }]}>
      <Input.TextArea rows={3} maxLength={200} showCount placeholder={placeholder} aria-label={label} />
    </Form.Item>
  );
}

/** The last day of a ban, after today (UTC+8 clock); none is a ban for good. */
export function BanUntilItem() {
  return (
    <Form.Item name="until" label="截止日期" extra="不填为永久拉黑">
      <DatePicker
        style={{ width: '100%' }}
        disabledDate={(d) => !d.isAfter(dayjs(now()), 'day')}
        aria-label="截止日期"
      />
    </Form.Item>
  );
}
