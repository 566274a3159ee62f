/**
 * The table columns of the vehicle and device logs, shared by the vehicle detail page
 * and the operation-log screens.
 */
import { Tag, Typography } from 'antd';
import { COMMAND_RESULT, DEVICE_COMMAND, type DeviceLog, type VehicleLog } from '@contract/logs';
import type { ListColumn } from '@/shared/ui/list/types';
import { timeColumn } from '@/shared/ui/list/timeColumn';
import { textColumn } from '@/shared/ui/list/columns';
import { DEVICE_LOG_COLUMNS, VEHICLE_LOG_COLUMNS } from '@contract/labels/logs';
import { SYSTEM_ACTOR } from '@contract/labels/columns';

export const vehicleLogColumns: ListColumn<VehicleLog>[] = [
  timeColumn('at', VEHICLE_LOG_COLUMNS.at),
  {
    key: 'event',
    title: VEHICLE_LOG_COLUMNS.event,
    dataIndex: 'event',
    width: 100,
    render: (x: unknown) => <Tag>{String(x)}</Tag>,
  },
  { key: 'detail', title: VEHICLE_LOG_COLUMNS.detail, dataIndex: 'detail' },
  {
    key: 'by',
    title: VEHICLE_LOG_COLUMNS.by,
    dataIndex: 'by',
    width: 110,
    render: (x: unknown) => (x ? String(x) : SYSTEM_ACTOR),
    csv: (l) => l.by ?? SYSTEM_ACTOR,
  },
];

export const deviceLogColumns: ListColumn<DeviceLog>[] = [
  timeColumn('at', DEVICE_LOG_COLUMNS.at),
  textColumn('command', DEVICE_LOG_COLUMNS.command, 120, (l) => DEVICE_COMMAND[l.command] ?? l.command),
  {
    key: 'result',
    title: DEVICE_LOG_COLUMNS.result,
    width: 80,
    render: (_: unknown, l) => (
      <Tag color={COMMAND_RESULT[l.result]?.color}>{COMMAND_RESULT[l.result]?.label ?? l.result}</Tag>
    ),
    csv: (l) => COMMAND_RESULT[l.result]?.label ?? l.result,
  },
  {
    key: 'payload',
    title: DEVICE_LOG_COLUMNS.payload,
    dataIndex: 'payload',
    render: (x: unknown) => <Typography.Text code>{String(x)}</Typography.Text>,
  },
  { key: 'imei', title: DEVICE_LOG_COLUMNS.imei, dataIndex: 'imei', width: 160 },
];
