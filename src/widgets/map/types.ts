import type { LngLat } from '@contract/common';

/** Everything on a map is WGS-84 [lng, lat]; MapView converts for the provider. */
export interface MapPoint {
  id: string;
  position: LngLat;
  /** points of one group share a colour and a legend entry */
  group: string;
}

/** Many points drawn as one mark: where they are on average, how many, and the group most of them are in. */
export interface MapCluster {
  id: string;
  position: LngLat;
  count: number;
  group: string;
}

/** What the map shows now: its box (WGS-84 [minLng, minLat, maxLng, maxLat]) and its web-map zoom (the world is 256·2^zoom px wide). */
export interface MapViewport {
  bbox: [number, number, number, number];
  zoom: number;
}

export interface MapGroup {
  key: string;
  label: string;
  color: string;
}

export interface MapPolygon {
  id: string;
  path: LngLat[];
  color: string;
  label?: string;
  /** fill opacity 0..1 */
  fillOpacity?: number;
  dashed?: boolean;
  /** a short text drawn at its centre (e.g. a station's 12/20) */
  text?: string;
}

export interface MapPolyline {
  id: string;
  path: LngLat[];
  color: string;
  width?: number;
}

/** A polygon being drawn or edited: its vertices in order, open until `closed`. */
export interface MapDraft {
  path: LngLat[];
  closed: boolean;
  color?: string;
}

export interface MapViewProps {
  points?: MapPoint[];
  groups?: MapGroup[];
  polygons?: MapPolygon[];
  polylines?: MapPolyline[];
  /** a highlighted position (selected vehicle, playback head) */
  marker?: LngLat | null;
  selectedId?: string | null;
  onSelect?: (id: string | null) => void;
  height?: number | string;
  /** fits the view to the content whenever this changes */
  fitKey?: string;
  /** which map: AMap (default) or Tencent's GL map (key VITE_TMAP_KEY / site config map.tmapKey) */
  provider?: 'amap' | 'tencent';
  /** AMap key and security code; without a key the tile-less fallback draws */
  amapKey?: string;
  amapSecurityCode?: string;
  center?: LngLat;
  ariaLabel?: string;
  /** the polygon being drawn or edited, with its vertices shown as handles */
  draft?: MapDraft | null;
  /** a click on the map, at a WGS-84 position; `vertex` is the draft handle clicked, if any */
  onMapClick?: (position: LngLat, vertex?: number) => void;
  /** a draft handle dragged to a new position (WGS-84) */
  onDraftMove?: (vertex: number, position: LngLat) => void;
  /** the fit of `fitKey` frames this path instead of everything drawn */
  fitPath?: LngLat[];
  /** clusters of points (a number in a circle); a click zooms in on one */
  clusters?: MapCluster[];
  /** the view after the map first drew and after each pan or zoom, for what it shows to follow it */
  onViewChange?: (view: MapViewport) => void;
  /**
   * the shapes that frame the map (`polygons`, `polylines`) are still loading: the fallback map
   * neither reports a view nor draws until they are in (a notice shows meanwhile)
   */
  shapesLoading?: boolean;
  /**
   * the marks (`points`, `clusters`) of the view reported are still loading: the fallback map's
   * first drawing waits for them, so it draws once with everything, not once per arrival
   */
  marksLoading?: boolean;
  /** called after the map has drawn, with the number of marks on it: points and clusters (benchmarks, "drawn" markers) */
  onRendered?: (marks: number) => void;
}

/** One empty list for every list not given: the same one at each render, so an option built of them is not rebuilt (and redrawn whole) when nothing changed. */
const NONE: never[] = [];

/** What a map draws, each list empty when not given. */
export function drawnContent(
  p: MapViewProps,
): Required<Pick<MapViewProps, 'points' | 'clusters' | 'groups' | 'polygons' | 'polylines'>> {
  return {
    points: p.points ?? NONE,
    clusters: p.clusters ?? NONE,
    groups: p.groups ?? NONE,
    polygons: p.polygons ?? NONE,
    polylines: p.polylines ?? NONE,
  };
}

/** A round mark of `color` with a white rim, as an image URL (the tile maps' markers). */
export const dotIcon = (color: string, size = 10): string =>
  `data:image/svg+xml;utf8,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><circle cx="${size / 2}" cy="${size / 2}" r="${size / 2 - 1}" fill="${color}" stroke="white" stroke-width="1"/></svg>`)}`;
