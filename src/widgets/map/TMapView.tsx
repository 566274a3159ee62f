import { useEffect, useRef } from 'react';
import { gcj02ToWgs84, wgs84ToGcj02 } from '@/shared/utils/coords';
import type { LngLat } from '@contract/common';
import { DRAFT_COLOR } from './draftSeries';
import { hexA } from './fallbackOption';
import { clusterLabel, clusterSize } from './clusterSeries';
import { drawnContent, dotIcon, type MapViewProps } from './types';

/* Minimal shapes of the TMap GL objects this view uses. */
interface TLatLng {
  getLat(): number;
  getLng(): number;
}
interface TLayer {
  setMap(m: unknown): void;
  on?(ev: string, fn: (e: TEvent) => void): void;
}
interface TEvent {
  latLng?: TLatLng;
  geometry?: { id?: string; position?: TLatLng };
}
interface TMapMap {
  destroy(): void;
  getBounds?(): { getSouthWest(): TLatLng; getNorthEast(): TLatLng };
  getZoom?(): number;
  easeTo?(o: { zoom: number; center: TLatLng }): void;
  on(ev: string, fn: (e: TEvent) => void): void;
  fitBounds?(b: unknown, o?: object): void;
}
type Ctor<T = TLayer> = new (...args: unknown[]) => T;

/**
 * The only place where (lat, lng) meets the rest of the app's [lng, lat]: Tencent takes
 * GCJ-02 `LatLng(lat, lng)`; everything else is WGS-84 [lng, lat].
 */
export const toTencent = (TMap: Record<string, unknown>, p: LngLat): TLatLng => {
  const [lng, lat] = wgs84ToGcj02(p);
  return new (TMap.LatLng as Ctor<TLatLng>)(lat, lng);
};
export const fromTencent = (ll: TLatLng): LngLat => {
  const [lng, lat] = gcj02ToWgs84([ll.getLng(), ll.getLat()]);
  return [+lng.toFixed(6), +lat.toFixed(6)];
};

