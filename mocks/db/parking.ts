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
import { SEED } from './store';

/** How full the seeded stations are, as shares of their capacity (some empty, some over). */
const FILL = [0, 0.1, 0.2, 0.4, 0.6, 0.7, 0.8, 0.9, 1, 1.2, 1.5];

/** Moves idle vehicles (ready, no alarm) of each area into its enabled stations; in place, seeded. */
export function parkAtStations(vehicles: Vehicle[]): void {
  const rng = createRng(SEED + 71);
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

/** Vehicles parked (not being ridden) inside each parking fence now, by fence id. */
export function parkedCounts(fences: readonly Fence[], vehicles: readonly Vehicle[]): Map<string, number> {
  const out = new Map<string, number>();
  const byArea = new Map<string, Vehicle[]>();
  for (const v of vehicles) {
    if (v.rideState === 'riding') continue;
    const list = byArea.get(v.serviceAreaId);
    if (list) list.push(v);
    else byArea.set(v.serviceAreaId, [v]);
  }
  for (const f of fences) {
    if (f.kind !== 'parking') continue;
    const [x0, x1, y0, y1] = boxOf(f.polygon);
    let n = 0;
    for (const v of byArea.get(f.serviceAreaId) ?? []) {
      if (v.lng >= x0 && v.lng <= x1 && v.lat >= y0 && v.lat <= y1 && pointInPolygon([v.lng, v.lat], f.polygon)) n += 1;
    }
    out.set(f.id, n);
  }
  return out;
}
