import { z } from 'zod';
import { FLEET_READS } from '@contract/endpoints/fleet';
import type { Analysis, DeviceStats, Vehicle, VehicleMapData, VehicleMdsData } from '@contract/vehicles';
import type { AlarmRow } from '@contract/alarms';
import type { OpsTask, StaffOption } from '@contract/tasks';
import type { ParkApplication } from '@contract/parkApplications';
import type { RepairRow } from '@contract/repairs';
import type { DeviceLog, VehicleLog } from '@contract/logs';
import type { Fence } from '@contract/fences';
import type { Replies } from './registry';
import { count, day, fen, instant, lngLat, maskedPhone, pageOf, reviewStatus, tracePoint } from './common';
import { displayStatus } from './overview';
import { fence } from './fences';

export const alarmKind = z.enum([
  'abnormal_move',
  'out_of_area',
  'in_no_parking',
  'outside_station',
  'battery_removed',
  'offline',
  'lost',
  'abnormal_unlock',
]);

/** A vehicle with its live state, as the list and the detail answer it. */
export const vehicle = z.object({
  vehicleNo: z.string().min(1),
  imei: z.string(),
  frameNo: z.string(),
  model: z.string(),
  serviceAreaId: z.string(),
  agentId: z.string(),
  launchedAt: instant,
  rideState: z.enum(['ready', 'riding', 'temp_stop', 'reserved', 'in_ops']),
  opsStates: z.array(z.enum(['off_shelf', 'moving', 'battery_swap', 'low_battery', 'repair', 'dragged_back'])),
  alarms: z.array(alarmKind),
  battery: z.number().min(0).max(100),
  voltage: z.number().nonnegative(),
  locked: z.boolean(),
  lng: z.number(),
  lat: z.number(),
  online: z.boolean(),
  signal: z.number().int().min(0).max(31),
  firmware: z.string(),
  lastHeartbeatAt: instant,
  lastRideAt: instant.optional(),
  odometer: z.number().nonnegative(),
  agentName: z.string().optional(),
}) satisfies z.ZodType<Vehicle>;

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

export const alarmRow = z.object({
  id: z.string().min(1),
  vehicleNo: z.string(),
  serviceAreaId: z.string(),
  alarm: alarmKind,
  raisedAt: instant,
  status: z.enum(['open', 'acknowledged', 'handling', 'cleared']),
  acknowledgedBy: z.string().optional(),
  acknowledgedAt: instant.optional(),
  taskId: z.string().optional(),
  repairId: z.string().optional(),
  handledBy: z.string().optional(),
  handledAt: instant.optional(),
  clearedBy: z.string().optional(),
  clearedAt: instant.optional(),
  note: z.string().optional(),
  serviceAreaName: z.string().optional(),
}) satisfies z.ZodType<AlarmRow>;

export const taskKind = z.enum(['battery_swap', 'dispatch', 'repair', 'inspection']);

export const opsTask = z.object({
  id: z.string().min(1),
  kind: taskKind,
  vehicleNo: z.string(),
  serviceAreaId: z.string(),
  assignee: z.string().optional(),
  status: z.enum(['pending', 'assigned', 'in_progress', 'done', 'cancelled']),
  createdAt: instant,
  deadline: instant,
  finishedAt: instant.optional(),
  note: z.string(),
  cancelReason: z.string().optional(),
  createdBy: z.string().optional(),
  serviceAreaName: z.string().optional(),
  assigneeName: z.string().optional(),
}) satisfies z.ZodType<OpsTask>;

const staffOption = z.object({
  opManId: z.string().min(1),
  name: z.string(),
  openTasks: count,
}) satisfies z.ZodType<StaffOption>;

export const parkApplication = z.object({
  id: z.string().min(1),
  applicantId: z.string(),
  applicantName: z.string(),
  applicantPhone: maskedPhone,
  serviceAreaId: z.string(),
  agentId: z.string(),
  stationName: z.string(),
  polygon: z.array(lngLat),
  capacity: count,
  reason: z.string(),
  photos: z.array(z.string()),
  status: reviewStatus,
  createdAt: instant,
  reviewer: z.string().optional(),
  reviewedAt: instant.optional(),
  rejectReason: z.string().optional(),
  stationId: z.string().optional(),
  serviceAreaName: z.string().optional(),
  nearby: z.array(z.object({ id: z.string(), name: z.string(), polygon: z.array(lngLat), capacity: count.optional() })),
  nearest: z.object({ id: z.string(), name: z.string(), metres: z.number().nonnegative() }).optional(),
}) satisfies z.ZodType<ParkApplication>;

export const repairRow = z.object({
  id: z.string().min(1),
  vehicleNo: z.string(),
  serviceAreaId: z.string(),
  faultType: z.string().optional(),
  description: z.string(),
  source: z.enum(['report', 'alarm', 'inspection']),
  alarmId: z.string().optional(),
  status: z.enum(['reported', 'diagnosing', 'awaiting_parts', 'repairing', 'done', 'cancelled']),
  diagnosis: z.string().optional(),
  parts: z.array(z.object({ name: z.string(), qty: count, cost: fen })),
  history: z.array(
    z.object({
      step: z.enum(['report', 'diagnose', 'order_parts', 'start', 'finish', 'cancel']),
      by: z.string(),
      at: instant,
      note: z.string().optional(),
    }),
  ),
  reportedBy: z.string(),
  reportedAt: instant,
  assignee: z.string().optional(),
  doneAt: instant.optional(),
  serviceAreaName: z.string().optional(),
  assigneeName: z.string().optional(),
}) satisfies z.ZodType<RepairRow>;

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
