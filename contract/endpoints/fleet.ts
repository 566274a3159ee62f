import { openRead, read, type Rows } from '@contract/endpoint';
import type { Fence } from '@contract/fences';
import type { Analysis, DeviceStats, TracePoint, Vehicle, VehicleMapData } from '@contract/vehicles';
import type { AlarmRow } from '@contract/alarms';
import type { OpsTask } from '@contract/tasks';
import type { DeviceLog, VehicleLog } from '@contract/logs';
import type { ParkApplication } from '@contract/parkApplications';
import type { StaffOption } from '@contract/tasks';
import type { FleetStats, InspectionStats, StationsStats, TaskStats } from '@contract/schemas/opsStats';

/** Fleet reads: vehicles and devices, their maps, traces and logs, alarms, repairs, operations tasks and statistics, park applications. */
export const FLEET_READS = {
  alarmList: read<Rows<AlarmRow>>('/platform/alarm/list', ['0301', '030601', '0302', '0305', '0307', '0304']),
  opsStatsVehicles: read<FleetStats>('/platform/ops/stats/vehicles', ['0906']),
  opsStatsInspections: read<InspectionStats>('/platform/ops/stats/inspections', ['0905']),
  opsStatsStations: read<StationsStats>('/platform/ops/stats/stations', ['0907']),
  opsTaskList: read<Rows<OpsTask>>('/platform/ops/task/list', ['0909', '0307', '0302', '0301']),
  opsStaff: read<StaffOption[]>('/platform/ops/staff', ['0909', '0307', '0908']),
  opsTaskStats: read<TaskStats>('/platform/ops/task/stats', ['0901', '090201', '090301', '0904', '0909']),
  parkApplicationList: read<Rows<ParkApplication>>('/platform/park-application/list', ['0910']),
  repairList: read('/platform/repair/list', ['0301', '030601', '0302', '0305', '0307', '0304']),
  repairDetail: read('/platform/repair/detail', ['0301', '030601', '0302', '0305', '0307', '0304']),
  repairFaults: read<string[]>('/platform/repair/faults', ['0301', '030601', '0302', '0305', '0307', '0304']),
  vehicleAnalysis: read<Analysis>('/platform/vehicle/analysis', ['0304']),
  vehicleList: read<Rows<Vehicle>>('/platform/vehicle/list', ['0302', '0305', '0307']),
  deviceStats: read<DeviceStats>('/platform/device/stats', ['0305']),
  vehicleMap: read<VehicleMapData>('/platform/vehicle/map', ['0301', '030601', '0302', '0305', '0307', '0304']),
  vehicleDetail: read<Vehicle>('/platform/vehicle/detail', ['0301', '030601', '0302', '0305', '0307', '0304']),
  vehicleTrace: read<{ points: TracePoint[] }>('/platform/vehicle/trace', [
    '0301',
    '030601',
    '0302',
    '0305',
    '0307',
    '0304',
  ]),
  fenceList: openRead<{ count: number; list: Fence[] }>('/platform/fence/list', 'signed-in'),
  vehicleLogs: read<Rows<VehicleLog>>('/platform/vehicle/logs', ['1402', '0302', '0301']),
  deviceLogs: read<Rows<DeviceLog>>('/platform/device/logs', ['1403', '0302', '0305', '0301']),
} as const;