/** Tencent GL map: polygons, lines, WebGL markers per group, the draft with its vertices (click and drag). */
export default function TMapView({
  tmap: TMap,
  ...props
}: MapViewProps & { tmap: Record<string, unknown>; height: number | string }) {
  const el = useRef<HTMLDivElement>(null);
  const map = useRef<TMapMap | null>(null);
  const layers = useRef<TLayer[]>([]);
  const { marker, draft, center, fitKey, fitPath, onRendered } = props;
  const { points, clusters, groups, polygons, polylines } = drawnContent(props);
  const handlers = useRef(props);
  useEffect(() => {
    handlers.current = props;
  });

  useEffect(() => {
    const MapCtor = TMap.Map as new (el: HTMLElement, o: object) => TMapMap;
    const m = new MapCtor(el.current!, {
      zoom: 13,
      center: toTencent(TMap, center ?? [120.15, 30.27]),
      viewMode: '2D',
    });
    m.on('click', (e) => {
      if (e.latLng) handlers.current.onMapClick?.(fromTencent(e.latLng));
    });
    // the view after each pan or zoom, in WGS-84
    m.on('bounds_changed', () => {
      const b = m.getBounds?.();
      const zoom = m.getZoom?.();
      if (!b || zoom === undefined) return;
      const [x0, y0] = fromTencent(b.getSouthWest());
      const [x1, y1] = fromTencent(b.getNorthEast());
      handlers.current.onViewChange?.({ bbox: [x0, y0, x1, y1], zoom });
    });
    map.current = m;
    return () => {
      m.destroy();
      map.current = null;
    };
  }, [TMap, center]);

  useEffect(() => {
    const m = map.current;
    if (!m) return;
    layers.current.forEach((l) => l.setMap(null));
    const out: TLayer[] = [];
    const PolygonStyle = TMap.PolygonStyle as Ctor<object>;
    const PolylineStyle = TMap.PolylineStyle as Ctor<object>;
    const MarkerStyle = TMap.MarkerStyle as Ctor<object>;
    const MultiPolygon = TMap.MultiPolygon as Ctor;
    const MultiPolyline = TMap.MultiPolyline as Ctor;
    const MultiMarker = TMap.MultiMarker as Ctor;
    const ll = (p: LngLat) => toTencent(TMap, p);
    if (polygons.length) {
      const styles = Object.fromEntries(
        polygons.map((p) => [
          p.id,
          new PolygonStyle({
            color: hexA(p.color, p.fillOpacity ?? 0.08),
            showBorder: true,
            borderColor: p.color,
            borderWidth: 2,
            borderDashArray: p.dashed ? [6, 4] : [0, 0],
          }),
        ]),
      );
      out.push(
        new MultiPolygon({
          map: m,
          styles,
          geometries: polygons.map((p) => ({ id: p.id, styleId: p.id, paths: p.path.map(ll) })),
        }),
      );
    }
    if (polylines.length) {
      const styles = Object.fromEntries(
        polylines.map((l) => [l.id, new PolylineStyle({ color: l.color, width: l.width ?? 4 })]),
      );
      out.push(
        new MultiPolyline({
          map: m,
          styles,
          geometries: polylines
            .filter((l) => l.path.length > 1)
            .map((l) => ({ id: l.id, styleId: l.id, paths: l.path.map(ll) })),
        }),
      );
    }
    if (points.length || marker) {
      const styles = Object.fromEntries(
        groups.map((g) => [
          g.key,
          new MarkerStyle({ width: 10, height: 10, anchor: { x: 5, y: 5 }, src: dotIcon(g.color) }),
        ]),
      );
      styles.__marker = new MarkerStyle({ width: 16, height: 16, anchor: { x: 8, y: 8 }, src: dotIcon('#1677ff', 16) });
      const geometries = points.map((p) => ({ id: p.id, styleId: p.group, position: ll(p.position) }));
      if (marker) geometries.push({ id: '__marker', styleId: '__marker', position: ll(marker) });
      const mm = new MultiMarker({ map: m, styles, geometries });
      mm.on?.('click', (e) => {
        const id = e.geometry?.id;
        if (id && id !== '__marker') handlers.current.onSelect?.(id);
      });
      out.push(mm);
    }
    if (draft?.path.length) {
      const color = draft.color ?? DRAFT_COLOR;
      const path = draft.path.map(ll);
      if (draft.closed)
        out.push(
          new MultiPolygon({
            map: m,
            styles: {
              d: new PolygonStyle({ color: hexA(color, 0.15), showBorder: true, borderColor: color, borderWidth: 2 }),
            },
            geometries: [{ id: 'draft', styleId: 'd', paths: path }],
          }),
        );
      else if (path.length > 1)
        out.push(
          new MultiPolyline({
            map: m,
            styles: { d: new PolylineStyle({ color, width: 2, dashArray: [6, 4] }) },
            geometries: [{ id: 'draft', styleId: 'd', paths: path }],
          }),
        );
      const vertices = new MultiMarker({
        map: m,
        styles: { v: new MarkerStyle({ width: 12, height: 12, anchor: { x: 6, y: 6 }, src: dotIcon(color, 12) }) },
        geometries: path.map((p, i) => ({ id: `v${i}`, styleId: 'v', position: p })),
        draggable: Boolean(handlers.current.onDraftMove),
      });
      const vertexOf = (e: TEvent) => Number(e.geometry?.id?.slice(1));
      vertices.on?.('click', (e) => {
        const i = vertexOf(e);
        if (Number.isInteger(i) && e.geometry?.position)
          handlers.current.onMapClick?.(fromTencent(e.geometry.position), i);
      });
      vertices.on?.('dragend', (e) => {
        const i = vertexOf(e);
        const at = e.geometry?.position ?? e.latLng;
        if (Number.isInteger(i) && at) handlers.current.onDraftMove?.(i, fromTencent(at));
      });
      out.push(vertices);
    }
    if (clusters.length) {
      // clusters: a circle in the colour of most of its vehicles, sized by their number, with the number on it; a click zooms in on it
      const colour = new Map(groups.map((g) => [g.key, g.color]));
      const styles: Record<string, object> = {};
      const geometries = clusters.map((c) => {
        const size = clusterSize(c.count);
        const styleId = `${c.group}:${size}`;
        styles[styleId] ??= new MarkerStyle({
          width: size,
          height: size,
          anchor: { x: size / 2, y: size / 2 },
          src: dotIcon(colour.get(c.group) ?? '#1677ff', size),
        });
        return { id: c.id, styleId, position: ll(c.position) };
      });
      const circles = new MultiMarker({ map: m, styles, geometries });
      circles.on?.('click', (e) => {
        const at = e.geometry?.position;
        if (at) m.easeTo?.({ zoom: Math.min(20, (m.getZoom?.() ?? 12) + 2), center: at });
      });
      out.push(circles);
      const MultiLabel = TMap.MultiLabel as Ctor | undefined;
      const LabelStyle = TMap.LabelStyle as Ctor<object> | undefined;
      if (MultiLabel && LabelStyle) {
        const label = new LabelStyle({ color: '#ffffff', size: 11, alignment: 'center', verticalAlignment: 'middle' });
        out.push(
          new MultiLabel({
            map: m,
            styles: { n: label },
            geometries: clusters.map((c) => ({
              id: `n${c.id}`,
              styleId: 'n',
              position: ll(c.position),
              content: clusterLabel(c.count),
            })),
          }),
        );
      }
    }
    layers.current = out;
    onRendered?.(points.length + clusters.length);
  }, [TMap, points, clusters, groups, polygons, polylines, marker, draft, onRendered]);

  useEffect(() => {
    const m = map.current;
    const frame = fitPath?.length ? fitPath : polygons.flatMap((p) => p.path);
    if (!m?.fitBounds || !frame.length) return;
    const lngs = frame.map((p) => p[0]);
    const lats = frame.map((p) => p[1]);
    const Bounds = TMap.LatLngBounds as Ctor<object>;
    m.fitBounds(
      new Bounds(
        toTencent(TMap, [Math.min(...lngs), Math.min(...lats)]),
        toTencent(TMap, [Math.max(...lngs), Math.max(...lats)]),
      ),
      { padding: 40 },
    );
    // fit once per fitKey and when the shapes first arrive, not on every change
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [TMap, fitKey, polygons.length > 0]);

  return <div ref={el} style={{ height: props.height, width: '100%' }} />;
}
