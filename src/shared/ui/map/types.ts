import type { LngLat } from '@contract/common';

/** Everything on a map is WGS-84 [lng, lat]; MapView converts for the provider. */
export interface MapPoint {
  id: string;
  position: LngLat;
  /** points of one group share a colour and a legend entry */
  group: string;
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
  /** called after the map has drawn, with the number of points on it (benchmarks, "drawn" markers) */
  onRendered?: (points: number) => void;
}
