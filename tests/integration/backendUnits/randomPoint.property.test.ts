/**
 * The fleet's places are drawn as before (issue 40: the fleet's build made cheaper at 500,000
 * vehicles): randomPointIn, which knows most draws inside or outside a ring from a grid made
 * once a ring is drawn from often, draws the same points from the same draws as the rejection
 * sampling with the exact test on every draw (kept here as it was), over the seed's service
 * areas and stations and random rings (irregular, concave, thin, with points on the grid's
 * lines), and parkAtStations moves the same vehicles to the same places as it did.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LngLat } from '@contract/common';
import type { Vehicle } from '@contract/vehicles';
import { pointInPolygon } from '@/shared/utils/geometry';
import { createRng, type Rng } from '@mocks/lib/rng';
import { getFences } from '@mocks/db/fences';
import { randomPointIn } from '@mocks/db/geo';
import { parkAtStations } from '@mocks/db/parking';
import { getDb, resetDb, worldSeed } from '@mocks/db/store';

// ---- as they were ----

const round6 = (v: number) => Math.round(v * 1e6) / 1e6;

function randomPointBefore(rng: Rng, ring: readonly LngLat[]): LngLat {
  const xs = ring.map((p) => p[0]);
  const ys = ring.map((p) => p[1]);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  for (let i = 0; i < 50; i++) {
    const x = round6(x0 + rng.next() * (x1 - x0));
    const y = round6(y0 + rng.next() * (y1 - y0));
    if (pointInPolygon([x, y], ring)) return [x, y];
  }
  return ring[0];
}

const FILL = [0, 0.1, 0.2, 0.4, 0.6, 0.7, 0.8, 0.9, 1, 1.2, 1.5];

function parkBefore(vehicles: Vehicle[]): void {
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
    const n = Math.min(Math.round(f.capacity * rng.pick(FILL)), Math.floor(pool.length / 3));
    for (let k = 0; k < n; k++) {
      const v = pool.pop()!;
      [v.lng, v.lat] = randomPointBefore(rng, f.polygon);
    }
  }
}

// ---- the same draws ----

/** Draws from each ring: past the 2,048 after which its grid is made (geo.ts), so most are read from it. */
const DRAWS = 3000;

/** `draws` points from a ring with each sampler, from one seed each. */
function bothWays(ring: readonly LngLat[], seed: number, draws: number): [LngLat[], LngLat[]] {
  const a = createRng(seed);
  const b = createRng(seed);
  const now: LngLat[] = [];
  const before: LngLat[] = [];
  for (let i = 0; i < draws; i++) {
    now.push(randomPointIn(a, ring));
    before.push(randomPointBefore(b, ring));
  }
  // and the draws after them
  expect(a.next()).toBe(b.next());
  return [now, before];
}

/** A ring of 3–12 points at random distances from a centre (a star: often concave), closed or not, 6 decimals. */
const rings = fc
  .record({
    lng: fc.integer({ min: 119_000_000, max: 121_000_000 }),
    lat: fc.integer({ min: 29_000_000, max: 31_000_000 }),
    radii: fc.array(fc.integer({ min: 1, max: 40_000 }), { minLength: 3, maxLength: 12 }),
    squash: fc.constantFrom(1, 0.01, 100),
    closed: fc.boolean(),
  })
  .map(({ lng, lat, radii, squash, closed }) => {
    const ring: LngLat[] = radii.map((r, i) => {
      const a = (i / radii.length) * 2 * Math.PI;
      return [round6((lng + r * Math.cos(a) * squash) / 1e6), round6((lat + r * Math.sin(a)) / 1e6)];
    });
    return closed ? [...ring, ring[0]] : ring;
  });

describe('randomPointIn', () => {
  it('draws the points of the exact test from the seed’s service areas and stations', () => {
    resetDb();
    const rings = [...getDb().serviceAreas.map((a) => a.polygon), ...getFences().map((f) => f.polygon)];
    for (const [k, ring] of rings.entries()) {
      const [now, before] = bothWays(ring, 1000 + k, DRAWS);
      expect(now).toEqual(before);
    }
  });

  it('draws the points of the exact test from any ring', () => {
    fc.assert(
      fc.property(rings, fc.integer({ min: 0, max: 2 ** 32 - 1 }), (ring, seed) => {
        const [now, before] = bothWays(ring, seed, DRAWS);
        expect(now).toEqual(before);
      }),
      { numRuns: 60 },
    );
  });

  it('draws the points of the exact test where they fall on the grid’s lines', () => {
    // a square of 32 × 32 cells of 1e-6° each: every drawn point is on a cell's corner
    const ring: LngLat[] = [
      [120, 30],
      [120.000032, 30],
      [120.000032, 30.000032],
      [120, 30.000032],
      [120, 30],
    ];
    const [now, before] = bothWays(ring, 7, 2 * DRAWS);
    expect(now).toEqual(before);
  });
});

describe('parkAtStations', () => {
  it('moves the same vehicles to the same places', () => {
    resetDb();
    const areas = getDb().serviceAreas;
    const fleet = (): Vehicle[] => {
      const r = createRng(11);
      return Array.from({ length: 6000 }, (_, i) => {
        const u = r.next();
        return {
          vehicleNo: String(8600000 + i),
          serviceAreaId: areas[i % areas.length].id,
          rideState: u < 0.8 ? 'ready' : 'riding',
          alarms: r.chance(0.1) ? ['offline'] : [],
          opsStates: r.chance(0.1) ? ['repair'] : [],
          lng: 0,
          lat: 0,
        } as unknown as Vehicle;
      });
    };
    const now = fleet();
    const before = fleet();
    parkAtStations(now);
    parkBefore(before);
    expect(now.filter((v) => v.lng !== 0).length).toBeGreaterThan(100);
    expect(now.map((v) => [v.lng, v.lat])).toEqual(before.map((v) => [v.lng, v.lat]));
  });
});
