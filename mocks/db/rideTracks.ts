/**
 * Each ride's track, derived from the ride itself (id, start, end, times): the same ride
 * always has the same track. A finished ride's track is stored once derived; a ride in
 * progress runs to where its vehicle is now.
 */
import type { LngLat } from '@contract/common';
import type { Order } from '@contract/orders';
import type { TracePoint } from '@contract/vehicles';
import { createRng } from '../lib/rng';
import { hash } from './lazy';
import { worldSlot } from './world';

/** A fix every 15 s, at most this many per ride. */
const STEP_MS = 15000;
const MAX_FIXES = 240;
const M_PER_DEG = 111320;

/**
 * Finished rides' tracks once derived: a cache, not a collection of the world (a track is the
 * same whenever it is derived, and which ones a page happened to read is no part of its world:
 * a replayed journal need not read them again). Kept per world.
 */
const stored = worldSlot(() => new Map<string, TracePoint[]>());

/** The ride's fixes from its start to `end` (its end, or its vehicle's position while riding), until `untilMs`. */
export function rideTrack(o: Order, untilMs: number, current?: LngLat): TracePoint[] {
  const done = stored().get(o.orderId);
  if (done) return done;
  const end = o.end ?? current ?? o.start;
  const from = Date.parse(o.startAt);
  const to = o.endAt ? Date.parse(o.endAt) : Math.max(from + STEP_MS, untilMs);
  const points = derive(o.orderId, o.start, end, from, to);
  if (o.endAt) stored().set(o.orderId, points);
  return points;
}

function derive(id: string, [x0, y0]: LngLat, [x1, y1]: LngLat, from: number, to: number): TracePoint[] {
  const rng = createRng(hash(`track:${id}`));
  const k = Math.cos((y0 * Math.PI) / 180);
  // the route bends (streets are not straight lines): a curve through a seeded side point
  const dx = (x1 - x0) * k;
  const dy = y1 - y0;
  const len = Math.hypot(dx, dy) || 200 / M_PER_DEG;
  const side = (rng.next() - 0.5) * 0.7 * len;
  const [nx, ny] = [-dy / len, dx / len];
  const cx = (x0 + x1) / 2 + (nx * side) / k + (Math.hypot(dx, dy) ? 0 : len / k);
  const cy = (y0 + y1) / 2 + ny * side;
  const n = Math.max(2, Math.min(MAX_FIXES, Math.round((to - from) / STEP_MS) + 1));
  const out: TracePoint[] = [];
  for (let i = 0; i < n; i++) {
    const s = i / (n - 1);
    // GPS noise of a few metres, none at the two ends
    const jitter = i === 0 || i === n - 1 ? 0 : (rng.next() - 0.5) * (6 / M_PER_DEG);
    const x = (1 - s) ** 2 * x0 + 2 * (1 - s) * s * cx + s ** 2 * x1 + jitter / k;
    const y = (1 - s) ** 2 * y0 + 2 * (1 - s) * s * cy + s ** 2 * y1 + jitter;
    out.push([+x.toFixed(6), +y.toFixed(6), Math.round(from + (to - from) * s)]);
  }
  return out;
}
