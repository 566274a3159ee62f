/** The operation-log screens' columns: the shared log columns with the vehicle they belong to. */
import { Link } from 'react-router-dom';
import { deviceLogColumns, vehicleLogColumns } from '@/shared/ui/logColumns';
import { type DeviceLog, type OperatorLogRow, type VehicleLog } from '@contract/logs';
import type { ListColumn } from '@/shared/ui/list/types';
import { vehiclePath } from '@/shared/nav/paths';
import { timeColumn } from '@/shared/ui/list/timeColumn';
import { phoneColumn } from '@/shared/ui/list/columns';
import { OPERATOR_LOG_COLUMNS, VEHICLE_LOG_COLUMNS } from '@contract/labels/logs';

const vehicleNo = <T extends { vehicleNo: string }>(tab: string): ListColumn<T> => ({
  key: 'vehicleNo',
  title: VEHICLE_LOG_COLUMNS.vehicleNo,
  width: 120,
  render: (_: unknown, r) => <Link to={vehiclePath(r.vehicleNo, tab)}>{r.vehicleNo}</Link>,
  csv: (r) => r.vehicleNo,
});

export const vehicleLogListColumns: ListColumn<VehicleLog>[] = [
  vehicleLogColumns[0],
  vehicleNo<VehicleLog>('vehicle-logs'),
  ...vehicleLogColumns.slice(1),
];

export const deviceLogListColumns: ListColumn<DeviceLog>[] = [
  deviceLogColumns[0],
  vehicleNo<DeviceLog>('device-logs'),
  ...deviceLogColumns.slice(1),
];

export const operatorLogColumns: ListColumn<OperatorLogRow>[] = [
  timeColumn('at', OPERATOR_LOG_COLUMNS.at),
  { key: 'name', title: OPERATOR_LOG_COLUMNS.name, dataIndex: 'name', width: 120 },
  phoneColumn<OperatorLogRow>(120, OPERATOR_LOG_COLUMNS.phone),
  { key: 'action', title: OPERATOR_LOG_COLUMNS.action, dataIndex: 'action', width: 160 },
  { key: 'target', title: OPERATOR_LOG_COLUMNS.target, dataIndex: 'target' },
  { key: 'ip', title: OPERATOR_LOG_COLUMNS.ip, dataIndex: 'ip', width: 130 },
];
