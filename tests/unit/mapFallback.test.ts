import { describe, expect, it } from 'vitest';
import { boundsOf, fallbackOption, hexA, pointIdsByGroup } from '@/widgets/map/fallbackOption';
import type { MapPoint } from '@/widgets/map/types';

const points: MapPoint[] = [
  { id: 'a', position: [120.1, 30.2], group: 'available' },
  { id: 'b', position: [120.2, 30.3], group: 'riding' },
  { id: 'c', position: [120.15, 30.25], group: 'available' },
];

describe('tile-less fallback map', () => {
  it('keeps metres per pixel equal on both axes', () => {
    const b = boundsOf([points.map((p) => p.position)], 2)!;
    const k = Math.cos((((b.minLat + b.maxLat) / 2) * Math.PI) / 180);
    expect(((b.maxLng - b.minLng) * k) / (b.maxLat - b.minLat)).toBeCloseTo(2, 6);
    expect(b.minLng).toBeLessThan(120.1);
    expect(b.maxLat).toBeGreaterThan(30.3);
    expect(boundsOf([[]])).toBeNull();
  });

  it('draws one large-mode scatter series per group and answers clicks by index', () => {
    const option = fallbackOption({
      points,
      groups: [
        { key: 'available', label: '可骑行', color: '#52c41a' },
        { key: 'riding', label: '骑行中', color: '#1677ff' },
      ],
      polygons: [
        {
          id: 'p',
          path: [
            [120, 30],
            [121, 30],
            [121, 31],
          ],
          color: '#1677ff',
        },
      ],
      polylines: [],
      bounds: null,
    }) as { series: Array<{ type: string; name: string; data: unknown[]; large?: boolean }> };
    const scatter = option.series.filter((s) => s.type === 'scatter' && !s.name.startsWith('__'));
    expect(scatter.map((s) => [s.name, s.data.length, s.large])).toEqual([
      ['available', 2, true],
      ['riding', 1, true],
    ]);
    expect(option.series.find((s) => s.type === 'custom')?.data).toEqual([0]);
    expect(pointIdsByGroup(points).get('available')).toEqual(['a', 'c']);
  });

  it('turns a colour into rgba with the given alpha', () => {
    expect(hexA('#1677ff', 0.1)).toBe('rgba(22,119,255,0.1)');
  });
});
