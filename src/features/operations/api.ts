import { http } from '@/shared/http/client';
import type { TaskKind } from '@contract/tasks';
import type { FleetStats, InspectionStats, StationsStats, TaskStats } from '@contract/schemas/opsStats';
import type { StatsQuery } from '@/shared/ui/StatsPage';
import { pathOf } from '@contract/endpoint';
import { FLEET_READS } from '@contract/endpoints/fleet';

export type {
  FleetAreaStats,
  FleetStats,
  InspectionStaffStats,
  InspectionStats,
  StationStats,
  StationsStats,
  TaskStats,
  TaskStatsDay,
  TaskStatsStaff,
} from '@contract/schemas/opsStats';
import { registerReplies } from '@/shared/http/replyCheck';
import { FLEET_REPLIES } from '@contract/schemas/fleet';
import { OPS_STATS_REPLIES } from '@contract/schemas/opsStats';
import { FLEET_WRITE_REPLIES } from '@contract/schemas/actions/fleet';

// the reply schemas of what this module calls: they load with the page, and its replies are checked (replyCheck.ts)
registerReplies([...FLEET_REPLIES, ...OPS_STATS_REPLIES, ...FLEET_WRITE_REPLIES]);

/** GET /platform/ops/task/stats: one kind of task per day and per staff member; the header's selection applies. */
export const statsApi = {
  tasks: (kind: TaskKind, q: StatsQuery, signal: AbortSignal) =>
    http.get<TaskStats>(pathOf(FLEET_READS.opsTaskStats), { kind, ...q }, { signal, scoped: true }),
};

/** GET /platform/ops/stats/*: the operations statistics; the header's selection applies. */
export const opsStatsApi = {
  vehicles: (q: StatsQuery, signal: AbortSignal) =>
    http.get<FleetStats>(pathOf(FLEET_READS.opsStatsVehicles), { ...q }, { signal, scoped: true }),
  inspections: (q: StatsQuery, signal: AbortSignal) =>
    http.get<InspectionStats>(pathOf(FLEET_READS.opsStatsInspections), { ...q }, { signal, scoped: true }),
  stations: (q: StatsQuery, signal: AbortSignal) =>
    http.get<StationsStats>(pathOf(FLEET_READS.opsStatsStations), { ...q }, { signal, scoped: true }),
};

export interface AreaStaff {
  opManId: string;
  name: string;
  openTasks: number;
}

export const areaStaffApi = {
  /** The field staff who work in a service area, with their open task counts. */
  of: (serviceAreaId: string, signal: AbortSignal) =>
    http.get<AreaStaff[]>(pathOf(FLEET_READS.opsStaff), { serviceAreaId }, { signal, silent: true }),
};
