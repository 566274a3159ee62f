import { http } from '@/shared/http/client';
import type { PayChannel } from '@contract/orders';
import type { Alarm, DisplayStatus } from '@contract/vehicles';
import type { LngLat } from '@contract/common';

export interface OperationsScreen {
  at: string;
  fleet: { total: number; online: number; byStatus: Record<DisplayStatus, number> };
  /** inProgress: rides under way now (骑行中: a ridden vehicle with an alarm is shown as 告警 on the map, still ridden) */
  rides: { today: number; yesterdaySoFar: number; activeRiders: number; inProgress: number };
  /** rides started in each local hour 0–23 */
  hourly: { today: number[]; yesterday: number[] };
  /** vehicles per battery band 0–9 %, 10–19 %, … 90–100 % */
  battery: number[];
  areas: Array<{ id: string; name: string; rides: number; vehicles: number }>;
  zones: Array<{ id: string; name: string; polygon: LngLat[] }>;
  /** parking stations with the vehicles parked in each now */
  stations?: Array<{ id: string; name: string; polygon: LngLat[]; capacity: number; parked: number }>;
  alarms: { total: number; latest: Array<{ id: string; vehicleNo: string; alarm: Alarm; area: string; at: string }> };
  /** repair tickets open now; the last 24 hours' reports and repairs, newest first */
  repairs?: { open: number; latest: Array<{ id: string; ticketId: string; vehicleNo: string; event: 'report' | 'finish'; area: string; at: string }> };
}

interface Sales {
  count: number;
  /** fen */
  amount: number;
}

/** Money in fen. */
export interface RevenueScreen {
  at: string;
  today: { revenue: number; orders: number };
  yesterday: { revenue: number; orders: number };
  month: { revenue: number; orders: number };
  channels: Array<{ channel: PayChannel; today: number; month: number }>;
  cards: { today: Sales; month: Sales; byCard: Array<Sales & { name: string }> };
  trend: Array<{ date: string; revenue: number; orders: number; cards: number }>;
  areas: Array<{ id: string; name: string; today: number; month: number }>;
}

/** The big screens' own area selection (entity fields), never the header's; all areas when unset. */
const areaParams = (areaIds?: string[]) => ({ opAreaIds: areaIds?.length ? areaIds.join(',') : undefined });

/** The screens show their own notice on failure, so the calls raise no notification. */
export const bigScreenApi = {
  operations: (areaIds: string[] | undefined, signal: AbortSignal) =>
    http.get<OperationsScreen>('/platform/bigscreen/operations', areaParams(areaIds), { signal, silent: true }),
  revenue: (areaIds: string[] | undefined, signal: AbortSignal) =>
    http.get<RevenueScreen>('/platform/bigscreen/revenue', areaParams(areaIds), { signal, silent: true }),
};
