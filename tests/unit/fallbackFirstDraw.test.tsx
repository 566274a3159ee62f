/**
 * The fallback map's first drawing (issue 40: 运营地图 cold): a map that follows its view reports
 * the view it will show before it draws (its marks are asked at the mount, not after a first
 * drawing's 'finished'), and its chart is made once, when the shapes and the marks are in — not an
 * empty chart redrawn at each arrival. ECharts cannot draw in jsdom: the chart is a stub that
 * records the options it is handed.
 */
import { act, render, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LngLat } from '@contract/common';
import { boundsOf } from '@/widgets/map/fallbackOption';
import { loadDistricts } from '@/widgets/map/districts';
import { viewOfChart, type ViewChart } from '@/widgets/map/fallbackView';
import type { MapCluster, MapPolygon } from '@/widgets/map/types';

const charts = vi.hoisted(() => ({ options: [] as Array<{ series: Array<{ name?: string; data?: unknown[] }> }> }));
vi.mock('echarts-for-react/esm/core', () => ({
  default: (p: { option: (typeof charts.options)[number] }) => {
    charts.options.push(p.option);
    return <div data-testid="chart" />;
  },
}));
const { default: FallbackMap } = await import('@/widgets/map/FallbackMap');
/** The options handed to the chart that draw something (an option without series draws nothing). */
const drawings = () => charts.options.filter((o) => o.series?.length);

const W = 1000;
const H = 500;
const area: LngLat[] = [
  [120.0, 30.1],
  [120.3, 30.1],
  [120.3, 30.4],
  [120.0, 30.4],
];
const polygons: MapPolygon[] = [{ id: 'a1', path: area, color: '#1677ff' }];
const clusters: MapCluster[] = [{ id: 'c0', position: [120.15, 30.25], count: 1234, group: 'available' }];

describe('the fallback map before its first drawing', () => {
  // jsdom lays nothing out: the map's element measures W × H (its own properties, removed after)
  beforeAll(() => {
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => W });
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => H });
  });
  afterAll(() => {
    Reflect.deleteProperty(HTMLElement.prototype, 'clientWidth');
    Reflect.deleteProperty(HTMLElement.prototype, 'clientHeight');
  });

  it('reports its view once its shapes are in, and draws once, when its marks are in', async () => {
    await loadDistricts();
    const onViewChange = vi.fn();
    const props = { onViewChange, height: H, fitKey: 'm' };
    const { rerender } = render(<FallbackMap {...props} shapesLoading marksLoading />);
    // nothing to frame yet: no view asked, nothing drawn (the chart, made a task after the mount, is handed nothing), a notice
    await act(() => new Promise((r) => setTimeout(r, 5)));
    expect(onViewChange).not.toHaveBeenCalled();
    expect(drawings()).toEqual([]);
    expect(screen.getByText('地图加载中…')).toBeTruthy();

    rerender(<FallbackMap {...props} polygons={polygons} marksLoading />);
    // the view the chart will show (its grid spans the bounds, 8 px inside the element), before any drawing
    const b = boundsOf([area], 1.8)!;
    const drawnAs: ViewChart = {
      getWidth: () => W,
      getHeight: () => H,
      convertFromPixel: (_f, [x, y]) => [
        b.minLng + ((x - 8) / (W - 16)) * (b.maxLng - b.minLng),
        b.maxLat - ((y - 8) / (H - 16)) * (b.maxLat - b.minLat),
      ],
      dispatchAction: () => undefined,
      isDisposed: () => false,
    };
    expect(onViewChange.mock.calls).toEqual([[viewOfChart(drawnAs)]]);
    expect(drawings()).toEqual([]);

    await act(async () => {
      rerender(<FallbackMap {...props} polygons={polygons} clusters={clusters} />);
    });
    // one chart, whose first drawing holds the districts, the fence and the cluster together
    expect(screen.getAllByTestId('chart')).toHaveLength(1);
    expect(screen.queryByText('地图加载中…')).toBeNull();
    const first = drawings()[0];
    const byName = new Map(first.series.map((s) => [s.name, s.data?.length ?? 0]));
    expect([byName.get('__districts'), byName.get('__polygons'), byName.get('__clusters')]).toEqual([1, 1, 1]);
    expect(onViewChange).toHaveBeenCalledTimes(1);

    // the page drawn again with the same content (its own state changed): the chart keeps its option,
    // not a new one that ECharts would draw whole again
    rerender(<FallbackMap {...props} polygons={polygons} clusters={clusters} />);
    expect(drawings().length).toBeGreaterThan(1);
    expect(new Set(drawings()).size).toBe(1);
  });
});
