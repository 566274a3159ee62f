import { FLEET_WRITES } from '@contract/actions';
import { callEndpoint } from '@/shared/http/endpoint';
import { toPage, type ListQuery, type Page } from '@/shared/http/page';
import type { RepairRow, RepairStepInput, ReportRepairInput } from '@contract/repairs';
import { FLEET_READS } from '@contract/endpoints/fleet';
import { registerReplies } from '@/shared/http/replyCheck';
import { FLEET_REPLIES } from '@contract/schemas/fleet';
import { FLEET_WRITE_REPLIES } from '@contract/schemas/actions/fleet';

// the reply schemas of what this module calls: they load with the page, and its replies are checked (replyCheck.ts)
registerReplies([...FLEET_REPLIES, ...FLEET_WRITE_REPLIES]);

type Params = Record<string, unknown>;

/** Repair tickets (`/platform/repair/*`, mocks/handlers/repairs.ts); lists pass `scoped: true`. */
export const repairApi = {
  /** newest first (keyword, vehicleNo, status, serviceAreaId, faultType, reportedAt 'a~b') */
  list: (q: ListQuery | Params, signal?: AbortSignal): Promise<Page<RepairRow>> =>
    callEndpoint(FLEET_READS.repairList, { input: q }, { signal, scoped: true }).then((d) => toPage<RepairRow>(d)),
  /** the enabled fault types' names (维修配置) */
  faults: (signal?: AbortSignal) => callEndpoint(FLEET_READS.repairFaults, { input: {} }, { signal }),
  /** opens a ticket (the vehicle goes into repair); from an alarm with `alarmId` */
  report: (input: ReportRepairInput) => callEndpoint(FLEET_WRITES.repairReport, { input }),
  step: (input: RepairStepInput) => callEndpoint(FLEET_WRITES.repairStep, { input }),
};
