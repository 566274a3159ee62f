/**
 * Parking stations' occupancy: idle vehicles are seeded at the stations (each enabled
 * station between empty and over capacity), and the vehicles parked in a station now
 * are counted from the vehicles' positions, whatever moved them since.
 */
import type { Fence } from '@contract/fences';
import type { Vehicle } from '@contract/vehicles';
import { insideRing } from '../../src/shared/utils/geometry';
import { createRng } from '../lib/rng';
import { getFences } from './fences';
import { randomPointAt } from './geo';
import { worldSeed } from './store';

/** How full the seeded stations are, as shares of their capacity (some empty, some over). */
const FILL = [0, 0.1, 0.2, 0.4, 0.6, 0.7, 0.8, 0.9, 1, 1.2, 1.5];

const idle = (v: Vehicle) => v.rideState === 'ready' && !v.alarms.length && !v.opsStates.length;

/**
 * Moves idle vehicles (ready, no alarm) of each area into its enabled stations; in place,
 * seeded. Each station takes the last idle vehicles of its area not yet taken, from the end of
 * the fleet backwards: each area's idle vehicles are counted, and found from the end as they are
 * taken (a few thousand), not gathered into lists of the whole fleet.
 */
export function parkAtStations(vehicles: Vehicle[]): void {
  const rng = createRng(worldSeed() + 71);
  /** each area's idle vehicles not yet taken, and where the search for its next one goes on from */
  const pools = new Map<string, { left: number; at: number }>();
  for (const v of vehicles) {
    if (!idle(v)) continue;
    const pool = pools.get(v.serviceAreaId);
    if (pool) pool.left++;
    else pools.set(v.serviceAreaId, { left: 1, at: vehicles.length });
  }
  const place = new Float64Array(2);
  for (const f of getFences()) {
    if (f.kind !== 'parking' || f.state !== 'enabled' || !f.capacity) continue;
    const pool = pools.get(f.serviceAreaId) ?? { left: 0, at: 0 };
    // at most a third of the area's idle vehicles go to one station (small fleets stay spread out)
    const n = Math.min(Math.round(f.capacity * rng.pick(FILL)), Math.floor(pool.left / 3));
    for (let k = 0; k < n; k++) {
      let v: Vehicle;
      do v = vehicles[--pool.at];
      while (v.serviceAreaId !== f.serviceAreaId || !idle(v));
      pool.left--;
      randomPointAt(rng, f.polygon, place);
      v.lng = place[0];
      v.lat = place[1];
    }
  }
}

type Box = [number, number, number, number];
/** A ring's box: [minLng, maxLng, minLat, maxLat]. */
export const boxOf = (ring: Fence['polygon']): Box => {
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
/** The most cells the stations' grid may hold as an array (beyond it, a Map of the cells touched). */
const DENSE_CELLS = 1 << 22;

interface Station {
  /** its place among the stations asked about */
  slot: number;
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  polygon: Fence['polygon'];
}

/**
 * The stations under each grid cell their box touches, the cells read by a vehicle's
 * `Math.floor(lng / CELL)`, `Math.floor(lat / CELL)`: an array over the stations' extent
 * (a vehicle's cell is two roundings and one read, no hash of a number), a Map when the
 * stations are spread too far for one.
 */
class StationGrid {
  private readonly cx0: number;
  private readonly cy0: number;
  private readonly cols: number;
  private readonly rows: number;
  private readonly dense: Array<Station[] | undefined> | null;
  private readonly sparse = new Map<number, Station[]>();

  constructor(stations: readonly Station[]) {
    let [cx0, cx1, cy0, cy1] = [Infinity, -Infinity, Infinity, -Infinity];
    for (const s of stations) {
      cx0 = Math.min(cx0, Math.floor(s.x0 / CELL));
      cx1 = Math.max(cx1, Math.floor(s.x1 / CELL));
      cy0 = Math.min(cy0, Math.floor(s.y0 / CELL));
      cy1 = Math.max(cy1, Math.floor(s.y1 / CELL));
    }
    this.cx0 = cx0;
    this.cy0 = cy0;
    this.cols = cx1 - cx0 + 1;
    this.rows = cy1 - cy0 + 1;
    this.dense = this.cols * this.rows <= DENSE_CELLS ? new Array(this.cols * this.rows) : null;
    for (const s of stations) {
      for (let cx = Math.floor(s.x0 / CELL); cx <= Math.floor(s.x1 / CELL); cx++) {
        for (let cy = Math.floor(s.y0 / CELL); cy <= Math.floor(s.y1 / CELL); cy++) {
          const key = (cx - this.cx0) * this.rows + (cy - this.cy0);
          const here = this.dense ? this.dense[key] : this.sparse.get(key);
          if (here) here.push(s);
          else if (this.dense) this.dense[key] = [s];
          else this.sparse.set(key, [s]);
        }
      }
    }
  }

  /** The stations whose box touches the cell of (lng, lat), if any. */
  at(lng: number, lat: number): Station[] | undefined {
    const cx = Math.floor(lng / CELL) - this.cx0;
    const cy = Math.floor(lat / CELL) - this.cy0;
    if (!(cx >= 0 && cx < this.cols && cy >= 0 && cy < this.rows)) return undefined;
    const key = cx * this.rows + cy;
    return this.dense ? this.dense[key] : this.sparse.get(key);
  }
}

/**
 * Vehicles parked (not being ridden) inside each parking fence now, by fence id: the cells
 * (~200 m) under the stations' boxes first, then one pass over the fleet that looks at a
 * vehicle only when it stands in one of them (500,000 vehicles and 120 stations: no grid of
 * the whole fleet, no six million comparisons). The cells are an array over the stations'
 * extent, not a Map keyed by a number past a small integer's range (a heap number hashed
 * for every vehicle; docs/quality.md, issue 40, has the figures).
 */
export function parkedCounts(fences: readonly Fence[], vehicles: readonly Vehicle[]): Map<string, number> {
  const stations: Station[] = [];
  for (const f of fences) {
    if (f.kind !== 'parking') continue;
    const [x0, x1, y0, y1] = boxOf(f.polygon);
    stations.push({ slot: stations.length, x0, x1, y0, y1, polygon: f.polygon });
  }
  const counts = new Int32Array(stations.length);
  if (stations.length) {
    const grid = new StationGrid(stations);
    for (let i = 0; i < vehicles.length; i++) {
      const v = vehicles[i];
      if (v.rideState === 'riding') continue;
      const lng = v.lng;
      const lat = v.lat;
      const here = grid.at(lng, lat);
      if (!here) continue;
      for (let k = 0; k < here.length; k++) {
        const s = here[k];
        if (lng >= s.x0 && lng <= s.x1 && lat >= s.y0 && lat <= s.y1 && insideRing(lng, lat, s.polygon))
          counts[s.slot] += 1;
      }
    }
  }
  const out = new Map<string, number>();
  let slot = 0;
  // by id, in the fences' order (an id given twice adds up, as one key counted twice)
  for (const f of fences) if (f.kind === 'parking') out.set(f.id, (out.get(f.id) ?? 0) + counts[slot++]);
  return out;
}
