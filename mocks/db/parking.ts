/**
 * Parking stations' occupancy: idle vehicles are seeded at the stations (each enabled
 * station between empty and over capacity), and the vehicles parked in a station now
 * are counted from the vehicles' positions, whatever moved them since.
 */
import type { Fence } from '@contract/fences';
import type { Vehicle } from '@contract/vehicles';
import { pointInPolygon } from '../../src/shared/utils/geometry';
import { createRng } from '../lib/rng';
import { getFences } from './fences';
import { randomPointIn } from './geo';
import { worldSeed } from './store';

/** How full the seeded stations are, as shares of their capacity (some empty, some over). */
const FILL = [0, 0.1, 0.2, 0.4, 0.6, 0.7, 0.8, 0.9, 1, 1.2, 1.5];

/** Moves idle vehicles (ready, no alarm) of each area into its enabled stations; in place, seeded. */
export function parkAtStations(vehicles: Vehicle[]): void {
  const rng = createRng(worldSeed() + 71);
  const idle = new Map<string, Vehicle[]>();
  for (const v of vehicles) {
    if (v.rideState !== 'ready' || v.alarms.length || v.opsStates.length) continue;
    const list = idle.get(v.serviceAreaId);
    if (list) list.push(v);
    else idle.set(v.serviceAreaId, [v]);
  }
  for (const f of getFences()) {
    if (f.kind !== 'parking' || f.state !== 'enabled' || !f.capacity) continue;
    const pool = idle.get(f.serviceAreaId) ?? [];
    // at most a third of the area's idle vehicles go to one station (small fleets stay spread out)
    const n = Math.min(Math.round(f.capacity * rng.pick(FILL)), Math.floor(pool.length / 3));
    for (let k = 0; k < n; k++) {
      const v = pool.pop()!;
      [v.lng, v.lat] = randomPointIn(rng, f.polygon);
    }
  }
}

type Box = [number, number, number, number];
const boxOf = (ring: Fence['polygon']): Box => {
  let [x0, x1, y0, y1] = [Infinity, -Infinity, Infinity, -Infinity];
  for (const [x, y] of ring) {
    if (x < x0) x0 = x;
    if (x > x1) x1 = x;
    if (y < y0) y0 = y;
    if (y > y1) y1 = y;
  }
  return [x0, x1, y0, y1];
};

/** Grid cell of the vehicle index, degrees (~200 m): a station's box touches one to four cells. */
const CELL = 0.002;
const cellOf = (lng: number, lat: number) => Math.floor(lng / CELL) * 1e6 + Math.floor(lat / CELL);

/**
 * Vehicles parked (not being ridden) inside each parking fence now, by fence id: the cells
 * (~200 m) under the stations' boxes first, then one pass over the fleet that looks at a
 * vehicle only when it stands in one of them (500,000 vehicles and 120 stations: no grid of
 * the whole fleet, no six million comparisons; 55-230 → 19-27 ms in Node).
 */
export function parkedCounts(fences: readonly Fence[], vehicles: readonly Vehicle[]): Map<string, number> {
  const stations = fences.filter((f) => f.kind === 'parking');
  const out = new Map<string, number>(stations.map((f) => [f.id, 0]));
  if (!stations.length) return out;
  // the stations under each cell their box touches; a vehicle is looked at only where one is
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
