// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFenceDraft } from '@/widgets/fence/useFenceDraft';
import { draftSeries, handleAt } from '@/widgets/map/draftSeries';
import type { LngLat } from '@contract/common';

const a: LngLat = [120, 30];
const b: LngLat = [120.01, 30];
const c: LngLat = [120.01, 30.01];

describe('fence drawing', () => {
  it('adds vertices on clicks, closes on the first vertex once there are 3, then ignores clicks', () => {
    const { result } = renderHook(() => useFenceDraft());
    act(() => result.current.start());
    act(() => result.current.click(a));
    act(() => result.current.click(b));
    act(() => result.current.click(a, 0));
    expect(result.current.draft).toEqual({ path: [a, b], closed: false });
    act(() => result.current.click(c));
    act(() => result.current.click(a, 0));
    expect(result.current.draft).toEqual({ path: [a, b, c], closed: true });
    act(() => result.current.click([121, 31]));
    expect(result.current.draft?.path).toHaveLength(3);
  });

  it('finish needs 3 points; undo reopens; move and clear; editing starts from the open ring', () => {
    const { result } = renderHook(() => useFenceDraft());
    act(() => result.current.start([a, b, c, a]));
    expect(result.current.draft).toEqual({ path: [a, b, c], closed: true });
    act(() => result.current.undo());
    expect(result.current.draft).toEqual({ path: [a, b], closed: false });
    let finished = true;
    act(() => {
      finished = result.current.finish();
    });
    expect(finished).toBe(false);
    act(() => result.current.move(1, c));
    expect(result.current.draft?.path).toEqual([a, c]);
    act(() => result.current.clear());
    expect(result.current.draft).toEqual({ path: [], closed: false });
    act(() => result.current.stop());
    expect(result.current.draft).toBeNull();
  });

  it('the fallback draws the draft as a line, a fill once closed, and handles; finds the handle under the pointer', () => {
    const open = draftSeries({ path: [a, b, c], closed: false });
    expect(open.map((s) => s.data)).toEqual([[a, b, c], [], [a, b, c]]);
    const closed = draftSeries({ path: [a, b, c], closed: true });
    expect(closed[0].data).toEqual([a, b, c, a]);
    expect(closed[1].data).toEqual([0]);
    expect(draftSeries(null).map((s) => s.data)).toEqual([[], [], []]);
    expect(
      handleAt(
        [
          [10, 10],
          [100, 100],
        ],
        104,
        97,
      ),
    ).toBe(1);
    expect(
      handleAt(
        [
          [10, 10],
          [100, 100],
        ],
        50,
        50,
      ),
    ).toBeUndefined();
  });
});
