import type { Alarm, DisplayStatus, MdsState, OpsState, RideState } from '@/shared/utils/vehicleStatus';

/** A vehicle with its live state (DESIGN.md §5), as `/platform/vehicle/list|detail` answer it. */
export interface Vehicle {
  vehicleNo: string;
  imei: string;
  frameNo: string;
  model: string;
  serviceAreaId: string;
  agentId: string;
  launchedAt: string;
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

export type { Command } from '@/shared/domain/logs';

export type { Fence, FenceKind } from '@/shared/domain/fences';

export type { DeviceLog, VehicleLog } from '@/shared/domain/logs';

export type { CreateTasks, OpsTask, TaskKind } from '@/shared/tasks/model';

/** One day of `/platform/vehicle/analysis` (money in fen). */
export interface AnalysisDay {
  date: string;
  vehicles: number;
  activeVehicles: number;
  rides: number;
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
  status: 'riding' | 'unpaid' | 'paid' | 'refunded' | 'cancelled';
}
