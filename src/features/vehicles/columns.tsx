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

type AreaName = (id: string) => string;

const alarmText = (v: Vehicle) => v.alarms.map((a) => ALARM[a] ?? a).join('、');

const vehicleNo: ListColumn<Vehicle> = {
  key: 'vehicleNo',
  title: '车辆编号',
  width: 110,
  fixed: 'left',
  sortable: true,
  render: (_: unknown, v) => <Link to={vehiclePath(v.vehicleNo)}>{v.vehicleNo}</Link>,
  csv: (v) => v.vehicleNo,
};
const imei: ListColumn<Vehicle> = { key: 'imei', title: 'IMEI', dataIndex: 'imei', width: 150 };
const area = (nameOf: AreaName): ListColumn<Vehicle> => ({
  key: 'serviceAreaId',
  title: '服务区',
  width: 110,
  render: (_: unknown, v) => nameOf(v.serviceAreaId),
  csv: (v) => nameOf(v.serviceAreaId),
});
const status: ListColumn<Vehicle> = {
  key: 'status',
  title: '状态',
  width: 96,
  render: (_: unknown, v) => <StatusTag vehicle={v} />,
  csv: (v) => STATUS_META[displayStatus(v)].label,
};
const battery: ListColumn<Vehicle> = {
  key: 'battery',
  title: '电量',
  width: 130,
  sortable: true,
  render: (_: unknown, v) => <BatteryBar value={v.battery} />,
  csv: (v) => v.battery,
};
const alarms: ListColumn<Vehicle> = {
  key: 'alarms',
  title: '告警',
  width: 170,
  render: (_: unknown, v) => <AlarmTags alarms={v.alarms} />,
  csv: alarmText,
};
const heartbeat: ListColumn<Vehicle> = {
  key: 'lastHeartbeatAt',
  title: '最后心跳',
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
    { key: 'model', title: '车型', dataIndex: 'model', width: 130 },
    area(nameOf),
    status,
    battery,
    {
      key: 'voltage',
      title: '电压',
      width: 80,
      align: 'right',
      render: (_: unknown, v) => volts(v.voltage),
      csv: (v) => (v.voltage / 1000).toFixed(1),
    },
    {
      key: 'locked',
      title: '锁状态',
      width: 96,
      render: (_: unknown, v) => <LockTag locked={v.locked} />,
      csv: (v) => (v.locked ? '已锁车' : '未锁车'),
    },
    {
      key: 'online',
      title: '网络',
      width: 70,
      render: (_: unknown, v) => <OnlineTag online={v.online} />,
      csv: (v) => (v.online ? '在线' : '离线'),
    },
    alarms,
    heartbeat,
    textColumn('lastRideAt', '最后骑行', 170, (v) => dateTime(v.lastRideAt), { sortable: true }),
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
      csv: (v) => (v.online ? '在线' : '离线'),
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
      title: '最后骑行',
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
