/**
 * MapView for jsdom, where ECharts cannot draw: the fences shown (count and ids),
 * the draft's vertices, and the clicks the editor answers: a click at typed
 * coordinates (`lng,lat`), and a click on the draft's first vertex (closes it).
 *
 *   vi.mock('@/widgets/map/MapView', () => import('./mapStub'));
 */
import { useState } from 'react';
import type { MapViewProps } from '@/widgets/map/types';

export default function FenceMapStub(props: MapViewProps) {
  const [at, setAt] = useState('');
  const draft = props.draft;
  return (
    <div
      role="region"
      aria-label={props.ariaLabel ?? '地图'}
      data-testid="map-stub"
      data-polygons={(props.polygons ?? []).map((p) => p.id).join(',')}
      data-draft={draft ? `${draft.path.length}${draft.closed ? ' closed' : ''}` : ''}
      data-fit={props.fitKey ?? ''}
    >
      <input aria-label="地图坐标" value={at} onChange={(e) => setAt(e.target.value)} />
      <button type="button" onClick={() => props.onMapClick?.(at.split(',').map(Number) as [number, number])}>
        点击地图
      </button>
      {draft?.path.length ? (
        <button type="button" onClick={() => props.onMapClick?.(draft.path[0], 0)}>
          点击第一个顶点
        </button>
      ) : null}
    </div>
  );
}
