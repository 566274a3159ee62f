/**
 * Operations statistics computed from the seeded fleet, fences, rides and tasks
 * (screen behaviour /data); each honours the caller's scope and the header selection:
 *   GET /platform/ops/stats/vehicles     from, to (YYYY-MM-DD, UTC+8), areaId → per service area and per day
 *   GET /platform/ops/stats/inspections  same → finished inspections per field staff member and per day
 *   GET /platform/ops/stats/stations     same → rides taken from and returned to each parking station, per day
 */
import { displayStatus } from '../../src/shared/utils/vehicleStatus';
import { getFences } from '../db/fences';
import { getOrders } from '../db/orders';
import { getDb } from '../db/store';
import type { InspectionFinding } from '@contract/tasks';
import { getVehicleLogs } from '../db/vehicleLogs';
import { getVehicles } from '../db/vehicles';
import { route, type Caller } from '../lib/route';
import { inScope } from '../lib/scope';
import { dayOf, dayRows, statsDays } from '../lib/stats';
import { FLEET_READS } from '@contract/endpoints/fleet';

type Query = Record<string, string>;

/** The scope of a statistics request: token scope, header selection and the area filter. */
const filterOf = (caller: Caller, query: Query) => {
  const scope = inScope(caller, query);
  return (r: { serviceAreaId: string; agentId: string }) =>
    scope(r) && (!query.areaId || r.serviceAreaId === query.areaId);
};

/** Rides (not cancelled) started in the range that pass `keep`, oldest day first. */
function ridesIn(days: string[], keep: (o: ReturnType<typeof getOrders>[number]) => boolean) {
  const [first, last] = [days[0], days.at(-1)!];
  return getOrders().filter(
    (o) => o.status !== 'cancelled' && keep(o) && dayOf(o.startAt) >= first && dayOf(o.startAt) <= last,
  );
}

