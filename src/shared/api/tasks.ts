/** Operations tasks: created from the fleet's screens and worked in the operations area. */
import { FLEET_WRITES } from '@contract/actions';
import { callEndpoint } from '@/shared/http/endpoint';
import { FLEET_READS } from '@contract/endpoints/fleet';
import type { CreateTasks, OpsTask } from '@contract/tasks';
import { toPage, type ListQuery, type Page } from '@/shared/http/page';

/** `/platform/ops/task/*`; lists honour the header's selection. */
export const taskApi = {
  list: (q: ListQuery, signal?: AbortSignal): Promise<Page<OpsTask>> =>
    callEndpoint(FLEET_READS.opsTaskList, { input: q }, { signal, scoped: true }).then((d) => toPage<OpsTask>(d)),
  create: (body: CreateTasks) => callEndpoint(FLEET_WRITES.opsTaskBatch, { input: body }),
  assign: (ids: string[], assignee: string) => callEndpoint(FLEET_WRITES.opsTaskAssign, { input: { ids, assignee } }),
  cancel: (id: string, reason: string) => callEndpoint(FLEET_WRITES.opsTaskCancel, { input: { id, reason } }),
  /** field staff who can take tasks (the crews of `serviceAreaId`: one, or several comma-separated; else the caller's own), with their open task counts */
  staff: (serviceAreaId: string | undefined, signal?: AbortSignal) =>
    callEndpoint(FLEET_READS.opsStaff, { input: serviceAreaId ? { serviceAreaId } : undefined }, { signal }),
};
