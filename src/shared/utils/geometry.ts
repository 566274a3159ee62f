import type { LngLat } from '@contract/common';

/** The ring without its closing point (rings may come closed, first = last, or open). */
export function openRing(ring: readonly LngLat[]): LngLat[] {
  const n = ring.length;
  if (n > 1 && ring[0][0] === ring[n - 1][0] && ring[0][1] === ring[n - 1][1]) return ring.slice(0, -1);
  return ring.slice();
}

/** The ring with its closing point, as fences are stored. */
export function closeRing(ring: readonly LngLat[]): LngLat[] {
  const open = openRing(ring);
  return open.length ? [...open, open[0]] : [];
}

/** Ray casting; the ring may be closed or open. */
export function pointInPolygon(p: LngLat, ring: readonly LngLat[]): boolean {
  return insideRing(p[0], p[1], ring);
}

/**
 * pointInPolygon of the point (x, y), without a point to make: the points are read by index,
 * not destructured (at 500,000 vehicles the destructuring made ~460 MB of garbage while the
 * world was made, most of its collections' time).
 */
export function insideRing(x: number, y: number, ring: readonly LngLat[]): boolean {
  let inside = false;
  const n = ring.length;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const pi = ring[i];
    const pj = ring[j];
    const xi = pi[0];
    const yi = pi[1];
    const xj = pj[0];
    const yj = pj[1];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

const cross = (o: LngLat, a: LngLat, b: LngLat) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);

/** Whether segments ab and cd cross or touch (collinear overlaps included). */
export function segmentsIntersect(a: LngLat, b: LngLat, c: LngLat, d: LngLat): boolean {
  const d1 = cross(c, d, a);
  const d2 = cross(c, d, b);
  const d3 = cross(a, b, c);
  const d4 = cross(a, b, d);
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) return true;
  const on = (p: LngLat, q: LngLat, r: LngLat) =>
    Math.min(p[0], q[0]) <= r[0] &&
    r[0] <= Math.max(p[0], q[0]) &&
    Math.min(p[1], q[1]) <= r[1] &&
    r[1] <= Math.max(p[1], q[1]);
  return (
    (d1 === 0 && on(c, d, a)) || (d2 === 0 && on(c, d, b)) || (d3 === 0 && on(a, b, c)) || (d4 === 0 && on(a, b, d))
  );
}

/** Whether two edges of the polygon that are not neighbours cross (a bow-tie, a loop). */
export function selfIntersects(ring: readonly LngLat[]): boolean {
  const p = openRing(ring);
  const n = p.length;
  if (n < 4) return false;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      // Edges i and j share a vertex when they are neighbours (including the last and the first).
      if (j === i + 1 || (i === 0 && j === n - 1)) continue;
      if (segmentsIntersect(p[i], p[(i + 1) % n], p[j], p[(j + 1) % n])) return true;
    }
  }
  return false;
}

/** Whether every vertex of `inner` lies inside `outer` (enough for a small fence in its service area). */
export function ringInside(inner: readonly LngLat[], outer: readonly LngLat[]): boolean {
  return openRing(inner).every((p) => pointInPolygon(p, outer));
}

/** Whether two polygons share ground: an edge of one crosses an edge of the other, or one lies inside the other. */
export function ringsOverlap(a: readonly LngLat[], b: readonly LngLat[]): boolean {
  const p = openRing(a);
  const q = openRing(b);
  for (let i = 0; i < p.length; i++) {
    for (let j = 0; j < q.length; j++) {
      if (segmentsIntersect(p[i], p[(i + 1) % p.length], q[j], q[(j + 1) % q.length])) return true;
    }
  }
  return pointInPolygon(p[0], q) || pointInPolygon(q[0], p);
}

/** Why a drawn fence cannot be saved, in the console's words; undefined when it can. */
export function polygonProblem(ring: readonly LngLat[]): string | undefined {
  if (openRing(ring).length < 3) return '围栏至少需要3个点';
  if (selfIntersects(ring)) return '围栏边界不能自相交';
  return undefined;
}
