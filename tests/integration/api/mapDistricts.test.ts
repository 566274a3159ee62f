/**
 * The offline fallback map shows the city (issue 16): Hangzhou's district outlines from the
 * bundled asset (small, decoded in place), their names and a scale bar; when the asset
 * cannot be loaded the map draws without it and tries again next time.
 */
import { statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeRing, loadDistricts } from '@/widgets/map/districts';
import { fallbackOption, scaleFor } from '@/widgets/map/fallbackOption';
import { pointInPolygon } from '@/shared/utils/geometry';
import { getDb } from '@mocks/db/store';

const ASSET = 'src/widgets/map/geo/hangzhou-districts.json';
type Series = {
  name: string;
  renderItem?: (p: unknown, api: unknown) => { children: Array<{ type: string; style?: { text?: string } }> };
};
const api = { coord: (p: number[]) => [p[0] * 100, p[1] * 100] };
const params = { coordSys: { x: 0, y: 0, width: 800, height: 450 } };
const base = {
  points: [],
  groups: [],
  polygons: [],
  polylines: [],
  bounds: { minLng: 120, maxLng: 120.3, minLat: 30.1, maxLat: 30.4 },
};

describe('the city under the fallback map', () => {
  it('bundles Hangzhou’s 13 districts in a small asset, and the service areas lie in them', async () => {
    expect(statSync(ASSET).size).toBeLessThan(60 * 1024);
    const districts = (await loadDistricts())!;
    expect(districts).toHaveLength(13);
    expect(districts.map((d) => d.name)).toEqual(
      expect.arrayContaining(['西湖区', '上城区', '滨江区', '拱墅区', '萧山区', '余杭区']),
    );
    for (const area of getDb().serviceAreas) {
      expect(districts.some((d) => d.rings.some((r) => pointInPolygon(area.center, r)))).toBe(true);
    }
    expect(decodeRing([120123, 30250, 5, -2])).toEqual([
      [120.123, 30.25],
      [120.128, 30.248],
    ]);
  });

  it('draws the outlines with their names under everything, and a scale bar', async () => {
    const districts = (await loadDistricts())!;
    const option = fallbackOption({ ...base, districts }) as { series: Series[] };
    expect(option.series[0].name).toBe('__districts');
    const drawn = option.series[0].renderItem!(params, api).children;
    expect(drawn.filter((c) => c.type === 'polygon').length).toBeGreaterThanOrEqual(13);
    expect(drawn.filter((c) => c.type === 'text').map((c) => c.style?.text)).toContain('西湖区');
    const scale = option.series.find((s) => s.name === '__scale')!.renderItem!(params, api).children;
    expect(scale.find((c) => c.type === 'text')?.style?.text).toMatch(/^\d+ (米|公里)$/);
    expect(scaleFor(10)).toMatchObject({ metres: 1000, label: '1 公里', px: 100 });
    expect(scaleFor(2).label).toBe('200 米');
  });

  it('without the asset (it failed to load) the map still draws, and the next map asks again', async () => {
    expect(await loadDistricts(() => Promise.reject(new Error('chunk failed')))).toBeNull();
    const option = fallbackOption({ ...base, districts: null }) as { series: Series[] };
    expect(option.series.some((s) => s.name === '__districts')).toBe(false);
    expect(option.series.some((s) => s.name === '__scale')).toBe(true);
    expect(
      await loadDistricts(() =>
        Promise.resolve({ districts: [{ name: '测试区', label: [120, 30], rings: [[120000, 30000, 1, 0, 0, 1]] }] }),
      ),
    ).toHaveLength(1);
  });
});
