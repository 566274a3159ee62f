/**
 * The vehicle maps at national scale: the backend answers a viewport (a box and a zoom)
 * with the vehicles in it grouped into clusters, and with single vehicles where they stand
 * apart, from EXACT_ZOOM on, or when the view holds few (EXACT_LIMIT). A map never receives
 * the whole fleet: 500,000 positions are the server's to group, the console draws a few
 * hundred marks.
 */

/** From this zoom on (web-map zoom: the world is 256·2^zoom px wide) every vehicle is its own point. */
export const EXACT_ZOOM = 17;
/** A view with at most this many vehicles shows each of them, at any zoom. */
export const EXACT_LIMIT = 3000;
/** Side of a cluster's grid cell on screen, px. */
export const CLUSTER_CELL_PX = 64;
/** Zoom levels a query may ask for. */
export const MIN_ZOOM = 3;
export const MAX_ZOOM = 22;

/** What the marks are grouped by: the operators' display status or the regulator's MDS state. */
export type ClusterGrouping = 'status' | 'mds';

export interface VehicleClusterQuery {
  /** the view: 'minLng,minLat,maxLng,maxLat' (WGS-84) */
  bbox: string;
  zoom: number;
  group?: ClusterGrouping;
  /** the groups shown, comma-joined (none: all) */
  status?: string;
  serviceAreaId?: string;
  battery?: string;
  alarm?: string;
  /** a big screen's own area selection (the header's is added by scoped calls) */
  opAreaIds?: string;
}

export interface VehicleCluster {
  lng: number;
  lat: number;
  count: number;
  /** its vehicles by group (display status or MDS state) */
  byGroup: Record<string, number>;
}

/** `/platform/vehicle/map/clusters`: one viewport of the fleet. */
export interface VehicleClusters {
  /** vehicles of the filter, every group */
  total: number;
  /** of `total`, by group (the legend's counts) */
  byGroup: Record<string, number>;
  /** of `total`, of the groups shown */
  shown: number;
  /** of `shown`, in the view: the clusters' counts plus the single points */
  inView: number;
  zoom: number;
  clusters: VehicleCluster[];
  /** single vehicles, in columns */
  points: { vehicleNo: string[]; lng: number[]; lat: number[]; group: string[] };
}

/** A web-map zoom → pixels per degree of longitude. */
export const pxPerDegree = (zoom: number): number => (256 * 2 ** zoom) / 360;

/** The web-map zoom at which `lngSpan` degrees fill `widthPx` pixels (fractional). */
export const zoomForSpan = (lngSpan: number, widthPx: number): number =>
  Math.log2((widthPx * 360) / (256 * Math.max(lngSpan, 1e-9)));
