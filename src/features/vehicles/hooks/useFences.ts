import { useMemo } from 'react';
import { stationPolygon } from '@/widgets/map/stations';
import type { MapPolygon } from '@/widgets/map/types';
import { fenceApi, fenceKeys } from '@/shared/api/fences';
import { stationFill, type Fence, type FenceKind, type StationFill } from '@contract/fences';
import { prefetchServerQuery, useServerQuery } from '@/shared/query/useServerQuery';

const STYLE: Record<FenceKind, Pick<MapPolygon, 'color' | 'fillOpacity' | 'dashed'>> = {
  service_area: { color: '#1677ff', fillOpacity: 0.04, dashed: true },
  no_stop: { color: '#f5222d', fillOpacity: 0.25 },
  parking: { color: '#13c2c2', fillOpacity: 0.2 },
  maintain_area: { color: '#8c8c8c', fillOpacity: 0.08 },
};

export const FENCE_LABEL: Record<FenceKind, string> = {
  service_area: '服务区',
  no_stop: '禁停区',
  parking: '停车区',
  maintain_area: '运维区',
};

/** A parking station with what it holds now. */
export interface StationState {
  id: string;
  name: string;
  capacity: number;
  parked: number;
  fill: StationFill;
}

function polygonOf(f: Fence): MapPolygon {
  if (f.kind === 'parking' && f.capacity) return stationPolygon({ ...f, capacity: f.capacity, parked: f.parked ?? 0 });
  return { id: f.id, path: f.polygon, label: f.name, ...STYLE[f.kind] };
}

/** The fences 运营地图 draws unless its address names others. */
export const MAP_FENCES = 'service_area,parking,no_stop';

/** The read of the fences of some kinds (a comma-separated list), as useFencePolygons asks it. */
const fenceRead = (deps: string) => ({
  // the fence pages' own read: a saved fence or an approved station refreshes the maps too
  key: [...fenceKeys.kinds, deps] as const,
  fetch: (signal: AbortSignal) => (deps ? fenceApi.all(deps.split(',') as FenceKind[], signal) : Promise.resolve([])),
});

/**
 * 运营地图's fences asked with the session's first calls (its route's prefetch): the map, mounted
 * with them, frames its first view at once and asks for its vehicles in it.
 */
export const prefetchMapFences = (): void => prefetchServerQuery(fenceRead(MAP_FENCES));

/** A prefetched answer this young is not asked again when the page mounts. */
const FRESH_MS = 5000;

/**
 * The fences of the given kinds (enabled ones) as map polygons, in the header scope, with
 * the parking stations' vehicles parked now against their capacity; `loaded` once they came
 * (or failed); `error` and `reload` when they could not be loaded.
 */
export function useFencePolygons(
  kinds: FenceKind[],
  serviceAreaId?: string,
): { polygons: MapPolygon[]; stations: StationState[]; loaded: boolean; error?: string; reload: () => void } {
  const deps = kinds.join(',');
  const { data, error, reload } = useServerQuery({ ...fenceRead(deps), freshMs: FRESH_MS });
  return useMemo(() => {
    const shown = (data ?? []).filter(
      (f) => f.state === 'enabled' && (!serviceAreaId || f.serviceAreaId === serviceAreaId),
    );
    const stations = shown
      .filter((f) => f.kind === 'parking' && f.capacity)
      .map((f) => ({
        id: f.id,
        name: f.name,
        capacity: f.capacity!,
        parked: f.parked ?? 0,
        fill: stationFill(f.parked ?? 0, f.capacity!),
      }));
    return { polygons: shown.map(polygonOf), stations, loaded: data !== undefined || !!error, error, reload };
  }, [data, serviceAreaId, error, reload]);
}
