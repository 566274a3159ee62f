/** The operation-log screens' columns: the shared log columns with the vehicle they belong to. */
import { Link } from 'react-router-dom';
import { deviceLogColumns, vehicleLogColumns } from '@/shared/ui/logColumns';
import { type DeviceLog, type OperatorLogRow, type VehicleLog } from '@contract/logs';
import type { ListColumn } from '@/shared/ui/list/types';
import { vehiclePath } from '@/shared/nav/paths';
import { timeColumn } from '@/shared/ui/list/timeColumn';
import { phoneColumn } from '@/shared/ui/list/columns';

const vehicleNo = <T extends { vehicleNo: string }>(tab: string): ListColumn<T> => ({
  key: 'vehicleNo',
  title: '车辆编号',
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
  timeColumn('at', '时间'),
  { key: 'name', title: '操作员', dataIndex: 'name', width: 120 },
  phoneColumn<OperatorLogRow>(120),
  { key: 'action', title: '操作', dataIndex: 'action', width: 160 },
  { key: 'target', title: '对象', dataIndex: 'target' },
  { key: 'ip', title: 'IP', dataIndex: 'ip', width: 130 },
];
