/** Columns of device authorization (/permissions/device) and of an operator's devices. */
import { phoneColumn } from '@/shared/ui/list/columns';
import { timeColumn } from '@/shared/ui/list/timeColumn';
import { Tag, Typography } from 'antd';
import type { ListColumn } from '@/shared/ui/list/types';
import { DEVICE_STATE, type DeviceRecord, type DeviceState } from '@contract/devices';

const COLOR: Record<DeviceState, string> = { pending: 'gold', authorized: 'green', refused: 'red', removed: 'default' };

export const deviceStateTag = (s: DeviceState) => <Tag color={COLOR[s]}>{DEVICE_STATE[s]}</Tag>;

const code = (c: string) => (
  <Typography.Text copyable={{ text: c }} code>
    {c.slice(0, 8)}…
  </Typography.Text>
);

export const deviceColumns: ListColumn<DeviceRecord>[] = [
  { key: 'name', title: '姓名', dataIndex: 'name', width: 110 },
  phoneColumn<DeviceRecord>(),
  { key: 'deviceName', title: '设备名称', dataIndex: 'deviceName', width: 160 },
  {
    key: 'deviceCode',
    title: '设备码',
    width: 150,
    render: (_: unknown, r) => code(r.deviceCode),
    csv: (r) => r.deviceCode,
  },
  timeColumn('requestedAt', '申请时间'),
  {
    key: 'state',
    title: '状态',
    width: 90,
    render: (_: unknown, r) => deviceStateTag(r.state),
    csv: (r) => DEVICE_STATE[r.state],
  },
  {
    key: 'decidedBy',
    title: '处理人',
    width: 100,
    render: (_: unknown, r) => r.decidedBy ?? '-',
    csv: (r) => r.decidedBy,
  },
  timeColumn('decidedAt', '处理时间', { sortable: false }),
  timeColumn('lastLoginAt', '最近登录'),
];
