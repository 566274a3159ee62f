import type { LngLat } from '@contract/common';
import { zoomForSpan } from '@contract/vehicleClusters';
import type { Bounds } from './fallbackOption';
import type { MapViewport } from './types';

/** What the fallback map's viewport needs of an ECharts instance. */
export interface ViewChart {
  getWidth(): number;
  getHeight(): number;
  convertFromPixel(finder: { gridIndex: number }, px: number[]): number[];
  dispatchAction(action: Record<string, unknown>): void;
  isDisposed(): boolean;
}

/** The grid's inset in the fallback option (8 px on every side). */
const INSET = 8;
const round = (x: number, digits: number) => +x.toFixed(digits);

/** The fallback map's view now: the box its grid shows and the web-map zoom of that width. */
export function viewOfChart(chart: ViewChart): MapViewport | null {
  const w = chart.getWidth() - 2 * INSET;
  const h = chart.getHeight() - 2 * INSET;
  if (!(w > 0 && h > 0)) return null;
  const [x0, y1] = chart.convertFromPixel({ gridIndex: 0 }, [INSET, INSET]);
  const [x1, y0] = chart.convertFromPixel({ gridIndex: 0 }, [INSET + w, INSET + h]);
  return viewOfBox(x0, y0, x1, y1, w);
}

/**
 * The view a fallback map of this size (its element's client size, as ECharts reads it) shows once
 * drawn with these bounds, known before it draws: its grid spans the axes' min and max exactly.
 */
export function viewOfBounds(b: Bounds, width: number, height: number): MapViewport | null {
  const w = width - 2 * INSET;
  if (!(w > 0 && height - 2 * INSET > 0)) return null;
  return viewOfBox(b.minLng, b.minLat, b.maxLng, b.maxLat, w);
}

function viewOfBox(x0: number, y0: number, x1: number, y1: number, w: number): MapViewport | null {
  if (![x0, y0, x1, y1].every(Number.isFinite) || !(x1 > x0 && y1 > y0)) return null;
  return {
    bbox: [
      round(Math.max(-180, x0), 6),
      round(Math.max(-90, y0), 6),
      round(Math.min(180, x1), 6),
      round(Math.min(90, y1), 6),
    ],
    zoom: round(zoomForSpan(x1 - x0, w), 2),
  };
}

/** Zooms the fallback map in twice over (a quarter of the span) around a position: a cluster comes apart. */
export function zoomInAt(chart: ViewChart, [lng, lat]: LngLat): void {
  const view = viewOfChart(chart);
  if (!view) return;
  const [x0, y0, x1, y1] = view.bbox;
  const dx = (x1 - x0) / 8;
  const dy = (y1 - y0) / 8;
  chart.dispatchAction({
    type: 'dataZoom',
    batch: [
      { dataZoomIndex: 0, startValue: lng - dx, endValue: lng + dx },
      { dataZoomIndex: 1, startValue: lat - dy, endValue: lat + dy },
    ],
  });
}
