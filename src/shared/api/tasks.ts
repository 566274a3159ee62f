/** Operations tasks: created from the fleet's screens and worked in the operations area. */
import { pathOf } from '@contract/endpoint';
import { FLEET_WRITES } from '@contract/actions';
import { FLEET_READS } from '@contract/endpoints/fleet';
import type { CreateTasks, OpsTask, StaffOption } from '@contract/tasks';
import { http } from '@/shared/http/client';
import { toPage, type ListQuery, type Page } from '@/shared/http/page';

/** `/platform/ops/task/*`; lists honour the header's selection. */
export const taskApi = {
  list: (q: ListQuery, signal?: AbortSignal): Promise<Page<OpsTask>> =>
    http.get<unknown>(pathOf(FLEET_READS.opsTaskList), q, { signal, scoped: true }).then((d) => toPage<OpsTask>(d)),
  create: (body: CreateTasks) => http.post<{ created: number; ids: string[] }>(pathOf(FLEET_WRITES.opsTaskBatch), body),
  assign: (ids: string[], assignee: string) =>
    http.post<{ assigned: number }>(pathOf(FLEET_WRITES.opsTaskAssign), { ids, assignee }),
  cancel: (id: string, reason: string) => http.post<OpsTask>(pathOf(FLEET_WRITES.opsTaskCancel), { id, reason }),
  /** field staff who can take tasks (the crews of `serviceAreaId`, else the caller's own), with their open task counts */
  staff: (serviceAreaId: string | undefined, signal?: AbortSignal) =>
    http.get<StaffOption[]>(pathOf(FLEET_READS.opsStaff), serviceAreaId ? { serviceAreaId } : undefined, { signal }),
};
