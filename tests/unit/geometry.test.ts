import { describe, expect, it } from 'vitest';
import {
  closeRing,
  openRing,
  pointInPolygon,
  polygonProblem,
  ringInside,
  ringsOverlap,
  segmentsIntersect,
  selfIntersects,
} from '@/shared/utils/geometry';
import type { LngLat } from '@contract/common';

const square: LngLat[] = [
  [120, 30],
  [120.01, 30],
  [120.01, 30.01],
  [120, 30.01],
];

describe('geometry', () => {
  it('opens and closes rings', () => {
    expect(closeRing(square)).toHaveLength(5);
    expect(closeRing(closeRing(square))).toEqual(closeRing(square));
    expect(openRing(closeRing(square))).toEqual(square);
  });

  it('tells points inside from points outside, closed ring or open', () => {
    expect(pointInPolygon([120.005, 30.005], square)).toBe(true);
    expect(pointInPolygon([120.005, 30.005], closeRing(square))).toBe(true);
    expect(pointInPolygon([120.02, 30.005], square)).toBe(false);
    expect(pointInPolygon([119.999, 30.005], square)).toBe(false);
  });

  it('finds crossing and touching segments, not parallel ones', () => {
    expect(segmentsIntersect([0, 0], [2, 2], [0, 2], [2, 0])).toBe(true);
    expect(segmentsIntersect([0, 0], [2, 0], [1, 0], [1, 1])).toBe(true);
    expect(segmentsIntersect([0, 0], [2, 0], [0, 1], [2, 1])).toBe(false);
    expect(segmentsIntersect([0, 0], [1, 0], [2, 0], [3, 0])).toBe(false);
  });

  it('finds a bow-tie, not a square or a concave polygon', () => {
    const bowTie: LngLat[] = [square[0], square[2], square[1], square[3]];
    expect(selfIntersects(bowTie)).toBe(true);
    expect(selfIntersects(closeRing(bowTie))).toBe(true);
    expect(selfIntersects(square)).toBe(false);
    expect(
      selfIntersects([
        [0, 0],
        [4, 0],
        [4, 4],
        [2, 1],
        [0, 4],
      ]),
    ).toBe(false);
    expect(
      selfIntersects([
        [0, 0],
        [1, 0],
        [1, 1],
      ]),
    ).toBe(false);
  });

  it('checks a fence lies in its area and says why a polygon cannot be saved', () => {
    const small: LngLat[] = [
      [120.002, 30.002],
      [120.004, 30.002],
      [120.003, 30.004],
    ];
    expect(ringInside(small, square)).toBe(true);
    expect(ringInside([...small, [120.02, 30.003]], square)).toBe(false);
    expect(polygonProblem(square.slice(0, 2))).toBe('围栏至少需要3个点');
    expect(polygonProblem(closeRing(square.slice(0, 2)))).toBe('围栏至少需要3个点');
    expect(polygonProblem([square[0], square[2], square[1], square[3]])).toBe('围栏边界不能自相交');
    expect(polygonProblem(square)).toBeUndefined();
  });

  it('tells whether two areas share ground: crossing edges, one inside the other, or apart', () => {
    const small: LngLat[] = [
      [120.002, 30.002],
      [120.004, 30.002],
      [120.003, 30.004],
    ];
    const shifted = (ring: LngLat[], d: number): LngLat[] => ring.map(([x, y]) => [x + d, y]);
    expect(ringsOverlap(small, square)).toBe(true); // inside, no edge crosses
    expect(ringsOverlap(square, small)).toBe(true);
    expect(ringsOverlap(small, shifted(small, 0.001))).toBe(true); // side by side, half over each other
    expect(ringsOverlap(small, shifted(small, 0.01))).toBe(false);
    expect(ringsOverlap(closeRing(small), shifted(square, 0.02))).toBe(false);
  });
});
