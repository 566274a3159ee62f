/**
 * The fallback map's polygon texts (a station's parked/capacity) are drawn once the polygon is
 * big enough on screen to tell them apart: at a city's view 200-odd 50 m stations are a pixel or
 * two each, and their stroked texts, one heap, cost half of the map's first drawing.
 */
import { describe, expect, it } from 'vitest';
import { fallbackOption, LABEL_MIN_PX } from '@/widgets/map/fallbackOption';
import type { MapPolygon } from '@/widgets/map/types';

const station: MapPolygon = {
  id: 'P-1',
  // about 50 m across
  path: [
    [120.1, 30.2],
    [120.1005, 30.2],
    [120.1005, 30.2004],
    [120.1, 30.2004],
  ],
  color: '#13c2c2',
  text: '12/20',
};

/** A no-parking zone: a shape without a text. */
const noParking: MapPolygon = { id: 'N-1', path: station.path.map(([x, y]) => [x + 0.002, y]), color: '#f5222d' };

/** What the polygons' series draws when one degree is `pxPerDegree` pixels on screen. */
function childrenAt(pxPerDegree: number, polygons: MapPolygon[] = [station]) {
  const option = fallbackOption({ points: [], groups: [], polygons, polylines: [], bounds: null }) as {
    series: Array<{ name?: string; renderItem?: (p: unknown, api: unknown) => unknown }>;
  };
  const series = option.series.find((s) => s.name === '__polygons')!;
  const api = { coord: ([lng, lat]: number[]) => [lng * pxPerDegree, -lat * pxPerDegree] };
  return (series.renderItem!({}, api) as { children: Array<{ type: string; style?: { text?: string } }> }).children;
}

/** The texts drawn at that scale. */
const textsAt = (pxPerDegree: number): string[] =>
  childrenAt(pxPerDegree)
    .filter((c) => c.type === 'text' && c.style!.text)
    .map((c) => c.style!.text!);

describe('polygon texts on the fallback map', () => {
  it('are left out at a city view, where a station is a few pixels', () => {
    // a 30 km wide city on 1,100 px: ~3,700 px per degree, the station ~2 px
    expect(textsAt(3700)).toEqual([]);
  });

  it('are drawn once the station is big enough on screen', () => {
    // a 1 km wide view on 1,100 px: the station ~55 px
    expect(textsAt(110_000)).toEqual(['12/20']);
    // a district's view (a 500 m scale bar, ~6 m a pixel): the station ~8 px, its text drawn
    expect(textsAt(16_000)).toEqual(['12/20']);
    expect(0.0005 * 110_000).toBeGreaterThanOrEqual(LABEL_MIN_PX);
  });

  it('keep each shape in its place whether the texts are drawn or not (ECharts matches children by place)', () => {
    const kinds = (pxPerDegree: number) => childrenAt(pxPerDegree, [station, noParking]).map((c) => c.type);
    expect(kinds(3700)).toEqual(kinds(110_000));
    expect(kinds(3700)).toEqual(['polygon', 'text', 'polygon']);
  });
});
