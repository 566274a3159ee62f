import { Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { ListColumn } from '@/shared/ui/list/types';
import { dateTime, distance, duration, maskPhone, money } from '@/shared/utils/format';
import { displayStatus, STATUS_META } from '@/shared/utils/vehicleStatus';
import BatteryBar from './components/BatteryBar';
import SignalBars from './components/SignalBars';
import StatusTag from './components/StatusTag';
import { AlarmTags, LockTag, OnlineTag } from './components/VehicleFacts';
import { ALARM, type Vehicle, type VehicleRide } from '@contract/vehicles';
import { ORDER_STATUS } from '@contract/orders';
import { ago, volts } from './model/time';
import { orderPath, vehiclePath } from '@/shared/nav/paths';
import { textColumn, linkColumn, tagColumn } from '@/shared/ui/list/columns';
import { lockText, onlineText, VEHICLE_COLUMNS } from '@contract/labels/fleet';

type AreaName = (id: string) => string;

const alarmText = (v: Vehicle) => v.alarms.map((a) => ALARM[a] ?? a).join('、');

const vehicleNo: ListColumn<Vehicle> = {
  key: 'vehicleNo',
  title: VEHICLE_COLUMNS.vehicleNo,
  width: 110,
  fixed: 'left',
  sortable: true,
  render: (_: unknown, v) => <Link to={vehiclePath(v.vehicleNo)}>{v.vehicleNo}</Link>,
  csv: (v) => v.vehicleNo,
};
const imei: ListColumn<Vehicle> = { key: 'imei', title: VEHICLE_COLUMNS.imei, dataIndex: 'imei', width: 150 };
const area = (nameOf: AreaName): ListColumn<Vehicle> => ({
  key: 'serviceAreaId',
  title: VEHICLE_COLUMNS.serviceAreaId,
  width: 110,
  render: (_: unknown, v) => nameOf(v.serviceAreaId),
  csv: (v) => nameOf(v.serviceAreaId),
});
const status: ListColumn<Vehicle> = {
  key: 'status',
  title: VEHICLE_COLUMNS.status,
  width: 96,
  render: (_: unknown, v) => <StatusTag vehicle={v} />,
  csv: (v) => STATUS_META[displayStatus(v)].label,
};
const battery: ListColumn<Vehicle> = {
  key: 'battery',
  title: VEHICLE_COLUMNS.battery,
  width: 130,
  sortable: true,
  render: (_: unknown, v) => <BatteryBar value={v.battery} />,
  csv: (v) => v.battery,
};
const alarms: ListColumn<Vehicle> = {
  key: 'alarms',
  title: VEHICLE_COLUMNS.alarms,
  width: 170,
  render: (_: unknown, v) => <AlarmTags alarms={v.alarms} />,
  csv: alarmText,
};
const heartbeat: ListColumn<Vehicle> = {
  key: 'lastHeartbeatAt',
  title: VEHICLE_COLUMNS.lastHeartbeatAt,
  width: 170,
  sortable: true,
  render: (_: unknown, v) => (
    <span title={dateTime(v.lastHeartbeatAt)}>
      {dateTime(v.lastHeartbeatAt).slice(5)}
      <Typography.Text type="secondary" style={{ marginLeft: 6, fontSize: 12 }}>
        {ago(v.lastHeartbeatAt)}
      </Typography.Text>
    </span>
  ),
  csv: (v) => dateTime(v.lastHeartbeatAt),
};

/** vehicle-query: the fleet with its live state. */
export function vehicleColumns(nameOf: AreaName): ListColumn<Vehicle>[] {
  return [
    vehicleNo,
    imei,
    { key: 'model', title: VEHICLE_COLUMNS.model, dataIndex: 'model', width: 130 },
    area(nameOf),
    status,
    battery,
    {
      key: 'voltage',
      title: VEHICLE_COLUMNS.voltage,
      width: 80,
      align: 'right',
      render: (_: unknown, v) => volts(v.voltage),
      csv: (v) => (v.voltage / 1000).toFixed(1),
    },
    {
      key: 'locked',
      title: VEHICLE_COLUMNS.locked,
      width: 96,
      render: (_: unknown, v) => <LockTag locked={v.locked} />,
      csv: (v) => lockText(v.locked),
    },
    {
      key: 'online',
      title: VEHICLE_COLUMNS.online,
      width: 70,
      render: (_: unknown, v) => <OnlineTag online={v.online} />,
      csv: (v) => onlineText(v.online),
    },
    alarms,
    heartbeat,
    textColumn('lastRideAt', VEHICLE_COLUMNS.lastRideAt, 170, (v) => dateTime(v.lastRideAt), { sortable: true }),
  ];
}

/** vehicle-visualization: the devices (IoT boxes) of the fleet. */
export function deviceColumns(nameOf: AreaName): ListColumn<Vehicle>[] {
  return [
    { ...imei, fixed: 'left' },
    { ...vehicleNo, fixed: undefined, sortable: false },
    {
      key: 'online',
      title: '在线状态',
      width: 90,
      render: (_: unknown, v) => <OnlineTag online={v.online} />,
      csv: (v) => onlineText(v.online),
    },
    {
      key: 'signal',
      title: '信号',
      width: 110,
      sortable: true,
      render: (_: unknown, v) => <SignalBars signal={v.signal} online={v.online} showValue />,
      csv: (v) => v.signal,
    },
    { ...heartbeat, title: '心跳' },
    { key: 'firmware', title: '固件版本', dataIndex: 'firmware', width: 100 },
    alarms,
    battery,
    area(nameOf),
  ];
}

/** Screening results: what a task is made for. */
export function screeningColumns(nameOf: AreaName): ListColumn<Vehicle>[] {
  return [
    { ...vehicleNo, sortable: false },
    area(nameOf),
    status,
    { ...battery, sortable: false },
    alarms,
    {
      key: 'lastRideAt',
      title: VEHICLE_COLUMNS.lastRideAt,
      width: 170,
      render: (_: unknown, v) =>
        v.lastRideAt ? `${dateTime(v.lastRideAt).slice(5)}（${ago(v.lastRideAt)}）` : '从未骑行',
    },
  ];
}

export { deviceLogColumns, vehicleLogColumns } from '@/shared/ui/logColumns';

export { taskColumns } from '@/shared/tasks/model';

/** The vehicle's rides; the order number opens the order's page. */
export const rideColumns: ListColumn<VehicleRide>[] = [
  linkColumn('orderId', '订单号', 150, orderPath),
  {
    key: 'user',
    title: '用户',
    width: 150,
    render: (_: unknown, r) => `${r.userName ?? r.userId} ${maskPhone(r.phone)}`,
  },
  { key: 'startAt', title: '开始时间', width: 170, render: (_: unknown, r) => dateTime(r.startAt) },
  { key: 'duration', title: '时长', width: 100, render: (_: unknown, r) => duration(r.duration) },
  { key: 'distance', title: '里程', width: 100, render: (_: unknown, r) => distance(r.distance) },
  { key: 'paid', title: '实付', width: 90, align: 'right', render: (_: unknown, r) => money(r.amount.paid) },
  tagColumn('status', '状态', ORDER_STATUS, (r) => r.status, 90),
];
