import { z } from 'zod';
import { FLEET_READS } from '@contract/endpoints/fleet';
import type { Analysis, DeviceStats, VehicleMapData, VehicleMdsData } from '@contract/vehicles';
import type { AlarmRow } from '@contract/alarms';
import type { StaffOption } from '@contract/tasks';
import type { DeviceLog, VehicleLog } from '@contract/logs';
import type { Fence } from '@contract/fences';
import type { Replies } from './registry';
import { count, day, fen, instant, pageOf, sameType, tracePoint } from './common';
// a list shows the records its writes answer: one schema each (./actions/fleet)
import { alarmRecord, opsTask, parkApplication, repairRow, vehicle } from './actions/fleet';
import { displayStatus } from './overview';
import { fence } from './fences';

const mapColumns = z.object({
  total: count,
  vehicleNo: z.array(z.string()),
  lng: z.array(z.number()),
  lat: z.array(z.number()),
  status: z.array(displayStatus),
  battery: z.array(z.number().min(0).max(100)),
}) satisfies z.ZodType<VehicleMapData>;

const mdsColumns = mapColumns.extend({
  imei: z.array(z.string()),
  mds: z.array(
    z.enum(['available', 'on_trip', 'reserved', 'non_operational', 'non_contactable', 'missing', 'removed']),
  ),
  lastEventAt: z.array(instant),
  serviceAreaId: z.array(z.string()),
  agentId: z.array(z.string()),
  alarms: z.array(z.string()),
}) satisfies z.ZodType<VehicleMdsData>;

/** An alarm as the list shows it: its service area's name instead of the franchisee. */
const alarmRow = alarmRecord.omit({ agentId: true }).extend({ serviceAreaName: z.string().optional() });
sameType<z.infer<typeof alarmRow>, AlarmRow>(true);

const staffOption = z.object({
  opManId: z.string().min(1),
  name: z.string(),
  openTasks: count,
  serviceAreaIds: z.array(z.string()).optional(),
}) satisfies z.ZodType<StaffOption>;

const analysis = z.object({
  from: day,
  to: day,
  fleet: count,
  idle: z.object({ over24: count, over48: count, over72: count }),
  rows: z.array(z.object({ date: day, vehicles: count, activeVehicles: count, rides: count, revenue: fen })),
}) satisfies z.ZodType<Analysis>;

const deviceStats = z.object({
  total: count,
  online: count,
  offline: count,
  alarm: count,
  weakSignal: count,
  /** vehicles per firmware version */
  firmware: z.record(z.string(), count),
}) satisfies z.ZodType<DeviceStats>;

const vehicleLog = z.object({
  id: z.string().min(1),
  vehicleNo: z.string(),
  event: z.string(),
  detail: z.string(),
  by: z.string().optional(),
  at: instant,
}) satisfies z.ZodType<VehicleLog>;

const deviceLog = z.object({
  id: z.string().min(1),
  imei: z.string(),
  vehicleNo: z.string(),
  command: z.string(),
  /** the command's payload as the device received it (JSON text) */
  payload: z.string(),
  result: z.enum(['success', 'failed', 'timeout']),
  at: instant,
}) satisfies z.ZodType<DeviceLog>;

export const FLEET_REPLIES: Replies = [
  [FLEET_READS.alarmList, pageOf(alarmRow)],
  [FLEET_READS.opsTaskList, pageOf(opsTask)],
  [FLEET_READS.opsStaff, z.array(staffOption)],
  [FLEET_READS.parkApplicationList, pageOf(parkApplication)],
  [FLEET_READS.repairList, pageOf(repairRow)],
  [FLEET_READS.repairDetail, repairRow],
  /** the fault types' names, for the report form */
  [FLEET_READS.repairFaults, z.array(z.string())],
  [FLEET_READS.vehicleAnalysis, analysis],
  [FLEET_READS.vehicleList, pageOf(vehicle)],
  [FLEET_READS.deviceStats, deviceStats],
  /** the columns, with the regulator's (`fields=mds`) when asked */
  [FLEET_READS.vehicleMap, z.union([mdsColumns, mapColumns])],
  [FLEET_READS.vehicleDetail, vehicle],
  [FLEET_READS.vehicleTrace, z.object({ vehicleNo: z.string(), points: z.array(tracePoint) })],
  [
    FLEET_READS.fenceList,
    z.object({ count, list: z.array(fence) }) satisfies z.ZodType<{ count: number; list: Fence[] }>,
  ],
  [FLEET_READS.vehicleLogs, pageOf(vehicleLog)],
  [FLEET_READS.deviceLogs, pageOf(deviceLog)],
];
