import type { LngLat } from '@contract/common';
import type { MapDraft } from './types';

export const DRAFT_COLOR = '#fa8c16';
/** Name of the series of the draft's handles. */
export const DRAFT_HANDLES = '__draft_handles';

/**
 * The fallback's picture of a polygon being drawn: its outline (closed once
 * finished, with a light fill) and a handle on every vertex, the first larger
 * while drawing (clicking it finishes the polygon). Always the same three series,
 * empty without a draft, so that merging the option clears a finished one.
 */
export function draftSeries(given: MapDraft | null | undefined) {
  const draft: MapDraft = given ?? { path: [], closed: false };
  const color = draft.color ?? DRAFT_COLOR;
  const line: LngLat[] = draft.closed && draft.path.length > 2 ? [...draft.path, draft.path[0]] : draft.path;
  return [
    {
      type: 'line' as const,
      name: '__draft_line',
      data: line,
      showSymbol: false,
      silent: true,
      z: 5,
      lineStyle: { color, width: 2, type: draft.closed ? ('solid' as const) : ('dashed' as const) },
    },
    {
      type: 'custom' as const,
      name: '__draft_fill',
      silent: true,
      z: 5,
      data: draft.closed && draft.path.length > 2 ? [0] : [],
      renderItem: (_params: unknown, api: { coord: (p: number[]) => number[] }) => ({
        type: 'polygon',
        shape: { points: draft.path.map((p) => api.coord(p)) },
        style: { fill: 'rgba(250,140,22,0.15)' },
      }),
    },
    {
      type: 'scatter' as const,
      name: DRAFT_HANDLES,
      z: 6,
      data: draft.path,
      symbolSize: (_v: unknown, p: { dataIndex: number }) => (!draft.closed && p.dataIndex === 0 ? 14 : 10),
      itemStyle: { color: '#fff', borderColor: color, borderWidth: 2 },
      cursor: 'move',
    },
  ];
}

/** The index of the draft vertex within `radius` pixels of a point, if any. */
export function handleAt(pixels: Array<number[] | undefined>, x: number, y: number, radius = 9): number | undefined {
  for (let i = pixels.length - 1; i >= 0; i--) {
    const p = pixels[i];
    if (p && Math.hypot(p[0] - x, p[1] - y) <= radius) return i;
  }
  return undefined;
}
