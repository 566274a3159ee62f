/**
 * The operation map's first answers, made cheaper at 500,000 vehicles (issue 40), answer as
 * before: the stations' parked counts of /platform/fence/list and the viewport of
 * /platform/vehicle/map/clusters are compared with the computations they replaced (kept here
 * as they were) over random viewports, zooms, groupings, status and area selections, filters
 * and callers, after random changes to the world: minutes lived (rides start and end, vehicles
 * move, alarms rise and clear) and vehicles' states and positions written as the handlers
 * write them.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceClock, now, pinClock } from '@/shared/utils/clock';
import { displayStatus, mdsState, STATUS_ORDER } from '@/shared/utils/vehicleStatus';
import { pointInPolygon } from '@/shared/utils/geometry';
import { MDS_META, type Alarm, type OpsState, type RideState, type Vehicle } from '@contract/vehicles';
import type { Fence } from '@contract/fences';
import { getFences } from '@mocks/db/fences';
import { advanceWorld } from '@mocks/db/liveFleet';
import { boxOf, parkedCounts } from '@mocks/db/parking';
import { getDb, resetDb } from '@mocks/db/store';
import { getVehicles, idleHours } from '@mocks/db/vehicles';
import { vehicleClusters } from '@mocks/handlers/vehicles';
import { parseBbox, ViewportGrid } from '@mocks/lib/clusters';
import type { Caller } from '@mocks/lib/route';
import { inNumberRange, matches } from '@mocks/lib/paging';
import { idList, inScope } from '@mocks/lib/scope';

/** A weekday morning in the service areas (10:30 UTC+8), whatever hour the tests run at. */
const START = Date.parse('2026-11-26T02:30:00Z');

beforeAll(() => {
  pinClock(START);
  resetDb();
  getVehicles();
  advanceWorld(now());
});
afterAll(() => resetDb());

// ---- the computations replaced, as they were ----

type Box = ReturnType<typeof boxOf>;
const CELL = 0.002;
const cellOf = (lng: number, lat: number) => Math.floor(lng / CELL) * 1e6 + Math.floor(lat / CELL);

function parkedCountsBefore(fences: readonly Fence[], vehicles: readonly Vehicle[]): Map<string, number> {
  const stations = fences.filter((f) => f.kind === 'parking');
  const out = new Map<string, number>(stations.map((f) => [f.id, 0]));
  const under = new Map<number, Array<{ id: string; box: Box; polygon: Fence['polygon'] }>>();
  for (const f of stations) {
    const box = boxOf(f.polygon);
    const [x0, x1, y0, y1] = box;
    for (let cx = Math.floor(x0 / CELL); cx <= Math.floor(x1 / CELL); cx++) {
      for (let cy = Math.floor(y0 / CELL); cy <= Math.floor(y1 / CELL); cy++) {
        const key = cx * 1e6 + cy;
        const here = under.get(key);
        const station = { id: f.id, box, polygon: f.polygon };
        if (here) here.push(station);
        else under.set(key, [station]);
      }
    }
  }
  for (const v of vehicles) {
    if (v.rideState === 'riding') continue;
    const here = under.get(cellOf(v.lng, v.lat));
    if (!here) continue;
    for (const { id, box, polygon } of here) {
      const [x0, x1, y0, y1] = box;
      if (v.lng >= x0 && v.lng <= x1 && v.lat >= y0 && v.lat <= y1 && pointInPolygon([v.lng, v.lat], polygon)) {
        out.set(id, out.get(id)! + 1);
      }
    }
  }
  return out;
}

