import { gcj02ToWgs84, wgs84ToGcj02 } from '@/shared/utils/coords';
import { type LngLat } from '@contract/common';
import { DRAFT_COLOR } from './draftSeries';
import type { MapViewProps } from './types';

interface Overlay {
  setMap(m: unknown): void;
  on?(ev: string, fn: (e: AMapEvent) => void): void;
}
interface AMapEvent {
  lnglat?: { getLng(): number; getLat(): number };
}
type Ctor = new (...args: unknown[]) => Overlay;
type Handlers = Pick<MapViewProps, 'onMapClick' | 'onDraftMove'>;

const wgs = (e: AMapEvent): LngLat | null => (e.lnglat ? gcj02ToWgs84([e.lnglat.getLng(), e.lnglat.getLat()]) : null);
const round = ([lng, lat]: LngLat): LngLat => [+lng.toFixed(6), +lat.toFixed(6)];

/**
 * The draft polygon on AMap (GCJ-02 at this boundary only): its outline and a
 * draggable marker per vertex; clicks on a vertex and drags report WGS-84.
 */
export function amapDraftOverlays(
  amap: Record<string, unknown>,
  draft: MapViewProps['draft'],
  on: () => Handlers,
): Overlay[] {
  if (!draft?.path.length) return [];
  const color = draft.color ?? DRAFT_COLOR;
  const path = draft.path.map((p) => wgs84ToGcj02(p));
  const out: Overlay[] = [];
  const Shape = (draft.closed ? amap.Polygon : amap.Polyline) as Ctor;
  out.push(
    new Shape({
      path,
      strokeColor: color,
      fillColor: color,
      fillOpacity: 0.15,
      strokeStyle: draft.closed ? 'solid' : 'dashed',
      bubble: true,
    }),
  );
  const Marker = amap.Marker as Ctor;
  path.forEach((p, i) => {
    const size = !draft.closed && i === 0 ? 14 : 10;
    const m = new Marker({
      position: p,
      draggable: Boolean(on().onDraftMove),
      offset: [-size / 2, -size / 2],
      content: `<div style="width:${size}px;height:${size}px;border-radius:50%;background:#fff;border:2px solid ${color};box-sizing:border-box"></div>`,
    });
    m.on?.('click', (e) => {
      const at = wgs(e);
      if (at) on().onMapClick?.(round(at), i);
    });
    m.on?.('dragend', (e) => {
      const at = wgs(e);
      if (at) on().onDraftMove?.(i, round(at));
    });
    out.push(m);
  });
  return out;
}

/** A click on the map itself, as a WGS-84 position. */
export function amapClick(on: () => Handlers) {
  return (e: AMapEvent) => {
    const at = wgs(e);
    if (at) on().onMapClick?.(round(at));
  };
}
