/**
 * The backend's viewport clustering (mocks/lib/clusters.ts): over random fleets, views and
 * zooms, the clusters' counts and the single points add up to the vehicles in view, each
 * cluster's counts by group add up to its count, and from EXACT_ZOOM on (or with few
 * vehicles in view) every vehicle comes as itself. A box that is not one is refused.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CLUSTER_CELL_PX, EXACT_LIMIT, EXACT_ZOOM } from '@contract/vehicleClusters';
import { parseBbox, ViewportGrid, type Bbox } from '@mocks/lib/clusters';

const GROUPS = ['available', 'riding', 'alarm'];
/** Around Hangzhou: a city-sized cloud of vehicles. */
const vehicle = fc.record({
  lng: fc.double({ min: 119.9, max: 120.4, noNaN: true }),
  lat: fc.double({ min: 30.1, max: 30.45, noNaN: true }),
  group: fc.integer({ min: 0, max: GROUPS.length - 1 }),
});
const view = fc
  .tuple(
    fc.double({ min: 119.85, max: 120.3, noNaN: true }),
    fc.double({ min: 30.05, max: 30.4, noNaN: true }),
    fc.double({ min: 0.005, max: 0.6, noNaN: true }),
  )
  .map(([x, y, span]): Bbox => [x, y, x + span, y + span * 0.7]);

const within = (v: { lng: number; lat: number }, bbox: Bbox) =>
  v.lng >= bbox[0] && v.lng <= bbox[2] && v.lat >= bbox[1] && v.lat <= bbox[3];

function gridOf(fleet: Array<{ lng: number; lat: number; group: number }>, bbox: Bbox, zoom: number) {
  const grid = new ViewportGrid(bbox, zoom, GROUPS);
  fleet.forEach((v, i) => grid.contains(v.lng, v.lat) && grid.add(`V${i}`, v.lng, v.lat, v.group));
  return grid.result();
}

describe('viewport clustering', () => {
  it('clusters and single points add up to the vehicles in view, by group too', () => {
    fc.assert(
      fc.property(
        fc.array(vehicle, { minLength: EXACT_LIMIT + 1, maxLength: EXACT_LIMIT + 800 }),
        view,
        fc.integer({ min: 8, max: EXACT_ZOOM - 1 }),
        (fleet, bbox, zoom) => {
          const inView = fleet.filter((v) => within(v, bbox));
          const r = gridOf(fleet, bbox, zoom);
          expect(r.inView).toBe(inView.length);
          expect(r.clusters.reduce((a, c) => a + c.count, 0) + r.points.vehicleNo.length).toBe(inView.length);
          for (const c of r.clusters) {
            expect(c.count).toBeGreaterThan(1);
            expect(Object.values(c.byGroup).reduce((a, n) => a + n, 0)).toBe(c.count);
            // a cluster stands where its vehicles are: inside the view
            expect(
              c.lng >= bbox[0] - 1e-6 && c.lng <= bbox[2] + 1e-6 && c.lat >= bbox[1] - 1e-6 && c.lat <= bbox[3] + 1e-6,
            ).toBe(true);
          }
          // by group: the clusters' and the points' counts are the view's
          for (const [g, name] of GROUPS.entries()) {
            const counted =
              r.clusters.reduce((a, c) => a + (c.byGroup[name] ?? 0), 0) +
              r.points.group.filter((x) => x === name).length;
            expect(counted).toBe(inView.filter((v) => v.group === g).length);
          }
          // more vehicles in view than the limit, far out: grouped
          if (inView.length > EXACT_LIMIT) expect(r.clusters.length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('from the exact zoom on, or with few vehicles in view, every vehicle is its own point', () => {
    fc.assert(
      fc.property(
        fc.array(vehicle, { maxLength: EXACT_LIMIT + 500 }),
        view,
        fc.integer({ min: 8, max: 22 }),
        (fleet, bbox, zoom) => {
          const r = gridOf(fleet, bbox, zoom);
          if (zoom < EXACT_ZOOM && r.inView > EXACT_LIMIT) return;
          expect(r.clusters).toEqual([]);
          expect(r.points.vehicleNo.length).toBe(r.inView);
          const expected = fleet.flatMap((v, i) => (within(v, bbox) ? [`V${i}`] : []));
          expect(r.points.vehicleNo).toEqual(expected);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('a cluster is the vehicles of one grid cell of the view: as many clusters and single points as cells', () => {
    // the cell of a position: CLUSTER_CELL_PX squares of the web-Mercator world at the zoom
    const cellOf = (lng: number, lat: number, zoom: number) => {
      const px = (256 * 2 ** zoom) / CLUSTER_CELL_PX;
      const s = Math.sin((lat * Math.PI) / 180);
      const y = 0.5 - Math.log((1 + s) / (1 - s)) / (4 * Math.PI);
      return `${Math.floor(((lng + 180) / 360) * px)}:${Math.floor(y * px)}`;
    };
    fc.assert(
      fc.property(
        fc.array(vehicle, { minLength: EXACT_LIMIT + 1, maxLength: EXACT_LIMIT + 400 }),
        view,
        fc.integer({ min: 8, max: EXACT_ZOOM - 1 }),
        (fleet, bbox, zoom) => {
          const inView = fleet.filter((v) => within(v, bbox));
          if (inView.length <= EXACT_LIMIT) return;
          const cells = new Map<string, number>();
          for (const v of inView) {
            const cell = cellOf(v.lng, v.lat, zoom);
            cells.set(cell, (cells.get(cell) ?? 0) + 1);
          }
          const r = gridOf(fleet, bbox, zoom);
          const sizes = [...cells.values()];
          expect(r.clusters.map((c) => c.count).sort((a, b) => a - b)).toEqual(
            sizes.filter((n) => n > 1).sort((a, b) => a - b),
          );
          expect(r.points.vehicleNo).toHaveLength(sizes.filter((n) => n === 1).length);
        },
      ),
      { numRuns: 40, endOnFailure: true },
    );
  });

  it('refuses a box that is not one', () => {
    expect(parseBbox('120,30,120.5,30.4')).toEqual([120, 30, 120.5, 30.4]);
    for (const bad of [
      undefined,
      '',
      '120,30,120.5',
      '120,30,119,30.4',
      '120,30,120.5,30',
      'a,b,c,d',
      '120,30,,30.4',
      '-190,30,120,31',
      '120,30,120.5,95',
    ])
      expect(parseBbox(bad)).toBeNull();
  });
});
