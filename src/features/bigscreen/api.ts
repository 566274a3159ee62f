import { callEndpoint } from '@/shared/http/endpoint';
import { OVERVIEW_READS } from '@contract/endpoints/overview';
import { registerReplies } from '@/shared/http/replyCheck';
import { OVERVIEW_REPLIES } from '@contract/schemas/overview';

// the reply schemas of what this module calls: they load with the page, and its replies are checked (replyCheck.ts)
registerReplies([...OVERVIEW_REPLIES]);

export type { OperationsScreen, RevenueScreen } from '@contract/schemas/overview';

/** The big screens' own area selection (entity fields), never the header's; all areas when unset. */
const areaParams = (areaIds?: string[]) => ({ opAreaIds: areaIds?.length ? areaIds.join(',') : undefined });

/** The screens show their own notice on failure, so the calls raise no notification. */
export const bigScreenApi = {
  operations: (areaIds: string[] | undefined, signal: AbortSignal) =>
    callEndpoint(OVERVIEW_READS.bigscreenOperations, { input: areaParams(areaIds) }, { signal, silent: true }),
  revenue: (areaIds: string[] | undefined, signal: AbortSignal) =>
    callEndpoint(OVERVIEW_READS.bigscreenRevenue, { input: areaParams(areaIds) }, { signal, silent: true }),
};
