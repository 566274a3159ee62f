import type { ChartOption } from '@/shared/ui/charts/echarts';
import type { LngLat } from '@contract/common';
import { centreOf } from './centre';
import type { District } from './districts';
import { draftSeries } from './draftSeries';
import { clusterSeries } from './clusterSeries';
import type { MapCluster, MapDraft, MapGroup, MapPoint, MapPolygon, MapPolyline } from './types';

export interface Bounds {
  minLng: number;
  maxLng: number;
  minLat: number;
  maxLat: number;
}

/** The box around everything drawn, padded, and widened to the view's aspect so shapes are not distorted. */
export function boundsOf(paths: LngLat[][], aspect = 1.6, pad = 0.06): Bounds | null {
  let minLng = Infinity;
  let maxLng = -Infinity;
  let minLat = Infinity;
  let maxLat = -Infinity;
  for (const path of paths) {
    for (const [lng, lat] of path) {
      if (lng < minLng) minLng = lng;
      if (lng > maxLng) maxLng = lng;
      if (lat < minLat) minLat = lat;
      if (lat > maxLat) maxLat = lat;
    }
  }
  if (!Number.isFinite(minLng)) return null;
  const midLat = (minLat + maxLat) / 2;
  const k = Math.cos((midLat * Math.PI) / 180);
  let w = Math.max(maxLng - minLng, 0.002) * (1 + 2 * pad);
  let h = Math.max(maxLat - minLat, 0.002) * (1 + 2 * pad);
  // Equal metres per pixel on both axes.
  if ((w * k) / h < aspect) w = (h * aspect) / k;
  else h = (w * k) / aspect;
  const cx = (minLng + maxLng) / 2;
  const cy = (minLat + maxLat) / 2;
  return { minLng: cx - w / 2, maxLng: cx + w / 2, minLat: cy - h / 2, maxLat: cy + h / 2 };
}

export interface FallbackInput {
  points: MapPoint[];
  clusters?: MapCluster[];
  groups: MapGroup[];
  polygons: MapPolygon[];
  polylines: MapPolyline[];
  marker?: LngLat | null;
  selected?: LngLat | null;
  bounds: Bounds | null;
  /** a polygon being drawn: dragging moves its handles, so the map does not pan with the mouse */
  draft?: MapDraft | null;
  /** the city's district outlines drawn under everything, with their names */
  districts?: District[] | null;
}

/** Ids of the points of each scatter series, to answer clicks (series name = group key). */
export function pointIdsByGroup(points: readonly MapPoint[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const p of points) {
    const ids = out.get(p.group);
    if (ids) ids.push(p.id);
    else out.set(p.group, [p.id]);
  }
  return out;
}

/** Above this many points the fallback draws squares instead of circles (see the scatter series). */
export const DENSE_POINTS = 10000;

/**
 * The tile-less map (maps): polygons, polylines and points on lng/lat axes,
 * zoom and pan with the wheel and drag; one large-mode scatter series per group.
 */
export function fallbackOption({
  points,
  clusters = [],
  groups,
  polygons,
  polylines,
  marker,
  selected,
  bounds,
  draft,
  districts,
}: FallbackInput): ChartOption {
  const dense = points.length > DENSE_POINTS;
  const byGroup = new Map<string, LngLat[]>();
  for (const p of points) {
    const list = byGroup.get(p.group);
    if (list) list.push(p.position);
    else byGroup.set(p.group, [p.position]);
  }
  const axis = (min?: number, max?: number) => ({
    type: 'value' as const,
    min,
    max,
    scale: true,
    splitLine: { lineStyle: { color: 'rgba(0,0,0,0.05)' } },
    axisLabel: { show: false },
    axisTick: { show: false },
    axisLine: { show: false },
  });
  return {
    animation: false,
    grid: { left: 8, right: 8, top: 8, bottom: 8 },
    xAxis: axis(bounds?.minLng, bounds?.maxLng),
    yAxis: axis(bounds?.minLat, bounds?.maxLat),
    dataZoom: [
      { type: 'inside', xAxisIndex: 0, filterMode: 'none', moveOnMouseMove: !draft },
      { type: 'inside', yAxisIndex: 0, filterMode: 'none', moveOnMouseMove: !draft },
    ],
    tooltip: { show: false },
    series: [
      ...districtSeries(districts),
      scaleBarSeries(bounds ? (bounds.minLat + bounds.maxLat) / 2 : 30.25),
      {
        type: 'custom',
        name: '__polygons',
        silent: true,
        z: 1,
        data: polygons.length ? [0] : [],
        renderItem: (_params: unknown, api: { coord: (p: number[]) => number[] }) => ({
          type: 'group',
          children: polygons.flatMap((poly) => {
            const points = poly.path.map((p) => api.coord(p));
            const shape = {
              type: 'polygon',
              shape: { points },
              style: {
                fill: hexA(poly.color, poly.fillOpacity ?? 0.08),
                stroke: poly.color,
                lineWidth: 2,
                lineDash: poly.dashed ? [6, 4] : undefined,
              },
            };
            if (!poly.text) return [shape];
            const [x, y] = api.coord(centreOf(poly.path));
            // a polygon with a text has its two children at every zoom, the text empty while it is
            // too small: ECharts matches a group's children by their place, and a text coming and
            // going shifted the shapes after it (no-parking zones went missing at a district's view)
            const text = {
              type: 'text',
              x,
              y: y - 10,
              style: {
                text: spanPx(points) < LABEL_MIN_PX ? '' : poly.text,
                fill: poly.color,
                fontSize: 11,
                fontWeight: 'bold',
                align: 'center',
                verticalAlign: 'middle',
                stroke: '#fff',
                lineWidth: 3,
              },
            };
            return [shape, text];
          }),
        }),
      },
      ...polylines.map((l) => ({
        type: 'line' as const,
        name: `__line_${l.id}`,
        data: l.path,
        showSymbol: false,
        silent: true,
        z: 2,
        lineStyle: { color: l.color, width: l.width ?? 3 },
      })),
      ...groups.map((g) => ({
        type: 'scatter' as const,
        name: g.key,
        data: byGroup.get(g.key) ?? [],
        large: true,
        // Every sizeable group is one path (thousands of separate symbols are slow to draw and zoom).
        largeThreshold: 200,
        // A fleet-sized map draws squares: canvas arcs cost several times more per point.
        symbol: dense ? 'rect' : 'circle',
        symbolSize: dense ? 5 : 6,
        // Drawn in chunks of 25,000 (ECharts' large default is 5,000 a frame): fewer frames to the first full picture.
        progressive: 25000,
        progressiveThreshold: 25000,
        z: 3,
        itemStyle: { color: g.color },
      })),
      // always present (empty when none): a series left out of the next option would stay drawn
      clusterSeries(clusters, groups),
      {
        type: 'scatter',
        name: '__marker',
        silent: true,
        z: 4,
        data: [selected, marker].filter(Boolean) as LngLat[],
        symbol: 'circle',
        symbolSize: 16,
        itemStyle: { color: 'rgba(22,119,255,0.25)', borderColor: '#1677ff', borderWidth: 3 },
      },
      ...draftSeries(draft),
    ],
  };
}

