import { Form, Input, InputNumber, type TableColumnType } from 'antd';
import type { Fence } from '@contract/fences';

/** The parking fence's own fields: how many vehicles it holds, and when it is open. */
export function ParkingFields() {
  return (
    <>
      <Form.Item
        name="capacity"
        label="停车容量（辆）"
        rules={[
          { required: true, message: '请输入停车容量' },
          { type: 'integer', min: 1, message: '停车容量须为正整数' },
        ]}
      >
        <InputNumber min={1} max={9999} precision={0} style={{ width: '100%' }} aria-label="停车容量" placeholder="请输入停车容量" />
      </Form.Item>
      <Form.Item name="openingHours" label="开放时间" rules={[{ max: 30, message: '开放时间最多30个字' }]}>
        <Input placeholder="如 07:00-22:00，不填为全天" maxLength={30} />
      </Form.Item>
    </>
  );
}

export const PARKING_COLUMNS: TableColumnType<Fence>[] = [{ key: 'capacity', title: '容量', width: 60, align: 'right', render: (_: unknown, f: Fence) => f.capacity ?? '-' }];
