import { z } from 'zod';
import { FLEET_WRITES } from '@contract/actions';
import { ALARM, OPS_STATE, RIDE_STATE, type Vehicle } from '@contract/vehicles';
import { ALARM_STATUS, type AlarmRecord } from '@contract/alarms';
import { REPAIR_SOURCE, REPAIR_STATUS, REPAIR_STEP, type RepairRow } from '@contract/repairs';
import { TASK_KIND, TASK_STATUS, type OpsTask } from '@contract/tasks';
import type { ParkApplication } from '@contract/parkApplications';
import { replyFor, repliesFor, type Replies } from '../registry';
import { count, fen, instant, keysOf, lngLat, maskedPhone, sameType } from '../common';
import { id, ids, reviewStatus } from './shared';

/** A vehicle with its live state, as the list, the detail and a command's reply answer it. */
export const vehicle = z.object({
  vehicleNo: id,
  imei: z.string(),
  frameNo: z.string(),
  model: z.string(),
  serviceAreaId: z.string(),
  agentId: z.string(),
  launchedAt: instant,
  rideState: keysOf(RIDE_STATE),
  opsStates: z.array(keysOf(OPS_STATE)),
  alarms: z.array(keysOf(ALARM)),
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
});
sameType<z.infer<typeof vehicle>, Vehicle>(true);

export const alarmRecord = z.object({
  id,
  vehicleNo: z.string(),
  serviceAreaId: z.string(),
  agentId: z.string(),
  alarm: keysOf(ALARM),
  raisedAt: instant,
  status: keysOf(ALARM_STATUS),
  acknowledgedBy: z.string().optional(),
  acknowledgedAt: instant.optional(),
  taskId: z.string().optional(),
  repairId: z.string().optional(),
  handledBy: z.string().optional(),
  handledAt: instant.optional(),
  clearedBy: z.string().optional(),
  clearedAt: instant.optional(),
  note: z.string().optional(),
});
sameType<z.infer<typeof alarmRecord>, AlarmRecord>(true);

export const repairRow = z.object({
  id,
  vehicleNo: z.string(),
  serviceAreaId: z.string(),
  faultType: z.string().optional(),
  description: z.string(),
  source: keysOf(REPAIR_SOURCE),
  alarmId: z.string().optional(),
  status: keysOf(REPAIR_STATUS),
  diagnosis: z.string().optional(),
  parts: z.array(z.object({ name: z.string(), qty: count, cost: fen })),
  history: z.array(z.object({ step: keysOf(REPAIR_STEP), by: z.string(), at: instant, note: z.string().optional() })),
  reportedBy: z.string(),
  reportedAt: instant,
  assignee: z.string().optional(),
  doneAt: instant.optional(),
  serviceAreaName: z.string().optional(),
  assigneeName: z.string().optional(),
});
sameType<z.infer<typeof repairRow>, RepairRow>(true);

export const opsTask = z.object({
  id,
  kind: keysOf(TASK_KIND),
  vehicleNo: z.string(),
  serviceAreaId: z.string(),
  assignee: z.string().optional(),
  status: keysOf(TASK_STATUS),
  createdAt: instant,
  deadline: instant,
  finishedAt: instant.optional(),
  note: z.string(),
  cancelReason: z.string().optional(),
  createdBy: z.string().optional(),
  serviceAreaName: z.string().optional(),
  assigneeName: z.string().optional(),
});
sameType<z.infer<typeof opsTask>, OpsTask>(true);

const polygon = z.array(lngLat);

export const parkApplication = z.object({
  id,
  applicantId: z.string(),
  applicantName: z.string(),
  applicantPhone: maskedPhone,
  serviceAreaId: z.string(),
  agentId: z.string(),
  stationName: z.string(),
  polygon,
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
  nearby: z.array(z.object({ id, name: z.string(), polygon, capacity: count.optional() })),
  nearest: z.object({ id, name: z.string(), metres: z.number().nonnegative() }).optional(),
});
sameType<z.infer<typeof parkApplication>, ParkApplication>(true);

/** Vehicles, alarms, repairs, operations tasks and park applications. */
export const FLEET_WRITE_REPLIES: Replies = [
  replyFor(FLEET_WRITES.vehicleCommand, vehicle),
  ...repliesFor([FLEET_WRITES.alarmAck, FLEET_WRITES.alarmTask, FLEET_WRITES.alarmClear], alarmRecord),
  ...repliesFor([FLEET_WRITES.repairReport, FLEET_WRITES.repairStep], repairRow),
  replyFor(FLEET_WRITES.opsTaskBatch, z.object({ created: count, ids })),
  replyFor(FLEET_WRITES.opsTaskAssign, z.object({ assigned: count })),
  replyFor(FLEET_WRITES.opsTaskCancel, opsTask.extend({ status: z.literal('cancelled') })),
  replyFor(FLEET_WRITES.parkApprove, parkApplication.extend({ status: z.literal('approved') })),
  replyFor(FLEET_WRITES.parkReject, parkApplication.extend({ status: z.literal('rejected') })),
];
