import { useEffect, useRef } from 'react';
import { gcj02ToWgs84, wgs84ToGcj02 } from '@/shared/utils/coords';
import { clusterLabel, clusterSize } from './clusterSeries';
import { type LngLat } from '@contract/common';
import { amapClick, amapDraftOverlays } from './amapDraft';
import { centreOf } from './centre';
import { drawnContent, dotIcon, type MapViewProps } from './types';

/* Minimal shapes of the AMap 2.0 objects this view uses. */
interface AMapObj {
  setMap(m: unknown): void;
  on?(ev: string, fn: (e: { data?: { id?: string } }) => void): void;
}
interface AMapLngLat {
  getLng(): number;
  getLat(): number;
}
interface AMapMap {
  destroy(): void;
  getBounds?(): { getSouthWest(): AMapLngLat; getNorthEast(): AMapLngLat };
  getZoom?(): number;
  setZoomAndCenter?(zoom: number, center: LngLat): void;
  setFitView(overlays?: unknown[]): void;
  add(o: unknown): void;
  remove(o: unknown): void;
  on(ev: string, fn: (e: never) => void): void;
}
type Ctor = new (...args: unknown[]) => AMapObj;

const gcj = (p: LngLat) => wgs84ToGcj02(p);

/** AMap 2.0: mass markers per group (never a DOM marker per vehicle); data converted to GCJ-02 here only. */
export default function AMapView({
  amap,
  ...props
}: MapViewProps & { amap: Record<string, unknown>; height: number | string }) {
  const el = useRef<HTMLDivElement>(null);
  const map = useRef<AMapMap | null>(null);
  const layers = useRef<AMapObj[]>([]);
  const { marker, onSelect, fitKey, center, onRendered, draft } = props;
  const { points, clusters, groups, polygons, polylines } = drawnContent(props);
  // Clicks and drags answer with the latest handlers without rebuilding the layers.
  const handlers = useRef(props);
  useEffect(() => {
    handlers.current = props;
  });
  const draftLayers = useRef<Array<{ setMap(m: unknown): void }>>([]);

  useEffect(() => {
    const MapCtor = amap.Map as new (el: HTMLElement, o: object) => AMapMap;
    map.current = new MapCtor(el.current!, { zoom: 12, center: center ? gcj(center) : undefined, viewMode: '2D' });
    map.current.on(
      'click',
      amapClick(() => handlers.current),
    );
    // the view after each pan or zoom, in WGS-84
    const m = map.current;
    const report = () => {
      const b = m.getBounds?.();
      const zoom = m.getZoom?.();
      if (!b || zoom === undefined) return;
      const [x0, y0] = gcj02ToWgs84([b.getSouthWest().getLng(), b.getSouthWest().getLat()]);
      const [x1, y1] = gcj02ToWgs84([b.getNorthEast().getLng(), b.getNorthEast().getLat()]);
      handlers.current.onViewChange?.({ bbox: [x0, y0, x1, y1], zoom });
    };
    m.on('moveend', report);
    m.on('complete', report);
    return () => {
      map.current?.destroy();
      map.current = null;
    };
  }, [amap, center]);

  useEffect(() => {
    const m = map.current;
    if (!m) return;
    layers.current.forEach((l) => l.setMap(null));
    const out: AMapObj[] = [];
    const Polygon = amap.Polygon as Ctor;
    const Polyline = amap.Polyline as Ctor;
    const MassMarks = amap.MassMarks as Ctor;
    const Marker = amap.Marker as Ctor;
    const Text = amap.Text as Ctor;
    for (const p of polygons) {
      out.push(
        new Polygon({
          path: p.path.map(gcj),
          strokeColor: p.color,
          fillColor: p.color,
          fillOpacity: p.fillOpacity ?? 0.08,
          strokeStyle: p.dashed ? 'dashed' : 'solid',
        }),
      );
      if (p.text && Text)
        out.push(
          new Text({
            text: p.text,
            position: gcj(centreOf(p.path)),
            anchor: 'center',
            style: {
              color: p.color,
              'font-size': '11px',
              'font-weight': 'bold',
              background: 'rgba(255,255,255,0.8)',
              border: 'none',
              padding: '0 2px',
            },
          }),
        );
    }
    for (const l of polylines)
      out.push(new Polyline({ path: l.path.map(gcj), strokeColor: l.color, strokeWeight: l.width ?? 4 }));
    for (const g of groups) {
      const data = points.filter((p) => p.group === g.key).map((p) => ({ lnglat: gcj(p.position), id: p.id }));
      const mass = new MassMarks(data, {
        zIndex: 110,
        style: { url: dotIcon(g.color), anchor: [5, 5], size: [10, 10] },
      });
      mass.on?.('click', (e) => onSelect?.(e.data?.id ?? null));
      out.push(mass);
    }
    // clusters: a numbered circle each (a few hundred at most); a click zooms in two steps on it
    const colour = new Map(groups.map((g) => [g.key, g.color]));
    for (const c of clusters) {
      const size = clusterSize(c.count);
      const content = `<div style="width:${size}px;height:${size}px;line-height:${size}px;border-radius:50%;background:${colour.get(c.group) ?? '#1677ff'};opacity:.85;border:2px solid #fff;color:#fff;font:bold 11px sans-serif;text-align:center">${clusterLabel(c.count)}</div>`;
      const mark = new Marker({ position: gcj(c.position), content, offset: [-size / 2, -size / 2], zIndex: 120 });
      mark.on?.('click', () => m.setZoomAndCenter?.(Math.min(20, (m.getZoom?.() ?? 12) + 2), gcj(c.position)));
      out.push(mark);
    }
    if (marker) out.push(new Marker({ position: gcj(marker) }));
    out.forEach((o) => o.setMap(m));
    layers.current = out;
    onRendered?.(points.length + clusters.length);
  }, [amap, points, clusters, groups, polygons, polylines, marker, onSelect, onRendered]);

  useEffect(() => {
    draftLayers.current.forEach((l) => l.setMap(null));
    draftLayers.current = map.current ? amapDraftOverlays(amap, draft, () => handlers.current) : [];
    draftLayers.current.forEach((l) => l.setMap(map.current));
  }, [amap, draft]);

  useEffect(() => {
    map.current?.setFitView();
  }, [fitKey, polygons.length]);

  return <div ref={el} style={{ height: props.height, width: '100%' }} />;
}
