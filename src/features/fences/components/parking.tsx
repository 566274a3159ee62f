import { Form, Input, type TableColumnType } from 'antd';
import { COUNT_LIMITS } from '@contract/money';
import { CountField } from '@/shared/ui/CountField';
import type { Fence } from '@contract/fences';

/** The parking fence's own fields: how many vehicles it holds, and when it is open. */
export function ParkingFields() {
  return (
    <>
      <CountField
        name="capacity"
        label="停车容量（辆）"
        limit={COUNT_LIMITS.parkingCapacity}
        aria="停车容量"
        placeholder="请输入停车容量"
      />
      <Form.Item name="openingHours" label="开放时间" rules={[{ max: 30, message: '开放时间最多30个字' }]}>
        <Input placeholder="如 07:00-22:00，不填为全天" maxLength={30} />
      </Form.Item>
    </>
  );
}

export const PARKING_COLUMNS: TableColumnType<Fence>[] = [
  { key: 'capacity', title: '容量', width: 60, align: 'right', render: (_: unknown, f: Fence) => f.capacity ?? '-' },
];
