import { useEffect, useRef } from 'react';
import type { LngLat } from '@contract/common';
import { handleAt } from './draftSeries';
import type { MapViewProps } from './types';

interface ZrEvent {
  offsetX: number;
  offsetY: number;
}
export interface PointerChart {
  getZr(): { on(ev: string, fn: (e: ZrEvent) => void): void; off(ev: string, fn: (e: ZrEvent) => void): void };
  convertFromPixel(finder: { gridIndex: number }, px: number[]): number[];
  convertToPixel(finder: { gridIndex: number }, p: number[]): number[];
  isDisposed(): boolean;
}

type Pointer = Pick<MapViewProps, 'draft' | 'onMapClick' | 'onDraftMove'>;

/**
 * Clicks and drags on the fallback map: a click gives its WGS-84 position (and the
 * draft handle under it), pressing a handle of the draft and moving drags it.
 * `chart` is the ECharts instance once it is ready (echarts-for-react creates it
 * asynchronously, after the map's first effects have run). A kept-alive tab that is
 * hidden disposes its chart and makes a new one when shown again: until the new one
 * is ready, the disposed one is skipped (its getZr() is null).
 */
export function useDraftPointer(chart: PointerChart | null, props: Pointer): void {
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });
  const active = Boolean(props.onMapClick || props.onDraftMove);

  useEffect(() => {
    if (!active || !chart || chart.isDisposed()) return undefined;
    const zr = chart.getZr();
    const at = (e: ZrEvent): LngLat => {
      const [lng, lat] = chart.convertFromPixel({ gridIndex: 0 }, [e.offsetX, e.offsetY]);
      return [+lng.toFixed(6), +lat.toFixed(6)];
    };
    const handle = (e: ZrEvent) => {
      const path = latest.current.draft?.path ?? [];
      return handleAt(
        path.map((p) => chart.convertToPixel({ gridIndex: 0 }, p)),
        e.offsetX,
        e.offsetY,
      );
    };
    let dragging: number | undefined;
    let moved = false;
    const down = (e: ZrEvent) => {
      dragging = latest.current.onDraftMove ? handle(e) : undefined;
      moved = false;
    };
    const move = (e: ZrEvent) => {
      if (dragging === undefined) return;
      moved = true;
      latest.current.onDraftMove?.(dragging, at(e));
    };
    const up = () => {
      dragging = undefined;
    };
    const click = (e: ZrEvent) => {
      if (moved) {
        moved = false;
        return;
      }
      latest.current.onMapClick?.(at(e), handle(e));
    };
    zr.on('mousedown', down);
    zr.on('mousemove', move);
    zr.on('mouseup', up);
    zr.on('click', click);
    return () => {
      zr.off('mousedown', down);
      zr.off('mousemove', move);
      zr.off('mouseup', up);
      zr.off('click', click);
    };
  }, [chart, active]);
}
