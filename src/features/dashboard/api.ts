import { callEndpoint } from '@/shared/http/endpoint';
import { OVERVIEW_READS } from '@contract/endpoints/overview';
import { registerReplies } from '@/shared/http/replyCheck';
import { OVERVIEW_REPLIES } from '@contract/schemas/overview';

// the reply schemas of what this module calls: they load with the page, and its replies are checked (replyCheck.ts)
registerReplies([...OVERVIEW_REPLIES]);

export type { DayFigures, Overview } from '@contract/schemas/overview';

/** GET /platform/dashboard/overview; the header's selection applies. */
export const dashboardApi = {
  overview: (signal: AbortSignal) => callEndpoint(OVERVIEW_READS.dashboardOverview, {}, { signal, scoped: true }),
};
