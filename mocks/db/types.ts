import type { LngLat } from './geo';

export type State = 'enabled' | 'disabled';

export interface ServiceArea {
  id: string;
  name: string;
  city: string;
  center: LngLat;
  polygon: LngLat[];
  fenceId: string;
  agentId: string;
  state: State;
}

export interface Agent {
  agentId: string;
  company: string;
  contact: string;
  phone: string;
  roleId: string;
  serviceAreaIds: string[];
  state: State;
  createdAt: string;
}

export interface PermissionRole {
  id: string;
  name: string;
  /** 1 admin, 2 business, 4 maintenance, 8 production; 0 franchiser (agent roles) */
  level: number;
  codes: string[];
  state: State;
  remark: string;
}

export interface Operator {
  opManId: string;
  phone: string;
  name: string;
  roleId: string;
  level: number;
  agentId?: string;
  state: State;
  createdAt: string;
  lastLoginAt?: string;
  /** bound to the customer-service chat */
  csRegistered?: boolean;
}

export interface FranchiseApplication {
  id: string;
  company: string;
  contact: string;
  phone: string;
  city: string;
  status: 'pending' | 'approved' | 'rejected';
  reason?: string;
  createdAt: string;
}

export interface SiteConfig {
  webType: string;
  webTitle: string;
  webImg: string;
  themeColor: string;
  publicKey: string;
  company: string;
  appTitle: string;
  filing: { icp: string; police: string };
  map: { amapKey: string; amapSecurityCode: string; center: LngLat; zoom: number };
  homeProgram: string;
  chatUrl: string;
}

export type DepositStatus = 'none' | 'paid' | 'frozen' | 'refunding' | 'refunded';
export type StudentStatus = 'none' | 'pending' | 'approved' | 'rejected';

export interface Rider {
  userId: string;
  phone: string;
  name: string;
  realNameVerified: boolean;
  studentStatus: StudentStatus;
  depositStatus: DepositStatus;
  /** fen */
  deposit: number;
  balance: number;
  giftBalance: number;
  ridingCard?: { name: string; expiresAt: string };
  blacklisted: boolean;
  registeredAt: string;
  serviceAreaId: string;
  agentId: string;
  rides: number;
}

export type PayChannel = 'wallet' | 'wechat' | 'alipay' | 'riding_card' | 'coupon';
export type OrderStatus = 'riding' | 'unpaid' | 'paid' | 'refunded' | 'cancelled';

export interface OrderAmount {
  base: number;
  time: number;
  dispatchFee: number;
  discount: number;
  paid: number;
}

export interface Order {
  orderId: string;
  userId: string;
  phone: string;
  vehicleNo: string;
  serviceAreaId: string;
  agentId: string;
  startAt: string;
  endAt?: string;
  start: LngLat;
  end?: LngLat;
  /** metres */
  distance: number;
  /** seconds */
  duration: number;
  amount: OrderAmount;
  payChannel: PayChannel;
  status: OrderStatus;
  endedOutsideParking: boolean;
  /** the parking station the ride started in / ended in, when it did */
  startStationId?: string;
  endStationId?: string;
}

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

export type RideState = 'ready' | 'riding' | 'temp_stop' | 'reserved' | 'in_ops';
export type OpsState = 'off_shelf' | 'moving' | 'battery_swap' | 'low_battery' | 'repair' | 'dragged_back';
export type Alarm = 'abnormal_move' | 'out_of_area' | 'in_no_parking' | 'outside_station' | 'battery_removed' | 'offline' | 'lost' | 'abnormal_unlock';

/** A vehicle with its live state (DESIGN.md §5). */
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
}

export interface VehicleLog {
  id: string;
  vehicleNo: string;
  event: string;
  detail: string;
  by?: string;
  at: string;
}

export interface DeviceLog {
  id: string;
  imei: string;
  vehicleNo: string;
  command: string;
  payload: string;
  result: 'success' | 'failed' | 'timeout';
  at: string;
}

export interface OpsTask {
  id: string;
  kind: 'battery_swap' | 'dispatch' | 'repair' | 'inspection';
  vehicleNo: string;
  serviceAreaId: string;
  agentId: string;
  assignee?: string;
  status: 'pending' | 'assigned' | 'in_progress' | 'done' | 'cancelled';
  createdAt: string;
  deadline: string;
  finishedAt?: string;
  note: string;
  cancelReason?: string;
  createdBy?: string;
  /** a finished inspection's report: the problems found on the vehicle, empty when it was in order */
  findings?: InspectionFinding[];
}

/** What an inspection may find wrong with a vehicle. */
export type InspectionFinding = 'damaged' | 'qr_code' | 'battery' | 'misparked' | 'not_found';
