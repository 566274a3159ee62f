import { read } from '@contract/endpoint';

/** The home dashboard and the big screens (the header's selection applies). */
export const OVERVIEW_READS = {
  bigscreenOperations: read('/platform/bigscreen/operations', ['0221']),
  bigscreenRevenue: read('/platform/bigscreen/revenue', ['LargeRevenueScreen']),
  dashboardOverview: read('/platform/dashboard/overview', ['02']),
} as const;
