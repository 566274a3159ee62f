import { http } from '@/shared/http/client';
import type { TaskKind } from '@/shared/tasks/model';
import type { StatsQuery } from '@/shared/ui/StatsPage';

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
  tasks: (kind: TaskKind, q: StatsQuery, signal: AbortSignal) => http.get<TaskStats>('/platform/ops/task/stats', { kind, ...q }, { signal, scoped: true }),
};