/** The vehicles' filter as it was: every condition read, given or not. */
function conditionsBefore(caller: Caller, q: Record<string, string>): (v: Vehicle) => boolean {
  const scope = inScope(caller, q);
  return (v) =>
    scope(v) &&
    (!q.serviceAreaId || v.serviceAreaId === q.serviceAreaId) &&
    matches(q.keyword, v.vehicleNo, v.imei, v.frameNo) &&
    inNumberRange(v.battery, q.battery) &&
    (!q.online || String(v.online) === q.online) &&
    (!q.alarm || v.alarms.includes(q.alarm as Vehicle['alarms'][number])) &&
    (!q.firmware || v.firmware === q.firmware) &&
    (!q.idleHours || idleHours(v) >= Number(q.idleHours)) &&
    (!q.noRideDays || idleHours(v) >= Number(q.noRideDays) * 24) &&
    (!q.batteryBelow || v.battery < Number(q.batteryBelow)) &&
    (q.outsideArea !== 'true' || v.alarms.includes('out_of_area')) &&
    (q.inNoParking !== 'true' || v.alarms.includes('in_no_parking'));
}

/** The clusters' answer as it was computed (the query checked valid by the caller). */
function clustersBefore(caller: Caller, q: Record<string, string>) {
  const bbox = parseBbox(q.bbox)!;
  const mds = q.group === 'mds';
  const names: readonly string[] = mds ? Object.keys(MDS_META) : STATUS_ORDER;
  const shownNames = idList(q.status);
  const shown = names.map((g) => !shownNames || shownNames.includes(g));
  const index = new Map(names.map((g, i) => [g, i]));
  // every condition read, as before the map's view read the scope alone
  const keep = conditionsBefore(caller, q);
  const grid = new ViewportGrid(bbox, Math.floor(Number(q.zoom)), names);
  const counts = new Array<number>(names.length).fill(0);
  let total = 0;
  for (const v of getVehicles()) {
    if (!keep(v)) continue;
    const g = index.get(mds ? mdsState(v) : displayStatus(v))!;
    total += 1;
    counts[g] += 1;
    if (shown[g] && grid.contains(v.lng, v.lat)) grid.add(v.vehicleNo, v.lng, v.lat, g);
  }
  const byGroup = Object.fromEntries(names.map((g, i) => [g, counts[i]]));
  return { total, byGroup, shown: counts.reduce((a, c, i) => a + (shown[i] ? c : 0), 0), ...grid.result() };
}

// ---- callers, views and changes ----

function callerOf(phone: string): Caller {
  const db = getDb();
  const operator = db.operators.find((o) => o.phone === phone)!;
  const codes = new Set(db.roles.find((r) => r.id === operator.roleId)!.codes);
  return { operator, claims: operator.agentId ? { agentId: operator.agentId } : {}, codes } as unknown as Caller;
}

const AREAS = () => getDb().serviceAreas.map((a) => a.id);
const someOf = <T>(all: readonly T[]) => fc.subarray([...all], { minLength: 1 });

const view = fc
  .tuple(
    fc.double({ min: 119.6, max: 120.4, noNaN: true }),
    fc.double({ min: 29.9, max: 30.5, noNaN: true }),
    fc.double({ min: 0.002, max: 1.2, noNaN: true }),
  )
  .map(([x, y, span]) => `${x},${y},${x + span},${y + span * 0.7}`);

/** A filter of the vehicle list beside the map's query, now and then (the map sends none). */
const filter = fc.oneof(
  { weight: 3, arbitrary: fc.constant({}) },
  fc.record(
    {
      battery: fc.constantFrom('20~80', '~30', '60~'),
      online: fc.constantFrom('true', 'false'),
      alarm: fc.constantFrom('offline', 'out_of_area', 'in_no_parking'),
      keyword: fc.constantFrom('86000', '8600012', 'xq2024'),
      batteryBelow: fc.constantFrom('20', '50'),
      outsideArea: fc.constantFrom('true', 'false'),
    },
    { requiredKeys: [] },
  ),
);

/** A query as the map sends it: a view, a zoom, a grouping, the statuses and the areas selected. */
const query = fc
  .record({
    bbox: view,
    zoom: fc.integer({ min: 3, max: 18 }).map(String),
    group: fc.constantFrom(undefined, 'status', 'mds'),
    status: fc.boolean(),
    opAreaIds: fc.boolean(),
    filter,
  })
  .chain((r) =>
    fc
      .tuple(someOf(r.group === 'mds' ? Object.keys(MDS_META) : STATUS_ORDER), someOf(['SA001', 'SA002', 'SA003']))
      .map(([statuses, areas]) => {
        const q: Record<string, string> = { bbox: r.bbox, zoom: r.zoom, ...r.filter };
        if (r.group) q.group = r.group;
        if (r.status) q.status = statuses.join(',');
        if (r.opAreaIds) q.opAreaIds = areas.join(',');
        return q;
      }),
  );

