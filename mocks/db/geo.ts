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

/** Each ring's bounding box, worked out once per world that holds the ring. */
const boxes = worldSlot(() => new WeakMap<readonly LngLat[], [number, number, number, number]>());

function bbox(ring: readonly LngLat[]): [number, number, number, number] {
  const known = boxes();
  let b = known.get(ring);
  if (!b) {
    const xs = ring.map((p) => p[0]);
    const ys = ring.map((p) => p[1]);
    b = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
    known.set(ring, b);
  }
  return b;
}

const round6 = (v: number) => Math.round(v * 1e6) / 1e6;

/** A random point inside the polygon (rejection sampling in its bounding box). */
export function randomPointIn(rng: Rng, ring: readonly LngLat[]): LngLat {
  const [x0, x1, y0, y1] = bbox(ring);
  for (let i = 0; i < 50; i++) {
    const x = round6(x0 + rng.next() * (x1 - x0));
    const y = round6(y0 + rng.next() * (y1 - y0));
    // a point made only when it is kept
    if (insideRing(x, y, ring)) return [x, y];
  }
  return ring[0];
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
