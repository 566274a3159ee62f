import type { Rng } from '../lib/rng';

export type LngLat = [number, number];

/** An irregular polygon around a centre, radius in metres (WGS-84, closed ring). */
export function polygonAround(rng: Rng, center: LngLat, radiusM: number, sides = 9): LngLat[] {
  const [lng, lat] = center;
  const mPerDegLat = 111320;
  const mPerDegLng = 111320 * Math.cos((lat * Math.PI) / 180);
  const ring: LngLat[] = [];
  for (let i = 0; i < sides; i++) {
    const a = (i / sides) * 2 * Math.PI;
    const r = radiusM * (0.75 + rng.next() * 0.4);
    ring.push([
      +(lng + (r * Math.cos(a)) / mPerDegLng).toFixed(6),
      +(lat + (r * Math.sin(a)) / mPerDegLat).toFixed(6),
    ]);
  }
  ring.push(ring[0]);
  return ring;
}