const RIDE: RideState[] = ['ready', 'riding', 'temp_stop', 'reserved', 'in_ops'];
const OPS: OpsState[] = ['repair', 'off_shelf', 'moving', 'dragged_back', 'battery_swap', 'low_battery'];
const ALARMS: Alarm[] = ['offline', 'lost', 'out_of_area', 'in_no_parking', 'abnormal_move', 'battery_removed'];

/** A change to the world: minutes lived, or one vehicle's state or place written as a handler writes it. */
const change = fc.oneof(
  fc.record({ minutes: fc.integer({ min: 1, max: 30 }) }),
  fc.record({
    at: fc.nat(),
    rideState: fc.constantFrom(...RIDE),
    // most of a fleet carries no ops state and no alarm
    opsStates: fc.oneof(fc.constant([]), fc.subarray(OPS)),
    alarms: fc.oneof(fc.constant([]), fc.subarray(ALARMS)),
    online: fc.boolean(),
    // into a station now and then: the parked counts change
    toStation: fc.option(fc.nat(), { nil: undefined }),
    nudge: fc.tuple(
      fc.double({ min: -0.01, max: 0.01, noNaN: true }),
      fc.double({ min: -0.01, max: 0.01, noNaN: true }),
    ),
  }),
);

function apply(c: Record<string, unknown>): void {
  if (typeof c.minutes === 'number') {
    advanceClock(c.minutes * 60000);
    advanceWorld(now());
    return;
  }
  const vehicles = getVehicles();
  const v = vehicles[(c.at as number) % vehicles.length];
  v.rideState = c.rideState as RideState;
  v.opsStates = c.opsStates as OpsState[];
  v.alarms = c.alarms as Alarm[];
  v.online = c.online as boolean;
  const stations = getFences().filter((f) => f.kind === 'parking');
  if (c.toStation !== undefined) {
    const [lng, lat] = stations[(c.toStation as number) % stations.length].polygon[0];
    [v.lng, v.lat] = [lng, lat];
  } else {
    const [dx, dy] = c.nudge as [number, number];
    [v.lng, v.lat] = [+(v.lng + dx).toFixed(6), +(v.lat + dy).toFixed(6)];
  }
}

describe('the operation map’s first answers', () => {
  it('the stations’ parked counts are the same as counted before, after any changes', () => {
    fc.assert(
      fc.property(
        fc.array(change, { maxLength: 12 }),
        fc.subarray(['parking', 'service_area', 'no_stop']),
        (cs, kinds) => {
          cs.forEach((c) => apply(c as Record<string, unknown>));
          const fences = getFences().filter((f) => !kinds.length || kinds.includes(f.kind));
          expect([...parkedCounts(fences, getVehicles())]).toEqual([...parkedCountsBefore(fences, getVehicles())]);
        },
      ),
      { numRuns: 40 },
    );
    // the seeded stations are not all empty: the comparison counts something
    const counts = [...parkedCounts(getFences(), getVehicles()).values()];
    expect(counts.filter((n) => n > 0).length).toBeGreaterThan(10);
  });

  it('a viewport’s clusters, points and counts are the same as computed before, for any caller and query', () => {
    const callers = ['13800000000', getDb().operators.find((o) => o.agentId)!.phone].map(callerOf);
    expect(AREAS()).toEqual(['SA001', 'SA002', 'SA003']);
    fc.assert(
      fc.property(fc.array(change, { maxLength: 6 }), query, fc.nat(callers.length - 1), (cs, q, who) => {
        cs.forEach((c) => apply(c as Record<string, unknown>));
        expect(vehicleClusters(callers[who], q)).toEqual(clustersBefore(callers[who], q));
      }),
      { numRuns: 150 },
    );
  });
});
