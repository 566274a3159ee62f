import type { LngLat } from '@contract/common';
import { insideRing, pointInPolygon, ringInside, segmentsIntersect } from '../../src/shared/utils/geometry';
import type { Rng } from '../lib/rng';
import { worldSlot } from './world';

export { pointInPolygon };

/** An irregular polygon around a centre, radius in metres (WGS-84, closed ring). */
export function polygonAround(rng: Rng, center: LngLat, radiusM: number, sides = 9): LngLat[] {
  const [lng, lat] = center;
  const mPerDegLat = 111320;
  const mPerDegLng = 111320 * Math.cos((lat * Math.PI) / 180);
  const ring: LngLat[] = [];
  for (let i = 0; i < sides; i++) {
    const a = (i / sides) * 2 * Math.PI;
    const r = radiusM * (0.75 + rng.next() * 0.4);
    ring.push([+(lng + (r * Math.cos(a)) / mPerDegLng).toFixed(6), +(lat + (r * Math.sin(a)) / mPerDegLat).toFixed(6)]);
  }
  ring.push(ring[0]);
  return ring;
}

/** Cells a side of a ring's sampling grid (randomPointAt). */
const GRID = 32;
/**
 * Draws from a ring before its grid is made: a grid costs about as much as a thousand draws'
 * exact tests, so a station's few hundred draws do not pay for one; a service area's do.
 */
const GRID_AFTER = 2048;
const BORDER = 0;
const INSIDE = 1;
const OUTSIDE = 2;

/**
 * A ring's bounding box, and once it has been drawn from often, a grid over the box whose
 * cells are each wholly inside the ring, wholly outside, or on its border (an edge passes
 * within a hair of the cell): a point drawn in a cell inside or outside is known without the
 * ray casting, the exact test is made only near the border.
 */
interface Sampling {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  draws: number;
  cells: Uint8Array | null;
}

/** Each ring's sampling, worked out once per world that holds the ring. */
const samplings = worldSlot(() => new WeakMap<readonly LngLat[], Sampling>());

function samplingOf(ring: readonly LngLat[]): Sampling {
  const known = samplings();
  let s = known.get(ring);
  if (!s) {
    const xs = ring.map((p) => p[0]);
    const ys = ring.map((p) => p[1]);
    s = { x0: Math.min(...xs), x1: Math.max(...xs), y0: Math.min(...ys), y1: Math.max(...ys), draws: 0, cells: null };
    known.set(ring, s);
  }
  return s;
}

/** One side of the clipping: the segment's part [t0, t1] kept where p·t ≤ q, or null when none is. */
function clip(p: number, q: number, t: [number, number]): boolean {
  if (p === 0) return q >= 0;
  const r = q / p;
  if (p < 0) t[0] = Math.max(t[0], r);
  else t[1] = Math.min(t[1], r);
  return t[0] <= t[1];
}

/** Whether the segment (ax, ay)–(bx, by) meets the box [x0, x1] × [y0, y1] (Liang–Barsky clipping). */
function segmentMeetsBox(ax: number, ay: number, bx: number, by: number, box: readonly number[]): boolean {
  const dx = bx - ax;
  const dy = by - ay;
  const t: [number, number] = [0, 1];
  return clip(-dx, ax - box[0], t) && clip(dx, box[1] - ax, t) && clip(-dy, ay - box[2], t) && clip(dy, box[3] - ay, t);
}

/**
 * The grid's cells: a cell that no edge comes near (its box widened by a millionth of a cell,
 * far beyond the ray casting's rounding) lies wholly on one side of the ring, the side of its
 * centre; any other cell is on the border.
 */
