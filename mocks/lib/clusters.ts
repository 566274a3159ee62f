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

/** The latitude of a Mercator y (the inverse of mercY). */
const latOfMercY = (y: number) => (Math.atan(Math.sinh(Math.PI * (1 - 2 * y))) * 180) / Math.PI;

/** A cell's sums: count, Σlng, Σlat, then a count per group; and its first vehicle. */
class Cells {
  private readonly width: number;
  private sums: Float64Array;
  readonly firstId: string[] = [];
  readonly firstLng: number[] = [];
  readonly firstLat: number[] = [];
  readonly firstGroup: number[] = [];
  /** cell (in the view's rows and columns) → slot; a Map when the view has too many cells for an array */
  private readonly dense: Int32Array | null;
  private readonly sparse = new Map<number, number>();
  private readonly cx0: number;
  private readonly cy0: number;
  private readonly cols: number;
  private readonly edges: Float64Array | null;

  constructor(
    bbox: Bbox,
    private readonly scale: number,
    groups: number,
  ) {
    this.width = 3 + groups;
    this.sums = new Float64Array(64 * this.width);
    this.cx0 = this.cx(bbox[0]);
    this.cy0 = this.cy(bbox[3]);
    this.cols = this.cx(bbox[2]) - this.cx0 + 1;
    const rows = this.cy(bbox[1]) - this.cy0 + 1;
    const cells = this.cols * rows;
    // the latitudes where the view's rows meet, north to south: a point's row is found among
    // them rather than by a logarithm per point (the same rows, a few comparisons)
    this.edges = rows <= 4096 ? new Float64Array(rows - 1) : null;
    for (let r = 1; this.edges && r < rows; r++) this.edges[r - 1] = latOfMercY((this.cy0 + r) / this.scale);
    this.dense = cells <= 1 << 20 ? new Int32Array(cells).fill(-1) : null;
  }

  private cx(lng: number): number {
    return Math.floor(((lng + 180) / 360) * this.scale);
  }

  private cy(lat: number): number {
    return Math.floor(mercY(lat) * this.scale);
  }

  /** The view's row of a latitude in the view. */
  private row(lat: number): number {
    const e = this.edges;
    if (!e) return this.cy(lat) - this.cy0;
    let lo = 0;
    let hi = e.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (lat > e[mid]) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }

  get size(): number {
    return this.firstId.length;
  }

  add(id: string, lng: number, lat: number, group: number): void {
    const key = this.row(lat) * this.cols + (this.cx(lng) - this.cx0);
    let slot = this.dense ? this.dense[key] : (this.sparse.get(key) ?? -1);
    if (slot < 0) {
      slot = this.firstId.length;
      if (this.dense) this.dense[key] = slot;
      else this.sparse.set(key, slot);
      this.firstId.push(id);
      this.firstLng.push(lng);
      this.firstLat.push(lat);
      this.firstGroup.push(group);
      if ((slot + 1) * this.width > this.sums.length) {
        const more = new Float64Array(this.sums.length * 2);
        more.set(this.sums);
        this.sums = more;
      }
    }
    const o = slot * this.width;
    this.sums[o] += 1;
    this.sums[o + 1] += lng;
    this.sums[o + 2] += lat;
    this.sums[o + 3 + group] += 1;
  }

  /** count, Σlng, Σlat, count of group g of a slot */
  count(slot: number): number {
    return this.sums[slot * this.width];
  }

  sum(slot: number, k: 1 | 2): number {
    return this.sums[slot * this.width + k];
  }

  ofGroup(slot: number, g: number): number {
    return this.sums[slot * this.width + 3 + g];
  }
}

/**
 * Groups the vehicles in view as they are added (one pass): the cells of the view at its zoom,
 * and every vehicle itself while they may all be sent (from EXACT_ZOOM on, or up to EXACT_LIMIT).
 */
export class ViewportGrid {
  private n = 0;
  private all: { id: string[]; lng: number[]; lat: number[]; group: number[] } | null = {
    id: [],
    lng: [],
    lat: [],
    group: [],
  };
  private readonly cells: Cells | null;

  constructor(
    readonly bbox: Bbox,
    readonly zoom: number,
    /** the group names, by index */
    readonly groups: readonly string[],
  ) {
    this.cells = zoom >= EXACT_ZOOM ? null : new Cells(bbox, (256 * 2 ** zoom) / CLUSTER_CELL_PX, groups.length);
  }

  /** Whether a position is in the view. */
  contains(lng: number, lat: number): boolean {
    const [x0, y0, x1, y1] = this.bbox;
    return lng >= x0 && lng <= x1 && lat >= y0 && lat <= y1;
  }

  /** A vehicle in view (the caller checked `contains`). */
  add(id: string, lng: number, lat: number, group: number): void {
    this.n += 1;
    const all = this.all;
    if (all) {
      all.id.push(id);
      all.lng.push(lng);
      all.lat.push(lat);
      all.group.push(group);
      if (this.cells && this.n > EXACT_LIMIT) this.all = null; // too many to send one by one
    }
    this.cells?.add(id, lng, lat, group);
  }

  /** The clusters and single points of the view. */
  result(): Pick<VehicleClusters, 'clusters' | 'points' | 'inView' | 'zoom'> {
    const points: VehicleClusters['points'] = { vehicleNo: [], lng: [], lat: [], group: [] };
    const single = (id: string, lng: number, lat: number, group: number) => {
      points.vehicleNo.push(id);
      points.lng.push(lng);
      points.lat.push(lat);
      points.group.push(this.groups[group]);
    };
    const clusters: VehicleCluster[] = [];
    const { all, cells } = this;
    if (all) {
      for (let i = 0; i < this.n; i++) single(all.id[i], all.lng[i], all.lat[i], all.group[i]);
      return { clusters, points, inView: this.n, zoom: this.zoom };
    }
    for (let s = 0; cells && s < cells.size; s++) {
      const count = cells.count(s);
      if (count === 1) {
        single(cells.firstId[s], cells.firstLng[s], cells.firstLat[s], cells.firstGroup[s]);
        continue;
      }
      const byGroup: Record<string, number> = {};
      this.groups.forEach((name, g) => {
        const k = cells.ofGroup(s, g);
        if (k) byGroup[name] = k;
      });
      clusters.push({
        lng: +(cells.sum(s, 1) / count).toFixed(6),
        lat: +(cells.sum(s, 2) / count).toFixed(6),
        count,
        byGroup,
      });
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
