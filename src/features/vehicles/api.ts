import { pathOf } from '@contract/endpoint';
import { FLEET_WRITES } from '@contract/actions';
import { logApi } from '@/shared/api/logs';
import { http } from '@/shared/http/client';
import { taskApi } from '@/shared/api/tasks';
import { toPage, type ListQuery, type Page } from '@/shared/http/page';
import type {
  Analysis,
  DeviceStats,
  TracePoint,
  Vehicle,
  VehicleMapData,
  VehicleMdsData,
  VehicleRide,
} from '@contract/vehicles';
import type { Command } from '@contract/logs';
import type { AlarmRecord, AlarmRow } from '@contract/alarms';
import { FLEET_READS } from '@contract/endpoints/fleet';
import { RIDER_READS } from '@contract/endpoints/riders';
import { registerReplies } from '@/shared/http/replyCheck';
import { FLEET_REPLIES } from '@contract/schemas/fleet';
import { OPS_STATS_REPLIES } from '@contract/schemas/opsStats';
import { RIDER_REPLIES } from '@contract/schemas/riders';
import { FLEET_WRITE_REPLIES } from '@contract/schemas/actions/fleet';

// the reply schemas of what this module calls: they load with the page, and its replies are checked (replyCheck.ts)
registerReplies([...FLEET_REPLIES, ...OPS_STATS_REPLIES, ...RIDER_REPLIES, ...FLEET_WRITE_REPLIES]);

type Params = Record<string, unknown>;

/**
 * Vehicle monitoring: `/platform/vehicle/*`, fences, vehicle and device logs,
 * operation tasks. Lists and maps pass `scoped: true` (the header's selection applies).
 */
export const vehicleApi = {
  list: (q: ListQuery | Params, signal?: AbortSignal): Promise<Page<Vehicle>> =>
    http.get<unknown>(pathOf(FLEET_READS.vehicleList), q, { signal, scoped: true }).then((d) => toPage<Vehicle>(d)),

  /** Every vehicle of the filter in columns (battery 'a~b', serviceAreaId, alarm, status, screening conditions). */
  map: (q: Params, signal?: AbortSignal) =>
    http.get<VehicleMapData>(pathOf(FLEET_READS.vehicleMap), q, { signal, scoped: true }),

  /** The map columns plus the regulator's (imei, MDS state, last event, area, alarms). */
  mds: (q: Params, signal?: AbortSignal) =>
    http.get<VehicleMdsData>(pathOf(FLEET_READS.vehicleMap), { ...q, fields: 'mds' }, { signal, scoped: true }),

  detail: (vehicleNo: string, signal?: AbortSignal) =>
    http.get<Vehicle>(pathOf(FLEET_READS.vehicleDetail), { vehicleNo }, { signal }),

  /** Lock / unlock / ring; rejects with the server's message (e.g. '车辆离线，指令下发失败'). */
  command: (vehicleNo: string, command: Command) =>
    http.post<Vehicle>(pathOf(FLEET_WRITES.vehicleCommand), { vehicleNo, command }),

  /** GPS fixes of a time range (ISO, at most 24 h). */
  trace: (vehicleNo: string, from: string, to: string, signal?: AbortSignal) =>
    http
      .get<{ points: TracePoint[] }>(pathOf(FLEET_READS.vehicleTrace), { vehicleNo, from, to }, { signal })
      .then((d) => d.points),

  /** Alarm records, newest first (status, alarm, serviceAreaId, keyword, vehicleNo). */
  alarms: (q: ListQuery | Params, signal?: AbortSignal): Promise<Page<AlarmRow>> =>
    http.get<unknown>(pathOf(FLEET_READS.alarmList), q, { signal, scoped: true }).then((d) => toPage<AlarmRow>(d)),
  ackAlarm: (id: string) => http.post<AlarmRecord>(pathOf(FLEET_WRITES.alarmAck), { id }),
  /** An operation task made from the alarm (the kind it calls for); the alarm is then 处理中. */
  alarmTask: (id: string) => http.post<AlarmRecord>(pathOf(FLEET_WRITES.alarmTask), { id }),
  clearAlarm: (id: string, note: string) => http.post<AlarmRecord>(pathOf(FLEET_WRITES.alarmClear), { id, note }),

  vehicleLogs: logApi.vehicleLogs,
  deviceLogs: logApi.deviceLogs,

  /** The vehicle's rides (orders), newest first. */
  rides: (q: ListQuery, signal?: AbortSignal): Promise<Page<VehicleRide>> =>
    http.get<unknown>(pathOf(RIDER_READS.orderList), q, { signal, scoped: true }).then((d) => toPage<VehicleRide>(d)),

  tasks: taskApi.list,
  createTasks: taskApi.create,

  analysis: (q: { from: string; to: string; areaId?: string }, signal?: AbortSignal) =>
    http.get<Analysis>(pathOf(FLEET_READS.vehicleAnalysis), q, { signal, scoped: true }),

  deviceStats: (q: Params, signal?: AbortSignal) =>
    http.get<DeviceStats>(pathOf(FLEET_READS.deviceStats), q, { signal, scoped: true }),
};