function gridOf(ring: readonly LngLat[], s: Sampling): Uint8Array {
  const cells = new Uint8Array(GRID * GRID);
  const w = (s.x1 - s.x0) / GRID;
  const h = (s.y1 - s.y0) / GRID;
  const hair = Math.max(w, h) * 1e-6;
  for (let cx = 0; cx < GRID; cx++) {
    for (let cy = 0; cy < GRID; cy++) {
      const box = [s.x0 + cx * w - hair, s.x0 + (cx + 1) * w + hair, s.y0 + cy * h - hair, s.y0 + (cy + 1) * h + hair];
      let near = false;
      for (let i = 0, j = ring.length - 1; i < ring.length && !near; j = i++)
        near = segmentMeetsBox(ring[j][0], ring[j][1], ring[i][0], ring[i][1], box);
      cells[cx * GRID + cy] = near
        ? BORDER
        : insideRing(s.x0 + (cx + 0.5) * w, s.y0 + (cy + 0.5) * h, ring)
          ? INSIDE
          : OUTSIDE;
    }
  }
  return cells;
}

/** Whether (x, y), a point of the ring's box, is inside the ring: its grid's cell, else the ray casting. */
function insideSampled(x: number, y: number, ring: readonly LngLat[], s: Sampling): boolean {
  const cells = s.cells;
  if (cells === null) return insideRing(x, y, ring);
  const cx = Math.min(GRID - 1, Math.floor(((x - s.x0) / (s.x1 - s.x0)) * GRID));
  const cy = Math.min(GRID - 1, Math.floor(((y - s.y0) / (s.y1 - s.y0)) * GRID));
  const cell = cx >= 0 && cy >= 0 ? cells[cx * GRID + cy] : BORDER;
  return cell === BORDER ? insideRing(x, y, ring) : cell === INSIDE;
}

const round6 = (v: number) => Math.round(v * 1e6) / 1e6;

/**
 * Draws a random point inside the polygon (rejection sampling in its bounding box) into
 * `out` ([lng, lat]): true, or false after 50 misses (`out` is then the ring's first point).
 * No point is made: the fleet's build draws 500,000.
 */
export function randomPointAt(rng: Rng, ring: readonly LngLat[], out: Float64Array): boolean {
  const s = samplingOf(ring);
  if (s.cells === null && ++s.draws >= GRID_AFTER) s.cells = gridOf(ring, s);
  const { x0, x1, y0, y1 } = s;
  for (let i = 0; i < 50; i++) {
    const x = round6(x0 + rng.next() * (x1 - x0));
    const y = round6(y0 + rng.next() * (y1 - y0));
    if (insideSampled(x, y, ring, s)) {
      out[0] = x;
      out[1] = y;
      return true;
    }
  }
  out[0] = ring[0][0];
  out[1] = ring[0][1];
  return false;
}

const drawn = new Float64Array(2);

/** A random point inside the polygon (rejection sampling in its bounding box; its first point after 50 misses). */
export function randomPointIn(rng: Rng, ring: readonly LngLat[]): LngLat {
  return randomPointAt(rng, ring, drawn) ? [drawn[0], drawn[1]] : ring[0];
}

/** Whether every point of `inner` lies inside `outer`: its vertices are, and no edge of one crosses an edge of the other. */
export function ringWhollyInside(inner: readonly LngLat[], outer: readonly LngLat[]): boolean {
  if (!ringInside(inner, outer)) return false;
  // (rings closed or not: the edge from the last point to the first is tested too)
  const edge = (r: readonly LngLat[], i: number) => [r[i], r[(i + 1) % r.length]] as const;
  for (let i = 0; i < inner.length; i++) {
    for (let j = 0; j < outer.length; j++) if (segmentsIntersect(...edge(inner, i), ...edge(outer, j))) return false;
  }
  return true;
}

/** Great-circle distance in metres. */
export function metresBetween([lng1, lat1]: LngLat, [lng2, lat2]: LngLat): number {
  const r = 6371000;
  const dLat = ((lat2 - lat1) * Math.PI) / 180;
  const dLng = ((lng2 - lng1) * Math.PI) / 180;
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos((lat1 * Math.PI) / 180) * Math.cos((lat2 * Math.PI) / 180) * Math.sin(dLng / 2) ** 2;
  return 2 * r * Math.asin(Math.sqrt(a));
}
