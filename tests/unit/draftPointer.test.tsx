/**
 * The fallback map's pointer handling on a kept-alive tab: hiding the tab disposes the
 * ECharts instance (echarts-for-react's unmount), showing it again runs the effects
 * before the new instance is ready. The disposed chart must be skipped, not used
 * (its getZr() is null: 「Cannot read properties of null (reading 'on')」 on reopening a
 * fence editor's tab), and the new one must take the clicks.
 */
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useDraftPointer, type PointerChart } from '@/widgets/map/useDraftPointer';

function fakeChart(disposed: boolean) {
  const on = vi.fn();
  const off = vi.fn();
  const chart: PointerChart = {
    getZr: () => (disposed ? (null as never) : { on, off }),
    convertFromPixel: (_f, px) => px,
    convertToPixel: (_f, p) => p,
    isDisposed: () => disposed,
  };
  return { chart, on, off };
}

describe('useDraftPointer', () => {
  it('skips a disposed chart and listens on the new one', () => {
    const old = fakeChart(true);
    const onMapClick = vi.fn();
    const { rerender } = renderHook(({ chart }) => useDraftPointer(chart, { onMapClick }), {
      initialProps: { chart: old.chart },
    });
    const next = fakeChart(false);
    rerender({ chart: next.chart });
    expect(next.on.mock.calls.map(([ev]) => ev)).toEqual(['mousedown', 'mousemove', 'mouseup', 'click']);
    const click = next.on.mock.calls.find(([ev]) => ev === 'click')![1] as (e: {
      offsetX: number;
      offsetY: number;
    }) => void;
    click({ offsetX: 120.1, offsetY: 30.2 });
    expect(onMapClick).toHaveBeenCalledWith([120.1, 30.2], undefined);
  });

  it('stops listening when the map no longer takes clicks', () => {
    const c = fakeChart(false);
    const { rerender } = renderHook(
      ({ active }) => useDraftPointer(c.chart, active ? { onMapClick: () => undefined } : {}),
      { initialProps: { active: true } },
    );
    rerender({ active: false });
    expect(c.off).toHaveBeenCalledTimes(4);
  });
});
