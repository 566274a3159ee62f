import { callEndpoint } from '@/shared/http/endpoint';
import { FLEET_WRITES } from '@contract/actions';
import { logApi } from '@/shared/api/logs';
import { taskApi } from '@/shared/api/tasks';
import { toPage, type ListQuery, type Page } from '@/shared/http/page';
import type { Vehicle, VehicleMdsData, VehicleRide } from '@contract/vehicles';
import type { Command } from '@contract/logs';
import type { AlarmRow } from '@contract/alarms';
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
    callEndpoint(FLEET_READS.vehicleList, { input: q }, { signal, scoped: true }).then((d) => toPage<Vehicle>(d)),

  /** Every vehicle of the filter in columns (battery 'a~b', serviceAreaId, alarm, status, screening conditions). */
  map: (q: Params, signal?: AbortSignal) =>
    callEndpoint(FLEET_READS.vehicleMap, { input: q }, { signal, scoped: true }),

  /** The map columns plus the regulator's (imei, MDS state, last event, area, alarms). */
  mds: (q: Params, signal?: AbortSignal) =>
    // `fields: 'mds'` widens the same read's columns by the regulator's (the descriptor types the narrow answer)
    callEndpoint(FLEET_READS.vehicleMap, { input: { ...q, fields: 'mds' } }, { signal, scoped: true }).then(
      (d) => d as VehicleMdsData,
    ),

  detail: (vehicleNo: string, signal?: AbortSignal) =>
    callEndpoint(FLEET_READS.vehicleDetail, { input: { vehicleNo } }, { signal }),

  /** Lock / unlock / ring; rejects with the server's message (e.g. '车辆离线，指令下发失败'). */
  command: (vehicleNo: string, command: Command) =>
    callEndpoint(FLEET_WRITES.vehicleCommand, { input: { vehicleNo, command } }),

  /** GPS fixes of a time range (ISO, at most 24 h). */
  trace: (vehicleNo: string, from: string, to: string, signal?: AbortSignal) =>
    callEndpoint(FLEET_READS.vehicleTrace, { input: { vehicleNo, from, to } }, { signal }).then((d) => d.points),

  /** Alarm records, newest first (status, alarm, serviceAreaId, keyword, vehicleNo). */
  alarms: (q: ListQuery | Params, signal?: AbortSignal): Promise<Page<AlarmRow>> =>
    callEndpoint(FLEET_READS.alarmList, { input: q }, { signal, scoped: true }).then((d) => toPage<AlarmRow>(d)),
  ackAlarm: (id: string) => callEndpoint(FLEET_WRITES.alarmAck, { input: { id } }),
  /** An operation task made from the alarm (the kind it calls for); the alarm is then 处理中. */
  alarmTask: (id: string) => callEndpoint(FLEET_WRITES.alarmTask, { input: { id } }),
  clearAlarm: (id: string, note: string) => callEndpoint(FLEET_WRITES.alarmClear, { input: { id, note } }),

  vehicleLogs: logApi.vehicleLogs,
  deviceLogs: logApi.deviceLogs,

  /** The vehicle's rides (orders), newest first. */
  rides: (q: ListQuery, signal?: AbortSignal): Promise<Page<VehicleRide>> =>
    callEndpoint(RIDER_READS.orderList, { input: q }, { signal, scoped: true }).then((d) => toPage<VehicleRide>(d)),

  tasks: taskApi.list,
  createTasks: taskApi.create,

  analysis: (q: { from: string; to: string; areaId?: string }, signal?: AbortSignal) =>
    callEndpoint(FLEET_READS.vehicleAnalysis, { input: q }, { signal, scoped: true }),

  deviceStats: (q: Params, signal?: AbortSignal) =>
    callEndpoint(FLEET_READS.deviceStats, { input: q }, { signal, scoped: true }),
};
