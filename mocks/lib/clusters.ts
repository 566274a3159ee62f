/**
 * Grid clustering of the vehicles in a viewport, as a map server does it: the view's
 * points fall into square cells of CLUSTER_CELL_PX screen pixels (web-Mercator, at the
 * asked zoom); a cell with one vehicle is that vehicle, a fuller one a cluster at its
 * vehicles' mean position with their count by group. From EXACT_ZOOM on, or when the view
 * holds at most EXACT_LIMIT vehicles, every vehicle is a point. One pass, typed arrays.
 */
import {
  CLUSTER_CELL_PX,
  EXACT_LIMIT,
  EXACT_ZOOM,
  type VehicleCluster,
  type VehicleClusters,
} from '@contract/vehicleClusters';

export type Bbox = readonly [minLng: number, minLat: number, maxLng: number, maxLat: number];

/** Mercator y of a latitude, as a share of the world's height (0 north … 1 south). */
const mercY = (lat: number) => {
  const s = Math.sin((Math.max(-85, Math.min(85, lat)) * Math.PI) / 180);
  return 0.5 - Math.log((1 + s) / (1 - s)) / (4 * Math.PI);
};

/** Collects the vehicles in view, then groups them. */
export class ViewportGrid {
  private n = 0;
  private lng = new Float64Array(1024);
  private lat = new Float64Array(1024);
  private group = new Uint8Array(1024);
  private ids: string[] = [];

  constructor(
    readonly bbox: Bbox,
    readonly zoom: number,
    /** the group names, by index */
    readonly groups: readonly string[],
  ) {}

  /** Whether a position is in the view. */
  contains(lng: number, lat: number): boolean {
    const [x0, y0, x1, y1] = this.bbox;
    return lng >= x0 && lng <= x1 && lat >= y0 && lat <= y1;
  }

  /** A vehicle in view (the caller checked `contains`). */
  add(id: string, lng: number, lat: number, group: number): void {
    if (this.n === this.lng.length) {
      const grow = <T extends Float64Array | Uint8Array>(a: T, make: (n: number) => T): T => {
        const b = make(a.length * 2);
        b.set(a);
        return b;
      };
      this.lng = grow(this.lng, (k) => new Float64Array(k));
      this.lat = grow(this.lat, (k) => new Float64Array(k));
      this.group = grow(this.group, (k) => new Uint8Array(k));
    }
    this.lng[this.n] = lng;
    this.lat[this.n] = lat;
    this.group[this.n] = group;
    this.ids.push(id);
    this.n += 1;
  }

  get inView(): number {
    return this.n;
  }

  /** Whether the view's vehicles are sent one by one. */
  get exact(): boolean {
    return this.zoom >= EXACT_ZOOM || this.n <= EXACT_LIMIT;
  }

  /** The clusters and single points of the view. */
  result(): Pick<VehicleClusters, 'clusters' | 'points' | 'inView' | 'zoom'> {
    const points: VehicleClusters['points'] = { vehicleNo: [], lng: [], lat: [], group: [] };
    const single = (i: number) => {
      points.vehicleNo.push(this.ids[i]);
      points.lng.push(this.lng[i]);
      points.lat.push(this.lat[i]);
      points.group.push(this.groups[this.group[i]]);
    };
    const clusters: VehicleCluster[] = [];
    if (this.exact) {
      for (let i = 0; i < this.n; i++) single(i);
      return { clusters, points, inView: this.n, zoom: this.zoom };
    }
    const worldPx = 256 * 2 ** this.zoom;
    const cells = new Map<number, number>();
    const first = new Int32Array(this.n);
    const G = this.groups.length;
    // per slot: count, Σlng, Σlat, then a count per group
    let sums = new Float64Array(64 * (3 + G));
    let slots = 0;
    const cols = Math.ceil(worldPx / CLUSTER_CELL_PX);
    for (let i = 0; i < this.n; i++) {
      const cx = Math.floor((((this.lng[i] + 180) / 360) * worldPx) / CLUSTER_CELL_PX);
      const cy = Math.floor((mercY(this.lat[i]) * worldPx) / CLUSTER_CELL_PX);
      const key = cy * cols + cx;
      let slot = cells.get(key);
      if (slot === undefined) {
        slot = slots++;
        cells.set(key, slot);
        first[slot] = i;
        if (slots * (3 + G) > sums.length) {
          const more = new Float64Array(sums.length * 2);
          more.set(sums);
          sums = more;
        }
      }
      const o = slot * (3 + G);
      sums[o] += 1;
      sums[o + 1] += this.lng[i];
      sums[o + 2] += this.lat[i];
      sums[o + 3 + this.group[i]] += 1;
    }
    for (let s = 0; s < slots; s++) {
      const o = s * (3 + G);
      const count = sums[o];
      if (count === 1) {
        single(first[s]);
        continue;
      }
      const byGroup: Record<string, number> = {};
      for (let g = 0; g < G; g++) if (sums[o + 3 + g]) byGroup[this.groups[g]] = sums[o + 3 + g];
      clusters.push({ lng: +(sums[o + 1] / count).toFixed(6), lat: +(sums[o + 2] / count).toFixed(6), count, byGroup });
    }
    return { clusters, points, inView: this.n, zoom: this.zoom };
  }
}

/** 'minLng,minLat,maxLng,maxLat' → the box, or null when it is not one (four finite numbers, min < max, on the globe). */
export function parseBbox(text: string | undefined): Bbox | null {
  const parts = (text ?? '').split(',');
  if (parts.length !== 4 || parts.some((p) => p.trim() === '')) return null;
  const [x0, y0, x1, y1] = parts.map(Number);
  if (![x0, y0, x1, y1].every(Number.isFinite)) return null;
  if (!(x0 < x1 && y0 < y1) || x0 < -180 || x1 > 180 || y0 < -90 || y1 > 90) return null;
  return [x0, y0, x1, y1];
}
