import { describe, expect, it } from 'vitest';
import { gcj02ToWgs84, outOfChina, wgs84ToGcj02 } from '@/shared/utils/coords';
import { type LngLat } from '@contract/common';

/** Published reference values (maps), given there as lat,lng. */
const REFERENCE: Array<[string, LngLat, LngLat]> = [
  ['Shanghai', [121.5272106, 31.1774276], [121.531541859215, 31.17530398364597]],
  ['Shenzhen', [113.912316, 22.543847], [113.9171764808363, 22.540796131694766]],
  ['Beijing', [116.377817, 39.911954], [116.38404722455657, 39.91334545536069]],
];

function metres(a: LngLat, b: LngLat): number {
  const dy = (a[1] - b[1]) * 111320;
  const dx = (a[0] - b[0]) * 111320 * Math.cos((a[1] * Math.PI) / 180);
  return Math.hypot(dx, dy);
}

describe('WGS-84 ↔ GCJ-02', () => {
  it.each(REFERENCE)('%s matches the reference values', (_name, wgs, gcj) => {
    const out = wgs84ToGcj02(wgs);
    expect(out[0]).toBeCloseTo(gcj[0], 9);
    expect(out[1]).toBeCloseTo(gcj[1], 9);
  });

  it.each(REFERENCE)('%s comes back within 0.5 m', (_name, wgs, gcj) => {
    expect(metres(gcj02ToWgs84(gcj), wgs)).toBeLessThan(0.5);
  });

  it('leaves points outside China unchanged (Tokyo)', () => {
    const tokyo: LngLat = [139.6917, 35.6895];
    expect(outOfChina(tokyo)).toBe(true);
    expect(wgs84ToGcj02(tokyo)).toEqual(tokyo);
    expect(gcj02ToWgs84(tokyo)).toEqual(tokyo);
  });

  it('uses the China box of the business limits at its edges', () => {
    expect(outOfChina([72.003, 30])).toBe(true);
    expect(outOfChina([72.005, 30])).toBe(false);
    expect(outOfChina([120, 55.83])).toBe(true);
    expect(outOfChina([120, 0.8])).toBe(true);
  });
});
