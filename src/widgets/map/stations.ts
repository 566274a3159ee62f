import { stationFill, type StationFill } from '@contract/fences';
import type { LngLat } from '@contract/common';
import type { MapPolygon } from './types';

/** A parking station's colour by its fill: over capacity orange, too few vehicles purple. */
export const STATION_COLOR: Record<StationFill, string> = { over: '#fa8c16', under: '#722ed1', normal: '#13c2c2' };

/** A parking station on a map: coloured by its fill, "parked/capacity" at its centre. */
export function stationPolygon(s: {
  id: string;
  name: string;
  polygon: LngLat[];
  capacity: number;
  parked: number;
}): MapPolygon {
  return {
    id: s.id,
    path: s.polygon,
    color: STATION_COLOR[stationFill(s.parked, s.capacity)],
    fillOpacity: 0.25,
    text: `${s.parked}/${s.capacity}`,
    label: `${s.name}（${s.parked}/${s.capacity}）`,
  };
}
