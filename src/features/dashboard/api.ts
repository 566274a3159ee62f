import { http } from '@/shared/http/client';
import type { TaskKind } from '@contract/tasks';
import type { DisplayStatus } from '@contract/vehicles';
import { pathOf } from '@contract/endpoint';
import { OVERVIEW_READS } from '@contract/endpoints/overview';

export interface DayFigures {
  rides: number;
  /** fen */
  revenue: number;
  riders: number;
  /** rides started in each local hour 0–23 */
  hourly: number[];
}

export interface Overview {
  at: string;
  fleet: { total: number; online: number; lowBattery: number; byStatus: Record<DisplayStatus, number> };
  today: DayFigures;
  yesterday: DayFigures & { ridesSoFar: number };
  areas: Array<{ id: string; name: string; rides: number }>;
  tasks: { open: Record<TaskKind, number>; overdue: number };
}

/** GET /platform/dashboard/overview; the header's selection applies. */
export const dashboardApi = {
  overview: (signal: AbortSignal) => http.get<Overview>(pathOf(OVERVIEW_READS.dashboardOverview), undefined, { signal, scoped: true }),
};
