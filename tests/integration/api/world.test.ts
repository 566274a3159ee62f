/**
 * A plausible world (issue 12, items 2 and 3): rides at a bicycle's speed between points of
 * their own area; places, stations and complaints named after their own area; events spread
 * over time as riding and office hours spread them; times drawn into images in UTC+8; people
 * with people's names, and the demo accounts only as operators who sign in.
 */
import { describe, expect, it } from 'vitest';
import { AREA_ROADS, getFences } from '@mocks/db/fences';
import { pointInPolygon } from '@mocks/db/geo';
import { getOperatorLogs } from '@mocks/db/operatorLogs';
import { getOrders } from '@mocks/db/orders';
import { getReturnCars } from '@mocks/db/reviews';
import { epoch, getDb } from '@mocks/db/store';
import { COMPLAINT_PLACES, getWorksheets } from '@mocks/db/worksheets';
import { localMinute } from '@mocks/db/time';
import { getRiders } from '@mocks/db/riders';
import { isDemoAccount } from '@mocks/db/staff';
import { getVehicleLogs } from '@mocks/db/vehicleLogs';
import { XSS_PROBES } from '@mocks/db/names';
import { getVehicles, UNRIDEABLE } from '@mocks/db/vehicles';
import { withFullWorld } from '../../world';
import { setupRawBackend } from './backendSession';

setupRawBackend();

const areaName = (id: string) => getDb().serviceAreas.find((a) => a.id === id)!.name;
const MIN = 60000;

