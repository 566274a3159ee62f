/**
 * The table columns of the vehicle and device logs, shared by the vehicle detail page
 * and the operation-log screens.
 */
import { Tag, Typography } from 'antd';
import { COMMAND_RESULT, DEVICE_COMMAND, type DeviceLog, type VehicleLog } from '@contract/logs';
import type { ListColumn } from '@/shared/ui/list/types';
import { timeColumn } from '@/shared/ui/list/timeColumn';
import { textColumn } from '@/shared/ui/list/columns';

export const vehicleLogColumns: ListColumn<VehicleLog>[] = [
  timeColumn('at', '时间'),
  { key: 'event', title: '事件', dataIndex: 'event', width: 100, render: (x: unknown) => <Tag>{String(x)}</Tag> },
  { key: 'detail', title: '内容', dataIndex: 'detail' },
  {
    key: 'by',
    title: '操作人',
    dataIndex: 'by',
    width: 110,
    render: (x: unknown) => (x ? String(x) : '系统'),
    csv: (l) => l.by ?? '系统',
  },
];

export const deviceLogColumns: ListColumn<DeviceLog>[] = [
  timeColumn('at', '时间'),
  textColumn('command', '指令', 120, (l) => DEVICE_COMMAND[l.command] ?? l.command),
  {
    key: 'result',
    title: '结果',
    width: 80,
    render: (_: unknown, l) => (
      <Tag color={COMMAND_RESULT[l.result]?.color}>{COMMAND_RESULT[l.result]?.label ?? l.result}</Tag>
    ),
    csv: (l) => COMMAND_RESULT[l.result]?.label ?? l.result,
  },
  {
    key: 'payload',
    title: '报文',
    dataIndex: 'payload',
    render: (x: unknown) => <Typography.Text code>{String(x)}</Typography.Text>,
  },
  { key: 'imei', title: 'IMEI', dataIndex: 'imei', width: 160 },
];
