import { useMemo } from 'react';
import type { MapPolygon } from '@/shared/ui/map/types';
import { vehicleApi } from '../api';
import type { FenceKind } from '@contract/fences';
import { useServerQuery } from '@/shared/query/useServerQuery';

const STYLE: Record<FenceKind, Pick<MapPolygon, 'color' | 'fillOpacity' | 'dashed'>> = {
  service_area: { color: '#1677ff', fillOpacity: 0.04, dashed: true },
  no_stop: { color: '#f5222d', fillOpacity: 0.25 },
  parking: { color: '#13c2c2', fillOpacity: 0.2 },
  maintain_area: { color: '#8c8c8c', fillOpacity: 0.08 },
};

export const FENCE_LABEL: Record<FenceKind, string> = { service_area: '服务区', no_stop: '禁停区', parking: '停车点', maintain_area: '运维区' };

/**
 * The fences of the given kinds (enabled ones) as map polygons, in the header scope;
 * `error` and `reload` when they could not be loaded.
 */
export function useFencePolygons(kinds: FenceKind[], serviceAreaId?: string): { polygons: MapPolygon[]; error?: string; reload: () => void } {
  const deps = kinds.join(',');
  const { data, error, reload } = useServerQuery({ key: ['fences', deps], fetch: (signal) => (deps ? vehicleApi.fences(deps.split(',') as FenceKind[], signal) : Promise.resolve([])) });
  const polygons = useMemo(
    () =>
      (data ?? [])
        .filter((f) => f.state === 'enabled' && (!serviceAreaId || f.serviceAreaId === serviceAreaId))
        .map((f) => ({ id: f.id, path: f.polygon, label: f.name, ...STYLE[f.kind] })),
    [data, serviceAreaId],
  );
  return { polygons, error, reload };
}
