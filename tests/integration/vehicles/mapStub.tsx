/**
 * MapView for jsdom, where ECharts cannot draw: the same props, shown as data
 * (point, polygon and line counts, the selection, the marker) and a click on one of
 * the first points, so that screen tests can drive the map's data flow. A map that follows
 * its view is told one view on mount: the whole country at zoom 5 (STUB_VIEW), where a
 * test-sized fleet comes as single points.
 *
 *   vi.mock('@/widgets/map/MapView', () => import('./mapStub'));
 */
import { useEffect } from 'react';
import type { MapViewport, MapViewProps } from '@/widgets/map/types';

export const STUB_VIEW: MapViewport = { bbox: [73, 3, 135, 54], zoom: 5 };

export default function MapViewStub(props: MapViewProps) {
  const points = props.points ?? [];
  const clusters = props.clusters ?? [];
  const { onRendered, onViewChange } = props;
  useEffect(() => {
    onViewChange?.(STUB_VIEW);
  }, [onViewChange]);
  useEffect(() => {
    onRendered?.(points.length + clusters.length);
  }, [onRendered, points.length, clusters.length]);
  return (
    <div
      role="region"
      aria-label={props.ariaLabel ?? '地图'}
      data-testid="map-stub"
      data-points={points.length}
      data-clusters={clusters.map((c) => c.count).join(',')}
      data-polygons={props.polygons?.length ?? 0}
      data-polylines={(props.polylines ?? []).map((l) => l.path.length).join(',')}
      data-selected={props.selectedId ?? ''}
      data-marker={props.marker ? props.marker.join(',') : ''}
    >
      {props.onSelect
        ? points.slice(0, 3).map((p) => (
            <button key={p.id} type="button" onClick={() => props.onSelect?.(p.id)}>
              {`地图上的车辆 ${p.id}`}
            </button>
          ))
        : null}
    </div>
  );
}