type CustomApi = { coord: (p: number[]) => number[] };

/**
 * A polygon's text (a station's 12/20) is drawn once the polygon is this wide or tall on screen: at
 * a city's view its 200-odd stations are a pixel or two each and their texts one unreadable heap,
 * which cost half of the first drawing (a stroked text each); from a view of a district (a 500 m
 * scale bar, a 50 m station ~8 px) on, neighbouring stations' texts stand apart.
 */
export const LABEL_MIN_PX = 6;

/** The larger side, in pixels, of the box around a shape's screen points. */
function spanPx(points: readonly number[][]): number {
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [x, y] of points) {
    if (x < x0) x0 = x;
    if (x > x1) x1 = x;
    if (y < y0) y0 = y;
    if (y > y1) y1 = y;
  }
  return Math.max(x1 - x0, y1 - y0);
}
interface CustomParams {
  coordSys: { x: number; y: number; width: number; height: number };
}

/** The districts (outline and name) under everything else; none until they are loaded. Outlines only: filling city-sized shapes on every zoom step costs frames. */
export function districtSeries(districts?: District[] | null) {
  if (!districts?.length) return [];
  return [
    {
      type: 'custom' as const,
      name: '__districts',
      silent: true,
      z: 0,
      data: [0],
      renderItem: (_params: unknown, api: CustomApi) => ({
        type: 'group',
        children: districts.flatMap((d) => [
          ...d.rings.map((ring) => ({
            type: 'polygon',
            shape: { points: ring.map((p) => api.coord(p)) },
            style: { fill: 'none', stroke: '#b8c2cc', lineWidth: 1 },
          })),
          (() => {
            const [x, y] = api.coord(d.label);
            return {
              type: 'text',
              x,
              y,
              style: { text: d.name, fill: '#8c99a6', fontSize: 13, align: 'center', verticalAlign: 'middle' },
            };
          })(),
        ]),
      }),
    },
  ];
}

/** Scale bar lengths, metres. */
const SCALES = [50, 100, 200, 500, 1000, 2000, 5000, 10000, 20000, 50000, 100000];

/** The scale bar's length (metres, from SCALES) and label for a view of `metresPerPx`: the longest up to 120 px. */
export function scaleFor(metresPerPx: number): { metres: number; px: number; label: string } {
  const metres = [...SCALES].reverse().find((m) => m / metresPerPx <= 120) ?? SCALES[0];
  return { metres, px: metres / metresPerPx, label: metres >= 1000 ? `${metres / 1000} 公里` : `${metres} 米` };
}

/** A scale bar at the bottom right, redrawn on every zoom (it measures the current view). */
function scaleBarSeries(lat: number) {
  return {
    type: 'custom' as const,
    name: '__scale',
    silent: true,
    z: 6,
    data: [0],
    renderItem: (params: CustomParams, api: CustomApi) => {
      const a = api.coord([120, lat]);
      const b = api.coord([120.01, lat]);
      const px = Math.abs(b[0] - a[0]);
      if (!(px > 0)) return { type: 'group', children: [] };
      const s = scaleFor((0.01 * 111320 * Math.cos((lat * Math.PI) / 180)) / px);
      const { x, y, width, height } = params.coordSys;
      const right = x + width - 12;
      const bottom = y + height - 12;
      const left = right - s.px;
      return {
        type: 'group',
        children: [
          {
            type: 'polyline',
            shape: {
              points: [
                [left, bottom - 5],
                [left, bottom],
                [right, bottom],
                [right, bottom - 5],
              ],
            },
            style: { stroke: '#595959', lineWidth: 2, fill: 'none' },
          },
          {
            type: 'text',
            x: (left + right) / 2,
            y: bottom - 8,
            style: { text: s.label, fill: '#595959', fontSize: 11, align: 'center', verticalAlign: 'bottom' },
          },
        ],
      };
    },
  };
}

/** '#rrggbb' + alpha → rgba(). */
export function hexA(hex: string, alpha: number): string {
  const m = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!m) return hex;
  const n = parseInt(m[1], 16);
  return `rgba(${(n >> 16) & 255},${(n >> 8) & 255},${n & 255},${alpha})`;
}
