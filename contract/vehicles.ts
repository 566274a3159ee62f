/**
 * Vehicles (domain model): the fleet's identity registry, the live state with its
 * vocabulary and Chinese labels, and what the vehicle endpoints answer.
 */
import type { OrderStatus } from './orders';

export type RideState = 'ready' | 'riding' | 'temp_stop' | 'reserved' | 'in_ops';
export type OpsState = 'off_shelf' | 'moving' | 'battery_swap' | 'low_battery' | 'repair' | 'dragged_back';
export type Alarm =
  | 'abnormal_move'
  | 'out_of_area'
  | 'in_no_parking'
  | 'outside_station'
  | 'battery_removed'
  | 'offline'
  | 'lost'
  | 'abnormal_unlock';

/** The one display status of a vehicle, derived from its states (see shared/utils/vehicleStatus). */
export type DisplayStatus =
  | 'lost'
  | 'offline'
  | 'alarm'
  | 'riding'
  | 'reserved'
  | 'temp_stop'
  | 'repair'
  | 'off_shelf'
  | 'dispatch'
  | 'low_battery'
  | 'available';

/** The MDS vehicle state vocabulary for regulators' feeds. */
export type MdsState =
  | 'available'
  | 'on_trip'
  | 'reserved'
  | 'non_operational'
  | 'non_contactable'
  | 'missing'
  | 'removed';

/** Chinese labels of the vehicle vocabulary (domain model). */
export const RIDE_STATE: Record<RideState, string> = {
  ready: '空闲',
  riding: '骑行中',
  temp_stop: '临时停车',
  reserved: '已预约',
  in_ops: '运维中',
};

export const OPS_STATE: Record<OpsState, string> = {
  off_shelf: '已下架',
  moving: '挪车中',
  battery_swap: '待换电',
  low_battery: '低电量',
  repair: '维修中',
  dragged_back: '已拖回',
};

/** Chinese labels of the vehicle alarms (domain model); the vehicle screens and the big screens show them. */
export const ALARM: Record<Alarm, string> = {
  abnormal_move: '异常移动',
  out_of_area: '超出服务区',
  in_no_parking: '禁停区停放',
  outside_station: '站点外停放',
  battery_removed: '电池被拆',
  offline: '设备离线',
  lost: '疑似丢失',
  abnormal_unlock: '异常开锁',
};

/** The MDS vehicle states (regulators' vocabulary) with a label and a map colour. */
export const MDS_META: Record<MdsState, { label: string; color: string }> = {
  available: { label: '可用', color: '#52c41a' },
  on_trip: { label: '行程中', color: '#1677ff' },
  reserved: { label: '已预约', color: '#722ed1' },
  non_operational: { label: '非运营', color: '#fa8c16' },
  non_contactable: { label: '失联', color: '#595959' },
  missing: { label: '丢失', color: '#820014' },
  removed: { label: '已移除', color: '#bfbfbf' },
};

/** The fleet's identity registry; the vehicle monitoring issue adds live state. */
export interface VehicleIdentity {
  vehicleNo: string;
  imei: string;
  frameNo: string;
  model: string;
  serviceAreaId: string;
  agentId: string;
  launchedAt: string;
}

/** A vehicle with its live state (domain model), as `/platform/vehicle/list|detail` answer it. */
export interface Vehicle extends VehicleIdentity {
  rideState: RideState;
  opsStates: OpsState[];
  alarms: Alarm[];
  /** 0-100 */
  battery: number;
  /** mV */
  voltage: number;
  locked: boolean;
  lng: number;
  lat: number;
  online: boolean;
  /** 0-31 */
  signal: number;
  firmware: string;
  lastHeartbeatAt: string;
  lastRideAt?: string;
  /** metres */
  odometer: number;
  /** detail only: the company of the franchisee that owns its service area now (none: unassigned) */
  agentName?: string;
}

/** `/platform/vehicle/map`: every vehicle of the filter in columns (index i is one vehicle). */
export interface VehicleMapData {
  total: number;
  vehicleNo: string[];
  lng: number[];
  lat: number[];
  status: DisplayStatus[];
  battery: number[];
}

/** `/platform/vehicle/map?fields=mds`: the regulator's extra columns. */
export interface VehicleMdsData extends VehicleMapData {
  imei: string[];
  mds: MdsState[];
  lastEventAt: string[];
  serviceAreaId: string[];
  agentId: string[];
  /** comma-joined alarms per vehicle ('' when none) */
  alarms: string[];
}

/** One day of the fleet's use, of `/platform/vehicle/analysis`. Money in fen. */
export interface AnalysisDay {
  date: string;
  /** vehicles in service that day (launched by its end) */
  vehicles: number;
  /** distinct vehicles ridden that day */
  activeVehicles: number;
  rides: number;
  /** paid rides' takings */
  revenue: number;
}

export interface Analysis {
  from: string;
  to: string;
  fleet: number;
  idle: { over24: number; over48: number; over72: number };
  rows: AnalysisDay[];
}

/** `/platform/device/stats`. */
export interface DeviceStats {
  total: number;
  online: number;
  offline: number;
  alarm: number;
  weakSignal: number;
  firmware: Record<string, number>;
}

/** `/platform/vehicle/trace`: fixes [lng, lat, unix ms]. */
export type TracePoint = [number, number, number];

/** A ride of the vehicle, as `/platform/order/list?vehicleNo=` answers it (money in fen). */
export interface VehicleRide {
  orderId: string;
  userId: string;
  userName?: string;
  phone: string;
  startAt: string;
  endAt?: string;
  /** metres */
  distance: number;
  /** seconds */
  duration: number;
  amount: { paid: number };
  status: OrderStatus;
}
