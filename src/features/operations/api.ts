import { http } from '@/shared/http/client';
import type { EnableState } from '@contract/common';
import type { InspectionFinding, TaskKind } from '@contract/tasks';
import type { StatsQuery } from '@/shared/ui/StatsPage';
import { pathOf } from '@contract/endpoint';
import { FLEET_READS } from '@contract/endpoints/fleet';

export interface TaskStatsDay {
  date: string;
  created: number;
  done: number;
  cancelled: number;
}

export interface TaskStatsStaff {
  opManId: string;
  name: string;
  assigned: number;
  done: number;
  /** finished after the deadline, or still open past it */
  overdue: number;
  /** hours from creation to done, on average; null when none done */
  avgHours: number | null;
}

export interface TaskStats {
  kind: TaskKind;
  days: TaskStatsDay[];
  staff: TaskStatsStaff[];
  pending: number;
  open: number;
}

/** GET /platform/ops/task/stats: one kind of task per day and per staff member; the header's selection applies. */
export const statsApi = {
  tasks: (kind: TaskKind, q: StatsQuery, signal: AbortSignal) => http.get<TaskStats>(pathOf(FLEET_READS.opsTaskStats), { kind, ...q }, { signal, scoped: true }),
};

/** 车辆信息统计: one service area's fleet now and its rides in the range. */
export interface FleetAreaStats {
  areaId: string;
  name: string;
  total: number;
  /** in service: not offline, lost, in repair or off the shelf */
  operating: number;
  riding: number;
  /** battery below 20 % */
  lowBattery: number;
  /** alarmed or in repair */
  faulty: number;
  offline: number;
  avgBattery: number | null;
  rides: number;
  /** distinct vehicles ridden in the range */
  activeVehicles: number;
  /** rides per vehicle per day */
  utilisation: number | null;
}

export interface FleetStats {
  days: Array<{ date: string; rides: number; activeVehicles: number }>;
  areas: FleetAreaStats[];
}

/** 巡检报告统计: one field staff member's finished inspections in the range. */
export interface InspectionStaffStats {
  opManId: string;
  name: string;
  done: number;
  /** inspections that found at least one problem */
  problems: number;
  normal: number;
  /** problems found, by type (an inspection may find two) */
  byType: Record<InspectionFinding, number>;
  /** hours from creation to done, on average */
  avgHours: number;
}

export interface InspectionStats {
  days: Array<{ date: string; done: number; problems: number }>;
  staff: InspectionStaffStats[];
}

/** 站点统计: one parking station's rides in the range. */
export interface StationStats {
  stationId: string;
  name: string;
  areaId: string;
  areaName: string;
  /** parking spaces */
  capacity: number;
  state: EnableState;
  /** rides started in the station */
  pickups: number;
  /** rides ended in the station */
  returns: number;
  /** returns minus pickups: vehicles piling up (> 0) or draining away (< 0) */
  net: number;
  /** pickups per space per day */
  turnover: number | null;
}

export interface StationsStats {
  days: Array<{ date: string; atStation: number; outside: number }>;
  stations: StationStats[];
}

/** GET /platform/ops/stats/*: the operations statistics; the header's selection applies. */
export const opsStatsApi = {
  vehicles: (q: StatsQuery, signal: AbortSignal) => http.get<FleetStats>(pathOf(FLEET_READS.opsStatsVehicles), { ...q }, { signal, scoped: true }),
  inspections: (q: StatsQuery, signal: AbortSignal) => http.get<InspectionStats>(pathOf(FLEET_READS.opsStatsInspections), { ...q }, { signal, scoped: true }),
  stations: (q: StatsQuery, signal: AbortSignal) => http.get<StationsStats>(pathOf(FLEET_READS.opsStatsStations), { ...q }, { signal, scoped: true }),
};
