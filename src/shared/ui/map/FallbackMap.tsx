import ReactEChartsCore from 'echarts-for-react/esm/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { echarts } from '../charts/echarts';
import { loadDistricts, type District } from './districts';
import { boundsOf, fallbackOption, pointIdsByGroup, type Bounds } from './fallbackOption';
import type { MapViewProps } from './types';
import { useDraftPointer, type PointerChart } from './useDraftPointer';

const ASPECT = 1.8;

/** The ECharts map used offline, without a key, or when AMap fails to load. */
export default function FallbackMap(props: MapViewProps & { height: number | string }) {
  const { points = [], groups = [], polygons = [], polylines = [], marker, selectedId, onSelect, fitKey, onRendered, draft, fitPath } = props;
  const [chart, setChart] = useState<PointerChart | null>(null);
  useDraftPointer(chart, props);
  // Fit once per fitKey and when shapes first arrive, not on every refresh of the points.
  const sig = `${fitKey ?? ''}|${polygons.length}|${polylines.length}|${points.length > 0}`;
  const [fit, setFit] = useState<{ sig: string; bounds: Bounds | null }>({ sig: '', bounds: null });
  if (fit.sig !== sig) {
    const shapes = fitPath?.length ? [fitPath] : [...polygons.map((p) => p.path), ...polylines.map((l) => l.path)];
    setFit({ sig, bounds: boundsOf(shapes.length ? shapes : [points.map((p) => p.position)], ASPECT) });
  }
  const ids = useMemo(() => pointIdsByGroup(points), [points]);
  // the city's districts under the data (a bundled asset, loaded on first use; none if it fails)
  const [districts, setDistricts] = useState<District[] | null>(null);
  useEffect(() => {
    let live = true;
    void loadDistricts().then((d) => live && setDistricts(d));
    return () => {
      live = false;
    };
  }, []);
  const selected = selectedId ? (points.find((p) => p.id === selectedId)?.position ?? null) : null;
  const option = useMemo(
    () => fallbackOption({ points, groups, polygons, polylines, marker, selected, bounds: fit.bounds, draft, districts }),
    [points, groups, polygons, polylines, marker, selected, fit.bounds, draft, districts],
  );
  // What the next 'finished' event reports: the points of the option last handed to the chart.
  const drawn = useRef({ count: 0, onRendered });
  useEffect(() => {
    drawn.current = { count: points.length, onRendered };
  }, [option, points.length, onRendered]);
  const onEvents = useMemo(
    () => ({
      click: (e: { seriesName?: string; dataIndex?: number }) => {
        const id = e.seriesName ? ids.get(e.seriesName)?.[e.dataIndex ?? -1] : undefined;
        onSelect?.(id ?? null);
      },
      finished: () => drawn.current.onRendered?.(drawn.current.count),
    }),
    [ids, onSelect],
  );
  return (
    <div style={{ height: props.height, width: '100%', background: '#f3f6f9' }}>
      <ReactEChartsCore echarts={echarts} option={option} onEvents={onEvents} onChartReady={(c: unknown) => setChart(c as PointerChart)} style={{ height: '100%', width: '100%' }} lazyUpdate />
    </div>
  );
}
