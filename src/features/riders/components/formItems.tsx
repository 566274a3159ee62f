/** A field the riders' action forms share: how long a ban lasts. */
import { DatePicker, Form } from 'antd';
import dayjs from 'dayjs';
import { now } from '@/shared/utils/clock';

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
