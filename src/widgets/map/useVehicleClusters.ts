import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { VehicleClusterQuery, VehicleClusters } from '@contract/vehicleClusters';
import { vehicleMapApi } from '@/shared/api/vehicleMap';
import { useServerQuery, type ServerState } from '@/shared/query/useServerQuery';
import type { MapCluster, MapPoint, MapViewport } from './types';

/** A pan or zoom is asked for once the map has been still this long (a drag is many views). */
const SETTLE_MS = 150;

export type VehicleClusterFilter = Omit<VehicleClusterQuery, 'bbox' | 'zoom'>;

export interface VehicleClusterOptions {
  /** the query's name (a page's own cache entry) */
  name: string;
  filter: VehicleClusterFilter;
  refreshMs?: number;
  /** the header's franchisee and area selection applies (the big screen passes its own `opAreaIds` instead) */
  scoped?: boolean;
  /** the page shows its own failure notice */
  silent?: boolean;
}

export interface VehicleClusterState extends ServerState<VehicleClusters> {
  points: MapPoint[];
  clusters: MapCluster[];
  /** for MapView's `onViewChange`: what is asked follows the view */
  onViewChange: (view: MapViewport) => void;
  /** the three together, to spread on a MapView that draws them as they come */
  layer: { points: MapPoint[]; clusters: MapCluster[]; onViewChange: (view: MapViewport) => void };
}

/** The group most of a cluster's vehicles are in (the first of equals, in the reply's order). */
function mainGroup(byGroup: Record<string, number>): string {
  let best = '';
  let most = -1;
  for (const [g, n] of Object.entries(byGroup)) {
    if (n > most) [best, most] = [g, n];
  }
  return best;
}

/**
 * The vehicles of a map's viewport from the backend (one building block for 运营地图, the
 * regulator's map and the operations big screen): the map reports its view, the backend
 * answers with clusters and single vehicles for it; the first view is asked at once, a pan
 * or zoom once the map is still. The last answer stays drawn while the next one loads.
 */
export function useVehicleClusters(o: VehicleClusterOptions): VehicleClusterState {
  const [view, setView] = useState<MapViewport | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const seen = useRef(false);
  useEffect(() => () => clearTimeout(timer.current), []);
  const onViewChange = useCallback((next: MapViewport) => {
    clearTimeout(timer.current);
    if (seen.current) {
      timer.current = setTimeout(() => setView(next), SETTLE_MS);
      return;
    }
    seen.current = true;
    setView(next);
  }, []);
  const filter = JSON.stringify(o.filter);
  const scoped = o.scoped ?? true;
  const state = useServerQuery({
    key: ['fleet', o.name, filter, view?.bbox.join(',') ?? '', view?.zoom ?? 0],
    fetch: (signal) =>
      vehicleMapApi.clusters(
        { ...(JSON.parse(filter) as VehicleClusterFilter), bbox: view!.bbox.join(','), zoom: Math.floor(view!.zoom) },
        { signal, scoped, silent: o.silent },
      ),
    enabled: view !== null,
    refreshMs: o.refreshMs,
    unscoped: !scoped,
    silent: o.silent,
  });
  const data = state.data;
  const points = useMemo<MapPoint[]>(() => {
    if (!data) return [];
    const { vehicleNo, lng, lat, group } = data.points;
    return vehicleNo.map((id, i) => ({ id, position: [lng[i], lat[i]], group: group[i] }));
  }, [data]);
  const clusters = useMemo<MapCluster[]>(
    () =>
      (data?.clusters ?? []).map((c, i) => ({
        id: `c${i}`,
        position: [c.lng, c.lat],
        count: c.count,
        group: mainGroup(c.byGroup),
      })),
    [data],
  );
  const layer = useMemo(() => ({ points, clusters, onViewChange }), [points, clusters, onViewChange]);
  return { ...state, points, clusters, onViewChange, layer };
}
