import { useMemo } from 'react';
import { FENCE_STYLE } from '@/widgets/fence/style';
import { fenceApi, fenceKeys } from '@/shared/api/fences';
import { type Fence, type FenceKind } from '@contract/fences';
import { useServerQuery } from '@/shared/query/useServerQuery';
import type { MapPolygon } from '../map/types';
import type { LngLat } from '@contract/common';

const SELECTED: Pick<MapPolygon, 'color' | 'fillOpacity'> = { color: '#fa541c', fillOpacity: 0.35 };

/**
 * What the editor's map shows: the service areas as context (their outlines, for
 * fences inside them), the listed fences, the selected one highlighted, and the
 * one being edited left out (its draft is drawn instead).
 */
export function useFenceMap(kind: FenceKind, rows: Fence[], selectedId: string | null, editingId: string | undefined) {
  const areas = useServerQuery({
    key: [...fenceKeys.kinds, 'service_area'],
    fetch: (signal) => fenceApi.all(['service_area'], signal),
  });
  const areaRings = useMemo(() => new Map((areas.data ?? []).map((f) => [f.serviceAreaId, f.polygon])), [areas.data]);
  const polygons = useMemo(() => {
    const context: MapPolygon[] =
      kind === 'service_area'
        ? []
        : (areas.data ?? []).map((f) => ({
            id: `area:${f.id}`,
            path: f.polygon,
            label: f.name,
            ...FENCE_STYLE.service_area,
          }));
    const listed = rows
      .filter((f) => f.id !== editingId)
      .map(
        (f): MapPolygon => ({
          id: f.id,
          path: f.polygon,
          label: f.name,
          ...FENCE_STYLE[kind],
          ...(f.id === selectedId ? SELECTED : {}),
        }),
      );
    return [...context, ...listed];
  }, [areas.data, rows, kind, selectedId, editingId]);
  return { polygons, areaRings, areasError: areas.error, reloadAreas: areas.reload };
}

/** The listed fence under a click, the smallest when several overlap. */
export function fenceAt(rows: Fence[], p: LngLat, inside: (p: LngLat, ring: LngLat[]) => boolean): Fence | undefined {
  const hits = rows.filter((f) => inside(p, f.polygon));
  const span = (f: Fence) => {
    const xs = f.polygon.map((q) => q[0]);
    const ys = f.polygon.map((q) => q[1]);
    return (Math.max(...xs) - Math.min(...xs)) * (Math.max(...ys) - Math.min(...ys));
  };
  return hits.sort((a, b) => span(a) - span(b))[0];
}