export const opsStatsHandlers = [
  /** 车辆信息统计 (0906): the fleet of each service area now, and its rides in the range. */
  route(FLEET_READS.opsStatsVehicles, {}, ({ caller, query }) => {
    const days = statsDays(query.from, query.to);
    const keep = filterOf(caller, query);
    const names = new Map(getDb().serviceAreas.map((a) => [a.id, a.name]));
    const blank = (areaId: string) => ({
      areaId,
      name: names.get(areaId) ?? areaId,
      total: 0,
      operating: 0,
      riding: 0,
      lowBattery: 0,
      faulty: 0,
      offline: 0,
      battery: 0,
      rides: 0,
      activeVehicles: 0,
    });
    const areas = new Map<string, ReturnType<typeof blank>>();
    const area = (id: string) => areas.get(id) ?? areas.set(id, blank(id)).get(id)!;
    for (const v of getVehicles()) {
      if (!keep(v)) continue;
      const a = area(v.serviceAreaId);
      const s = displayStatus(v);
      a.total += 1;
      a.battery += v.battery;
      if (v.battery < 20) a.lowBattery += 1;
      if (s === 'riding') a.riding += 1;
      if (s === 'alarm' || s === 'repair') a.faulty += 1;
      if (s === 'offline' || s === 'lost') a.offline += 1;
      if (s !== 'offline' && s !== 'lost' && s !== 'repair' && s !== 'off_shelf') a.operating += 1;
    }
    const perDay = dayRows(days, (date) => ({ date, rides: 0, activeVehicles: 0, ridden: new Set<string>() }));
    const riddenInArea = new Map<string, Set<string>>();
    for (const o of ridesIn(days, keep)) {
      area(o.serviceAreaId).rides += 1;
      const d = perDay.at(o.startAt)!;
      d.rides += 1;
      d.ridden.add(o.vehicleNo);
      (riddenInArea.get(o.serviceAreaId) ?? riddenInArea.set(o.serviceAreaId, new Set()).get(o.serviceAreaId)!).add(
        o.vehicleNo,
      );
    }
    const rows = [...areas.values()]
      .map(({ battery, ...a }) => ({
        ...a,
        activeVehicles: riddenInArea.get(a.areaId)?.size ?? 0,
        avgBattery: a.total ? Math.round(battery / a.total) : null,
        /** rides per vehicle per day */
        utilisation: a.total ? Math.round((a.rides / a.total / days.length) * 100) / 100 : null,
      }))
      .sort((a, b) => b.total - a.total);
    return {
      days: [...perDay.rows.values()].map(({ ridden, ...d }) => ({ ...d, activeVehicles: ridden.size })),
      areas: rows,
    };
  }),

  /** 巡检报告统计 (0905): inspections finished in the range, per staff member: problems found by type, time to done. */
  route(FLEET_READS.opsStatsInspections, {}, ({ caller, query }) => {
    const days = statsDays(query.from, query.to);
    const keep = filterOf(caller, query);
    const names = new Map(getDb().operators.map((o) => [o.opManId, o.name]));
    const perDay = dayRows(days, (date) => ({ date, done: 0, problems: 0 }));
    const blank = (opManId: string) => ({
      opManId,
      name: names.get(opManId) ?? opManId,
      done: 0,
      problems: 0,
      normal: 0,
      hours: 0,
      byType: { damaged: 0, qr_code: 0, battery: 0, misparked: 0, not_found: 0 } as Record<InspectionFinding, number>,
    });
    const staff = new Map<string, ReturnType<typeof blank>>();
    for (const t of getVehicleLogs().tasks) {
      if (t.kind !== 'inspection' || t.status !== 'done' || !t.finishedAt || !t.assignee || !keep(t)) continue;
      const day = perDay.at(t.finishedAt);
      if (!day) continue;
      const s = staff.get(t.assignee) ?? staff.set(t.assignee, blank(t.assignee)).get(t.assignee)!;
      const findings = t.findings ?? [];
      day.done += 1;
      s.done += 1;
      s.hours += (Date.parse(t.finishedAt) - Date.parse(t.createdAt)) / 3600000;
      if (findings.length) {
        day.problems += 1;
        s.problems += 1;
      } else s.normal += 1;
      for (const f of findings) s.byType[f] += 1;
    }
    return {
      days: [...perDay.rows.values()],
      staff: [...staff.values()]
        .map(({ hours, ...s }) => ({ ...s, avgHours: Math.round((hours / s.done) * 10) / 10 }))
        .sort((a, b) => b.done - a.done || a.name.localeCompare(b.name, 'zh-CN')),
    };
  }),

  /**
   * 站点统计 (0907): each parking station's pickups (rides started in it) and returns
   * (rides ended in it) in the range, the net inflow and the daily turnover per space;
   * per day, returns inside a station and outside any.
   */
  route(FLEET_READS.opsStatsStations, {}, ({ caller, query }) => {
    const days = statsDays(query.from, query.to);
    const keep = filterOf(caller, query);
    const areas = new Map(getDb().serviceAreas.map((a) => [a.id, a]));
    const stations = new Map(
      getFences()
        .filter(
          (f) =>
            f.kind === 'parking' &&
            areas.has(f.serviceAreaId) &&
            keep({ serviceAreaId: f.serviceAreaId, agentId: areas.get(f.serviceAreaId)!.agentId }),
        )
        .map((f) => [
          f.id,
          {
            stationId: f.id,
            name: f.name,
            areaId: f.serviceAreaId,
            areaName: areas.get(f.serviceAreaId)!.name,
            capacity: f.capacity ?? 0,
            state: f.state,
            pickups: 0,
            returns: 0,
          },
        ]),
    );
    const perDay = dayRows(days, (date) => ({ date, atStation: 0, outside: 0 }));
    for (const o of ridesIn(days, keep)) {
      const from = o.startStationId && stations.get(o.startStationId);
      if (from) from.pickups += 1;
      if (!o.endAt) continue;
      const to = o.endStationId && stations.get(o.endStationId);
      if (to) to.returns += 1;
      const day = perDay.at(o.startAt)!;
      if (to) day.atStation += 1;
      else day.outside += 1;
    }
    return {
      days: [...perDay.rows.values()],
      stations: [...stations.values()]
        .map((st) => ({
          ...st,
          net: st.returns - st.pickups,
          /** pickups per space per day */
          turnover: st.capacity ? Math.round((st.pickups / st.capacity / days.length) * 100) / 100 : null,
        }))
        .sort((a, b) => b.returns + b.pickups - (a.returns + a.pickups) || a.stationId.localeCompare(b.stationId)),
    };
  }),
];
