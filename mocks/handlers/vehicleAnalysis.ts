import { getOrders } from '../db/orders';
import { eachPayment } from '../lib/books';
import { epoch } from '../db/store';
import { idleHours, vehiclesWithRides } from '../db/vehicles';
import { BizError, route } from '../lib/route';
import { inScope } from '../lib/scope';
import type { AnalysisDay } from '@contract/vehicles';
import { FLEET_READS } from '@contract/endpoints/fleet';

const DAY = 86400000;
/** The service areas' local time, UTC+8: a day of the report runs from local midnight. */
const TZ = 8 * 3600000;
const localDay = (ms: number) => new Date(ms + TZ).toISOString().slice(0, 10);
const dayStart = (day: string) => Date.parse(`${day}T00:00:00+08:00`);

/**
 * Vehicle utilisation (screen behaviour, operational-analysis): per day of `from`..`to`
 * (YYYY-MM-DD, inclusive) the fleet, the vehicles ridden, rides and takings, from the
 * orders; and the current idle counts (> 24 / 48 / 72 h since the last ride).
 */
export const vehicleAnalysisHandlers = [
  route(FLEET_READS.vehicleAnalysis, {}, ({ caller, query }) => {
    const to = query.to || localDay(epoch());
    const from = query.from || localDay(dayStart(to) - 29 * DAY);
    const fromMs = dayStart(from);
    const toMs = dayStart(to) + DAY;
    if (!Number.isFinite(fromMs) || !Number.isFinite(toMs)) throw new BizError('日期格式不正确');
    if (fromMs >= toMs) throw new BizError('开始日期不能晚于结束日期');
    if (toMs - fromMs > 366 * DAY) throw new BizError('统计范围不能超过一年');

    const scope = inScope(caller, query);
    const inArea = (r: { serviceAreaId: string; agentId: string }) =>
      scope(r) && (!query.areaId || r.serviceAreaId === query.areaId);
    const vehicles = vehiclesWithRides().filter(inArea);
    const launched = vehicles.map((v) => Date.parse(v.launchedAt)).sort((a, b) => a - b);

    const days: AnalysisDay[] = [];
    const index = new Map<string, { row: AnalysisDay; ridden: Set<string> }>();
    let n = 0;
    for (let t = fromMs; t < toMs; t += DAY) {
      const end = t + DAY;
      while (n < launched.length && launched[n] < end) n += 1;
      const row: AnalysisDay = { date: localDay(t), vehicles: n, activeVehicles: 0, rides: 0, revenue: 0 };
      days.push(row);
      index.set(row.date, { row, ridden: new Set() });
    }
    for (const o of getOrders()) {
      if (o.status === 'cancelled' || !inArea(o)) continue;
      // a ride counts on the day it started
      const t = Date.parse(o.startAt);
      const d = t >= fromMs && t < toMs ? index.get(localDay(t)) : undefined;
      if (d) {
        d.row.rides += 1;
        d.ridden.add(o.vehicleNo);
      }
    }
    // takings on the books' basis (mocks/lib/books.ts), as 日统计 and 营收大屏 book them: when paid
    eachPayment(fromMs, toMs, inArea, ({ bill, at }) => {
      const d = index.get(localDay(at));
      if (d) d.row.revenue += bill.paid;
    });
    for (const { row, ridden } of index.values()) row.activeVehicles = ridden.size;

    const idle = { over24: 0, over48: 0, over72: 0 };
    for (const v of vehicles) {
      if (v.rideState === 'riding') continue;
      const h = idleHours(v);
      if (h > 24) idle.over24 += 1;
      if (h > 48) idle.over48 += 1;
      if (h > 72) idle.over72 += 1;
    }
    return { from, to, fleet: vehicles.length, idle, rows: days.reverse() };
  }),
];