describe('a plausible world', () => {
  it('rides go at 6-25 km/h between points inside their own service area', () => {
    const areas = new Map(getDb().serviceAreas.map((a) => [a.id, a]));
    let ended = 0;
    const wrong: string[] = [];
    for (const o of getOrders()) {
      const area = areas.get(o.serviceAreaId)!;
      if (!pointInPolygon(o.start, area.polygon)) wrong.push(`${o.orderId} starts outside ${area.name}`);
      if (!o.endAt || !o.end) continue;
      ended += 1;
      if (!pointInPolygon(o.end, area.polygon)) wrong.push(`${o.orderId} ends outside ${area.name}`);
      const kmh = (o.distance / o.duration) * 3.6;
      if (kmh < 6 || kmh > 25) wrong.push(`${o.orderId}: ${kmh.toFixed(1)} km/h`);
      if (Date.parse(o.endAt) - Date.parse(o.startAt) !== o.duration * 1000) wrong.push(`${o.orderId}: duration`);
    }
    expect(wrong).toEqual([]);
    expect(ended).toBeGreaterThan(1000);
  });

  it('rides start over the whole day, most in the commuter peaks (UTC+8)', () => {
    const byHour = new Array(24).fill(0);
    for (const o of getOrders()) byHour[new Date(Date.parse(o.startAt) + 8 * 3600000).getUTCHours()] += 1;
    expect(byHour.every((n) => n > 0)).toBe(true);
    expect(byHour[8] + byHour[18]).toBeGreaterThan(byHour[3] * 8);
  });

  it('stations, no-stop zones and complaint places are named after their own area', () => {
    for (const f of getFences()) {
      if (f.kind !== 'parking' && f.kind !== 'no_stop') continue;
      const own = AREA_ROADS[areaName(f.serviceAreaId)];
      expect(
        own.some((road) => f.name.startsWith(road)),
        `${f.name} in ${areaName(f.serviceAreaId)}`,
      ).toBe(true);
    }
    for (const w of getWorksheets()) {
      const mine = areaName(w.serviceAreaId);
      for (const [area, places] of Object.entries(COMPLAINT_PLACES)) {
        if (area === mine) continue;
        for (const p of places) expect(w.content.includes(p), `${w.id} (${mine}) names ${p}`).toBe(false);
      }
    }
  });

  it('return-car appeals come at their own times, after the ride, with its return time drawn in UTC+8', () => {
    const appeals = getReturnCars();
    const times = new Set(appeals.map((c) => c.createdAt.slice(0, 16)));
    expect(times.size).toBeGreaterThan(appeals.length * 0.9);
    for (const c of appeals) {
      expect(Date.parse(c.createdAt) - Date.parse(c.endAt), c.id).toBeGreaterThanOrEqual(5 * MIN);
      expect(Date.parse(c.createdAt), c.id).toBeLessThanOrEqual(epoch());
      expect(decodeURIComponent(c.photo), c.id).toContain(`还车时间：${localMinute(c.endAt)}`);
      expect(c.dispatchFee, c.id).toBeGreaterThan(0);
    }
  });

  it('operators’ recent actions are spread over time, not piled on one minute', () => {
    const logs = getOperatorLogs();
    const perMinute = new Map<string, number>();
    for (const l of logs) perMinute.set(l.at.slice(0, 16), (perMinute.get(l.at.slice(0, 16)) ?? 0) + 1);
    expect(Math.max(...perMinute.values())).toBeLessThanOrEqual(3);
    expect(logs.every((l) => Date.parse(l.at) <= epoch())).toBe(true);
  });

  it('no two fences of an area share a name', () => {
    const names = getFences().map((f) => `${f.serviceAreaId}/${f.name}`);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
  });

  it('complaint tickets come in at their own times, after their ride and before now, not piled on one instant', () => {
    const perInstant = new Map<string, number>();
    for (const w of getWorksheets()) perInstant.set(w.createdAt, (perInstant.get(w.createdAt) ?? 0) + 1);
    expect(Math.max(...perInstant.values())).toBeLessThanOrEqual(2);
    const rides = new Map(getOrders().map((o) => [o.orderId, o]));
    for (const w of getWorksheets()) {
      expect(Date.parse(w.createdAt)).toBeLessThan(epoch());
      const ride = w.orderId ? rides.get(w.orderId) : undefined;
      if (ride?.endAt) expect(w.createdAt > ride.endAt, w.id).toBe(true);
    }
  });

  it('staff, franchisees and riders have people’s names; the demo accounts only sign in', () => {
    const PERSON = /^[\u4e00-\u9fa5]{2,3}$/;
    const db = getDb();
    const demo = db.operators.filter(isDemoAccount);
    expect(demo.map((o) => o.phone).sort()).toEqual([
      '13800000000',
      '13800000001',
      '13800000002',
      '13800000003',
      '13800000004',
      '13800000005',
    ]);
    for (const o of db.operators.filter((x) => !isDemoAccount(x))) expect(o.name, o.opManId).toMatch(PERSON);
    for (const a of db.agents) expect(a.contact, a.agentId).toMatch(PERSON);
    const riders = getRiders();
    expect(riders.filter((r) => !PERSON.test(r.name) && !XSS_PROBES.includes(r.name))).toEqual([]);
    expect(riders.filter((r) => r.phone.startsWith('1380000000'))).toEqual([]);
    const demoIds = new Set(demo.map((o) => o.opManId));
    const demoNames = new Set(demo.map((o) => o.name));
    const tasks = getVehicleLogs().tasks;
    expect(tasks.filter((t) => demoNames.has(t.createdBy ?? '') || demoIds.has(t.assignee ?? ''))).toEqual([]);
    for (const f of getFences())
      expect(
        (f.staffIds ?? []).filter((id) => demoIds.has(id)),
        f.id,
      ).toEqual([]);
    expect(getWorksheets().filter((w) => demoIds.has(w.assignee ?? ''))).toEqual([]);
    // the franchisee's vehicles are kept by its own staff
    const a001 = new Set(db.operators.filter((o) => o.agentId === 'A001' && !isDemoAccount(o)).map((o) => o.opManId));
    expect(a001.size).toBeGreaterThan(0);
    expect(tasks.filter((t) => t.agentId === 'A001' && t.assignee && !a001.has(t.assignee))).toEqual([]);
  });
});

describe('a plausible world at full size', () => {
  withFullWorld();
  it('a vehicle being ridden is on the road: never in repair, off the shelf, being moved or swapped', () => {
    const ridden = getVehicles().filter((v) => v.rideState === 'riding');
    expect(ridden.length).toBeGreaterThan(5);
    for (const v of ridden)
      expect({ vehicleNo: v.vehicleNo, off: v.opsStates.filter((st) => UNRIDEABLE.has(st)) }).toEqual({
        vehicleNo: v.vehicleNo,
        off: [],
      });
  });
});
