/**
 * The operations overview (`/home`, code 02; screen behaviour Dashboards):
 *   GET /platform/dashboard/overview → the fleet by display status, today's rides,
 *   takings and riders against yesterday at the same hour, rides per hour for both
 *   days, today's rides per service area, and the open operation tasks by kind.
 * Money in fen; days in the service areas' local time (UTC+8); the header's
 * selection applies.
 */
import { displayStatus, STATUS_ORDER } from '../../src/shared/utils/vehicleStatus';
import { type DisplayStatus } from '@contract/vehicles';
import { getOrders } from '../db/orders';
import { eachPayment } from '../lib/books';
import { getDb } from '../db/store';
import { getVehicleLogs } from '../db/vehicleLogs';
import { getVehicles } from '../db/vehicles';
import { route } from '../lib/route';
import { inScope } from '../lib/scope';
import { dayOf } from '../lib/stats';
import { now as clockNow } from '../../src/shared/utils/clock';
import { OVERVIEW_READS } from '@contract/endpoints/overview';
import type { DayFigures } from '@contract/schemas/overview';

const HOUR = 3600000;
const TZ = 8 * HOUR;
const localHour = (t: number) => new Date(t + TZ).getUTCHours();

export const dashboardHandlers = [
  route(OVERVIEW_READS.dashboardOverview, {}, ({ caller, query }) => {
    const scope = inScope(caller, query);
    const now = clockNow();
    const today = dayOf(now);
    const yesterday = dayOf(now - 24 * HOUR);
    const sameHourYesterday = now - 24 * HOUR;

    const byStatus = Object.fromEntries(STATUS_ORDER.map((s) => [s, 0])) as Record<DisplayStatus, number>;
    let vehicles = 0;
    let online = 0;
    let lowBattery = 0;
    for (const v of getVehicles()) {
      if (!scope(v)) continue;
      vehicles += 1;
      byStatus[displayStatus(v)] += 1;
      if (v.online) online += 1;
      if (v.battery < 20) lowBattery += 1;
    }

    const fresh = (): DayFigures => ({ rides: 0, revenue: 0, riders: 0, hourly: Array.from({ length: 24 }, () => 0) });
    const days = { [today]: fresh(), [yesterday]: fresh() };
    const riders = { [today]: new Set<string>(), [yesterday]: new Set<string>() };
    let ridesSoFarYesterday = 0;
    const areaRides = new Map<string, number>();
    for (const o of getOrders()) {
      const t = Date.parse(o.startAt);
      if (t < now - 48 * HOUR || o.status === 'cancelled' || !scope(o)) continue;
      const d = days[dayOf(t)];
      if (!d) continue;
      d.rides += 1;
      d.hourly[localHour(t)] += 1;
      riders[dayOf(t)].add(o.userId);
      if (dayOf(t) === yesterday && t <= sameHourYesterday) ridesSoFarYesterday += 1;
      if (dayOf(t) === today) areaRides.set(o.serviceAreaId, (areaRides.get(o.serviceAreaId) ?? 0) + 1);
    }
    // takings on the books' basis (日统计, 营收大屏): rides paid, when paid, in the ride's area
    eachPayment(Date.parse(`${yesterday}T00:00:00+08:00`), now + 1, scope, ({ bill, at }) => {
      const d = days[dayOf(at)];
      if (d) d.revenue += bill.paid;
    });
    days[today].riders = riders[today].size;
    days[yesterday].riders = riders[yesterday].size;

    const areaName = new Map(getDb().serviceAreas.map((a) => [a.id, a.name]));
    const openTasks = { battery_swap: 0, dispatch: 0, repair: 0, inspection: 0 };
    let overdueTasks = 0;
    for (const t of getVehicleLogs().tasks) {
      if (t.status === 'done' || t.status === 'cancelled' || !scope(t)) continue;
      openTasks[t.kind] += 1;
      if (Date.parse(t.deadline) < now) overdueTasks += 1;
    }

    return {
      at: new Date(now).toISOString(),
      fleet: { total: vehicles, online, lowBattery, byStatus },
      today: days[today],
      yesterday: { ...days[yesterday], ridesSoFar: ridesSoFarYesterday },
      areas: [...areaRides.entries()]
        .map(([id, rides]) => ({ id, name: areaName.get(id) ?? id, rides }))
        .sort((a, b) => b.rides - a.rides),
      tasks: { open: openTasks, overdue: overdueTasks },
    };
  }),
];
