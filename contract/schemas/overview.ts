import { z } from 'zod';
import { OVERVIEW_READS } from '@contract/endpoints/overview';
import type { DisplayStatus } from '@contract/vehicles';
import { ALARM } from '@contract/vehicles';
import { TASK_KIND } from '@contract/tasks';
import { PAY_CHANNEL } from '@contract/orders';
import type { Replies } from './registry';
import { byKey, count, enumOf, fen, instant, lngLat, sameType } from './common';

/** The one display status of a vehicle (the vehicle vocabulary's `DisplayStatus`). */
export const displayStatus = z.enum([
  'lost',
  'offline',
  'alarm',
  'riding',
  'reserved',
  'temp_stop',
  'repair',
  'off_shelf',
  'dispatch',
  'low_battery',
  'available',
]);
sameType<z.infer<typeof displayStatus>, DisplayStatus>(true);

const byStatus = byKey(displayStatus, count);
/** rides started in each local hour 0–23 */
const hourly = z.array(count).length(24);

/** One day of the home dashboard; money in fen. */
export const dayFigures = z.object({ rides: count, revenue: fen, riders: count, hourly });
export type DayFigures = z.infer<typeof dayFigures>;

/** The home dashboard (首页): the fleet now, today against yesterday, areas and open tasks. */
export const overview = z.object({
  at: instant,
  fleet: z.object({ total: count, online: count, lowBattery: count, byStatus }),
  today: dayFigures,
  yesterday: dayFigures.extend({ ridesSoFar: count }),
  areas: z.array(z.object({ id: z.string(), name: z.string(), rides: count })),
  tasks: z.object({ open: byKey(enumOf(TASK_KIND), count), overdue: count }),
});
export type Overview = z.infer<typeof overview>;

const polygon = z.array(lngLat);

/** The operations big screen (运营大屏). */
export const operationsScreen = z.object({
  at: instant,
  fleet: z.object({ total: count, online: count, byStatus }),
  /** inProgress: rides under way now (a ridden vehicle with an alarm shows as 告警 on the map, still ridden) */
  rides: z.object({ today: count, yesterdaySoFar: count, activeRiders: count, inProgress: count }),
  hourly: z.object({ today: hourly, yesterday: hourly }),
  /** vehicles per battery band 0–9 %, 10–19 %, … 90–100 % */
  battery: z.array(count).length(10),
  areas: z.array(z.object({ id: z.string(), name: z.string(), rides: count, vehicles: count })),
  zones: z.array(z.object({ id: z.string(), name: z.string(), polygon })),
  /** parking stations with the vehicles parked in each now */
  stations: z.array(z.object({ id: z.string(), name: z.string(), polygon, capacity: count, parked: count })).optional(),
  alarms: z.object({
    total: count,
    latest: z.array(
      z.object({ id: z.string(), vehicleNo: z.string(), alarm: enumOf(ALARM), area: z.string(), at: instant }),
    ),
  }),
  /** repair tickets open now; the last 24 hours' reports and repairs, newest first */
  repairs: z
    .object({
      open: count,
      latest: z.array(
        z.object({
          id: z.string(),
          ticketId: z.string(),
          vehicleNo: z.string(),
          event: z.enum(['report', 'finish']),
          area: z.string(),
          at: instant,
        }),
      ),
    })
    .optional(),
});
export type OperationsScreen = z.infer<typeof operationsScreen>;

const sales = z.object({ count, amount: fen });
const revenueCount = z.object({ revenue: fen, orders: count });

/** The revenue big screen (营收大屏); money in fen. */
export const revenueScreen = z.object({
  at: instant,
  today: revenueCount,
  yesterday: revenueCount,
  month: revenueCount,
  channels: z.array(z.object({ channel: enumOf(PAY_CHANNEL), today: fen, month: fen })),
  cards: z.object({ today: sales, month: sales, byCard: z.array(sales.extend({ name: z.string() })) }),
  trend: z.array(z.object({ date: z.string(), revenue: fen, orders: count, cards: fen })),
  areas: z.array(z.object({ id: z.string(), name: z.string(), today: fen, month: fen })),
});
export type RevenueScreen = z.infer<typeof revenueScreen>;

export const OVERVIEW_REPLIES: Replies = [
  [OVERVIEW_READS.dashboardOverview, overview],
  [OVERVIEW_READS.bigscreenOperations, operationsScreen],
  [OVERVIEW_READS.bigscreenRevenue, revenueScreen],
];
