import { describe, expect, it } from 'vitest';
import { curveOption, snapPoint, voltageAxis } from '@/features/production/voltageCurve';
import { percentAt, schemeProblem } from '@contract/production';

const pts = (pairs: Array<[number, number]>) => pairs.map(([voltage, percent]) => ({ voltage, percent }));

describe('voltage schemes (contract/production.ts)', () => {
  it('accepts a monotonic curve from 0 % to 100 % and refuses the others with the reason', () => {
    expect(
      schemeProblem(
        pts([
          [42, 0],
          [48, 50],
          [54.6, 100],
        ]),
      ),
    ).toBeNull();
    expect(schemeProblem(pts([[42, 0]]))).toBe('至少需要 2 个点');
    expect(
      schemeProblem(
        pts([
          [42, 0],
          [48, 60],
          [50, 40],
          [54.6, 100],
        ]),
      ),
    ).toBe('第 3 点：电量须高于上一点（曲线须单调）');
    expect(
      schemeProblem(
        pts([
          [42, 0],
          [48, 50],
          [47, 60],
          [54.6, 100],
        ]),
      ),
    ).toBe('第 3 点：电压须高于上一点（曲线须单调）');
    expect(
      schemeProblem(
        pts([
          [10, 0],
          [54.6, 100],
        ]),
      ),
    ).toBe('第 1 点：电压须在 20～100 V 之间');
    expect(
      schemeProblem(
        pts([
          [42, 0],
          [54.6, 120],
        ]),
      ),
    ).toBe('第 2 点：电量须为 0～100 的整数');
    expect(
      schemeProblem(
        pts([
          [42, 5],
          [54.6, 100],
        ]),
      ),
    ).toBe('曲线须从 0% 开始、到 100% 结束');
  });

  it('reads a voltage as a percent between the points', () => {
    const c = pts([
      [42, 0],
      [48, 50],
      [54, 100],
    ]);
    expect(percentAt(c, 40)).toBe(0);
    expect(percentAt(c, 45)).toBe(25);
    expect(percentAt(c, 51)).toBe(75);
    expect(percentAt(c, 60)).toBe(100);
  });

  it('draws the points on a voltage axis with margin, and snaps dragged points to the grid', () => {
    expect(
      voltageAxis(
        pts([
          [42, 0],
          [54.6, 100],
        ]),
      ),
    ).toEqual([40, 57]);
    const o = curveOption(
      pts([
        [42, 0],
        [54.6, 100],
      ]),
    ) as { series: Array<{ data: number[][] }> };
    expect(o.series[0].data).toEqual([
      [42, 0],
      [54.6, 100],
    ]);
    expect(snapPoint([47.26, 33.6])).toEqual({ voltage: 47.3, percent: 34 });
    expect(snapPoint([5, 130])).toEqual({ voltage: 20, percent: 100 });
  });
});
