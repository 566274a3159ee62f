import { z } from 'zod';
import { FLEET_READS } from '@contract/endpoints/fleet';
import { FINDING, TASK_KIND } from '@contract/tasks';
import type { Replies } from './registry';
import { byKey, count, day, enumOf } from './common';

const enableState = z.enum(['enabled', 'disabled']);

export const taskStatsDay = z.object({ date: day, created: count, done: count, cancelled: count });
export type TaskStatsDay = z.infer<typeof taskStatsDay>;

export const taskStatsStaff = z.object({
  opManId: z.string(),
  name: z.string(),
  assigned: count,
  done: count,
  /** finished after the deadline, or still open past it */
  overdue: count,
  /** hours from creation to done, on average; null when none done */
  avgHours: z.number().nullable(),
});
export type TaskStatsStaff = z.infer<typeof taskStatsStaff>;

/** One kind of operations task per day and per staff member. */
export const taskStats = z.object({
  kind: enumOf(TASK_KIND),
  days: z.array(taskStatsDay),
  staff: z.array(taskStatsStaff),
  pending: count,
  open: count,
});
export type TaskStats = z.infer<typeof taskStats>;

/** 车辆信息统计: one service area's fleet now and its rides in the range. */
export const fleetAreaStats = z.object({
  areaId: z.string(),
  name: z.string(),
  total: count,
  /** in service: not offline, lost, in repair or off the shelf */
  operating: count,
  riding: count,
  /** battery below 20 % */
  lowBattery: count,
  /** alarmed or in repair */
  faulty: count,
  offline: count,
  avgBattery: z.number().nullable(),
  rides: count,
  /** distinct vehicles ridden in the range */
  activeVehicles: count,
  /** rides per vehicle per day */
  utilisation: z.number().nullable(),
});
export type FleetAreaStats = z.infer<typeof fleetAreaStats>;

export const fleetStats = z.object({
  days: z.array(z.object({ date: day, rides: count, activeVehicles: count })),
  areas: z.array(fleetAreaStats),
});
export type FleetStats = z.infer<typeof fleetStats>;

/** 巡检报告统计: one field staff member's finished inspections in the range. */
export const inspectionStaffStats = z.object({
  opManId: z.string(),
  name: z.string(),
  done: count,
  /** inspections that found at least one problem */
  problems: count,
  normal: count,
  /** problems found, by type (an inspection may find two) */
  byType: byKey(enumOf(FINDING), count),
  /** hours from creation to done, on average */
  avgHours: z.number(),
});
export type InspectionStaffStats = z.infer<typeof inspectionStaffStats>;

export const inspectionStats = z.object({
  days: z.array(z.object({ date: day, done: count, problems: count })),
  staff: z.array(inspectionStaffStats),
});
export type InspectionStats = z.infer<typeof inspectionStats>;

/** 站点统计: one parking station's rides in the range. */
export const stationStats = z.object({
  stationId: z.string(),
  name: z.string(),
  areaId: z.string(),
  areaName: z.string(),
  /** parking spaces */
  capacity: count,
  state: enableState,
  /** rides started in the station */
  pickups: count,
  /** rides ended in the station */
  returns: count,
  /** returns minus pickups: vehicles piling up (> 0) or draining away (< 0) */
  net: z.number().int(),
  /** pickups per space per day */
  turnover: z.number().nullable(),
});
export type StationStats = z.infer<typeof stationStats>;

export const stationsStats = z.object({
  days: z.array(z.object({ date: day, atStation: count, outside: count })),
  stations: z.array(stationStats),
});
export type StationsStats = z.infer<typeof stationsStats>;

export const OPS_STATS_REPLIES: Replies = [
  [FLEET_READS.opsTaskStats, taskStats],
  [FLEET_READS.opsStatsVehicles, fleetStats],
  [FLEET_READS.opsStatsInspections, inspectionStats],
  [FLEET_READS.opsStatsStations, stationsStats],
];
