import { callEndpoint } from '@/shared/http/endpoint';
import type { StaffOption, TaskKind } from '@contract/tasks';
import type { StatsQuery } from '@/shared/ui/StatsPage';
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
    callEndpoint(FLEET_READS.opsTaskStats, { input: { kind, ...q } }, { signal, scoped: true }),
};

/** GET /platform/ops/stats/*: the operations statistics; the header's selection applies. */
export const opsStatsApi = {
  vehicles: (q: StatsQuery, signal: AbortSignal) =>
    callEndpoint(FLEET_READS.opsStatsVehicles, { input: { ...q } }, { signal, scoped: true }),
  inspections: (q: StatsQuery, signal: AbortSignal) =>
    callEndpoint(FLEET_READS.opsStatsInspections, { input: { ...q } }, { signal, scoped: true }),
  stations: (q: StatsQuery, signal: AbortSignal) =>
    callEndpoint(FLEET_READS.opsStatsStations, { input: { ...q } }, { signal, scoped: true }),
};

/** A field staff member of a service area, with their open task count. */
export type AreaStaff = StaffOption;

export const areaStaffApi = {
  /** The field staff who work in a service area, with their open task counts. */
  of: (serviceAreaId: string, signal: AbortSignal) =>
    callEndpoint(FLEET_READS.opsStaff, { input: { serviceAreaId } }, { signal, silent: true }),
};
