import ReactEChartsCore from 'echarts-for-react/esm/core';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { echarts } from '@/shared/ui/charts/echarts';
import { districtsNow, loadDistricts } from './districts';
import { boundsOf, fallbackOption, pointIdsByGroup, type Bounds } from './fallbackOption';
import { drawnContent, type MapViewport, type MapViewProps } from './types';
import { useDraftPointer, type PointerChart } from './useDraftPointer';
import { viewOfBounds, viewOfChart, zoomInAt, type ViewChart } from './fallbackView';

const ASPECT = 1.8;
/** The chart's option before its first picture: nothing drawn. */
const NOTHING = {};
const LOADING = {
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: '#8c8c8c',
} as const;
/** With nothing to frame: the city around this point. */
const HANGZHOU: [number, number] = [120.15, 30.27];

// The districts' asset is asked when this module loads (with the page's chunk), not at the mount:
// a map mounted after finds them in and draws them with its first picture.
void loadDistricts();

/** The ECharts map used offline, without a key, or when AMap fails to load. */
export default function FallbackMap(props: MapViewProps & { height: number | string }) {
  const { marker, selectedId, onSelect, fitKey, onRendered, onViewChange, draft, fitPath, center } = props;
  const { shapesLoading, marksLoading } = props;
  const { points, clusters, groups, polygons, polylines } = drawnContent(props);
  const [chart, setChart] = useState<PointerChart | null>(null);
  useDraftPointer(chart, props);
  // Fit once per fitKey and when shapes first arrive, not on every refresh of the points.
  const marks = points.length + clusters.length;
  // a map that follows its view is framed by its shapes only: its marks come and go as it is panned
  const sig = `${fitKey ?? ''}|${polygons.length}|${polylines.length}|${onViewChange ? '' : marks > 0}`;
  const [fit, setFit] = useState<{ sig: string; bounds: Bounds | null }>({ sig: '', bounds: null });
  if (fit.sig !== sig) {
    const shapes = fitPath?.length ? [fitPath] : [...polygons.map((p) => p.path), ...polylines.map((l) => l.path)];
    const spots = [...points.map((p) => p.position), ...clusters.map((c) => c.position)];
    const [x, y] = center ?? HANGZHOU;
    const around: [number, number][] = [
      [x - 0.15, y - 0.1],
      [x + 0.15, y + 0.1],
    ];
    setFit({ sig, bounds: boundsOf(shapes.length ? shapes : [spots.length ? spots : around], ASPECT) });
  }
  const ids = useMemo(() => pointIdsByGroup(points), [points]);
  // the city's districts under the data (a bundled asset, asked when this module loads; none if it fails)
  const [districts, setDistricts] = useState(districtsNow);
  const hasDistricts = !!districts;
  useEffect(() => {
    if (hasDistricts) return undefined;
    let live = true;
    void loadDistricts().then((d) => live && setDistricts(d));
    return () => {
      live = false;
    };
  }, [hasDistricts]);
  // The chart is made once its first picture is known: the districts settled, the shapes and marks
  // in (a map that can measure itself reports its view before drawing, so its marks are asked at
  // once). One drawing with everything, not an empty chart redrawn at each arrival.
  const box = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<{ w: number; h: number } | null>(null);
  useLayoutEffect(() => {
    if (box.current) setSize({ w: box.current.clientWidth, h: box.current.clientHeight });
  }, []);
  const ahead = size && fit.bounds ? viewOfBounds(fit.bounds, size.w, size.h) : null;
  const [shown, setShown] = useState(false);
  // unmeasurable (a hidden container): drawn at once, its view reported when ECharts can tell it
  const ready = districts !== undefined && size !== null && (!ahead || (!shapesLoading && !marksLoading));
  if (ready && !shown) setShown(true);
  // ECharts is made (echarts-for-react makes it twice, a frame apart) while the content loads, in a
  // task after the mount's, with nothing to draw: the answer then costs only the drawing
  const [early, setEarly] = useState(false);
  useEffect(() => {
    const t = setTimeout(() => setEarly(true), 0);
    return () => clearTimeout(t);
  }, []);
  // its 'finished' events count from the first picture on (set in the commit that hands it over)
  const live = useRef(shown);
  useLayoutEffect(() => {
    live.current = shown;
  }, [shown]);
  const selected = selectedId ? (points.find((p) => p.id === selectedId)?.position ?? null) : null;
  const option = useMemo(
    () =>
      fallbackOption({
        points,
        clusters,
        groups,
        polygons,
        polylines,
        marker,
        selected,
        bounds: fit.bounds,
        draft,
        districts,
      }),
    [points, clusters, groups, polygons, polylines, marker, selected, fit.bounds, draft, districts],
  );
  // What the next 'finished' event reports: the points of the option last handed to the chart.
  const drawn = useRef({ count: 0, onRendered, onViewChange, clusters, view: '' });
  useEffect(() => {
    drawn.current = { ...drawn.current, count: marks, onRendered, onViewChange, clusters };
  }, [option, marks, onRendered, onViewChange, clusters]);
  // the view the first drawing will show, reported before it (not after its 'finished'), once the shapes that frame it are in
  const aheadKey = ahead && !shown && !shapesLoading && onViewChange ? JSON.stringify(ahead) : '';
  useLayoutEffect(() => {
    if (!aheadKey || aheadKey === drawn.current.view) return;
    drawn.current.view = aheadKey;
    onViewChange?.(JSON.parse(aheadKey) as MapViewport);
  }, [aheadKey, onViewChange]);
  const onEvents = useMemo(
    () => ({
      click: (e: { seriesName?: string; dataIndex?: number }) => {
        // a cluster: zoom in on it (its vehicles come apart), else the point's vehicle
        const cluster = e.seriesName === '__clusters' ? drawn.current.clusters[e.dataIndex ?? -1] : undefined;
        if (cluster && chart && !chart.isDisposed()) return zoomInAt(chart as unknown as ViewChart, cluster.position);
        const id = e.seriesName ? ids.get(e.seriesName)?.[e.dataIndex ?? -1] : undefined;
        onSelect?.(id ?? null);
      },
      finished: () => {
        if (!live.current) return;
        const d = drawn.current;
        d.onRendered?.(d.count);
        // the view after the first drawing and after each pan or zoom (only when it moved)
        const view = d.onViewChange && chart && !chart.isDisposed() ? viewOfChart(chart as unknown as ViewChart) : null;
        const key = view ? JSON.stringify(view) : '';
        if (view && key !== d.view) {
          d.view = key;
          d.onViewChange?.(view);
        }
      },
    }),
    [ids, onSelect, chart],
  );
  return (
    <div ref={box} style={{ height: props.height, width: '100%', background: '#f3f6f9', position: 'relative' }}>
      {shown || early ? (
        <ReactEChartsCore
          echarts={echarts}
          option={shown ? option : NOTHING}
          onEvents={onEvents}
          onChartReady={(c: unknown) => setChart(c as PointerChart)}
          style={{ height: '100%', width: '100%' }}
          lazyUpdate
        />
      ) : null}
      {shown ? null : (
        <div aria-busy="true" style={LOADING}>
          地图加载中…
        </div>
      )}
    </div>
  );
}
