import { read } from '@contract/endpoint';
import type { OperationsScreen, Overview, RevenueScreen } from '@contract/schemas/overview';

/** The home dashboard and the big screens (the header's selection applies). */
export const OVERVIEW_READS = {
  bigscreenOperations: read<OperationsScreen>('/platform/bigscreen/operations', ['0221']),
  bigscreenRevenue: read<RevenueScreen>('/platform/bigscreen/revenue', ['LargeRevenueScreen']),
  dashboardOverview: read<Overview>('/platform/dashboard/overview', ['02']),
} as const;
