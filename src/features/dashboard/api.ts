import { http } from '@/shared/http/client';
import type { Overview } from '@contract/schemas/overview';
import { pathOf } from '@contract/endpoint';
import { OVERVIEW_READS } from '@contract/endpoints/overview';

export type { DayFigures, Overview } from '@contract/schemas/overview';

/** GET /platform/dashboard/overview; the header's selection applies. */
export const dashboardApi = {
  overview: (signal: AbortSignal) =>
    http.get<Overview>(pathOf(OVERVIEW_READS.dashboardOverview), undefined, { signal, scoped: true }),
};
