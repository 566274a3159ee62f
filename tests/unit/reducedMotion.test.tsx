/**
 * Reduced motion: when the system asks for it, antd's animations are off (dialogs open at
 * once), following a change of the setting while the console is open.
 */
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useReducedMotion } from '@/shared/ui/theme/reducedMotion';
import { appTheme, primaryOf } from '@/shared/ui/theme/appTheme';
import { contrastNote } from '@/shared/utils/contrast';

const realMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = realMatchMedia;
});

/** A system setting that the test can change, as the operator would in the OS. */
function systemSetting(reduce: boolean) {
  const listeners = new Set<() => void>();
  let matches = reduce;
  window.matchMedia = (query: string) =>
    ({
      get matches() {
        return query === '(prefers-reduced-motion: reduce)' && matches;
      },
      media: query,
      addEventListener: (_: string, l: () => void) => listeners.add(l),
      removeEventListener: (_: string, l: () => void) => listeners.delete(l),
    }) as unknown as MediaQueryList;
  return {
    set(next: boolean) {
      matches = next;
      listeners.forEach((l) => l());
    },
  };
}

describe('the primary colour', () => {
  it('is the operator’s pick, else the site’s colour, else the console’s blue', () => {
    expect(primaryOf('#722ed1', '#389e0d', '#1570f0')).toBe('#722ed1');
    expect(primaryOf('', '#389e0d', '#1570f0')).toBe('#389e0d');
    expect(primaryOf('', undefined, '#1570f0')).toBe('#1570f0');
  });

  it('is applied exactly as chosen, even when it reads badly (the forms warn instead)', () => {
    expect(appTheme('#faad14', false).token).toMatchObject({ colorPrimary: '#faad14', colorLink: '#faad14' });
    expect(contrastNote('#faad14')).toBe('（与白色对比度 1.9:1，低于 4.5:1，按钮和链接文字可能不易辨认）');
    expect(contrastNote('#1570f0')).toBe('');
  });
});

describe('reduced motion', () => {
  it('turns antd’s motion off only when reduced motion is asked for', () => {
    expect(appTheme('#1677ff', true).token?.motion).toBe(false);
    expect(appTheme('#1677ff', false).token?.motion).toBe(true);
  });

  it('follows the system setting, also when it changes', () => {
    const setting = systemSetting(true);
    const { result } = renderHook(() => useReducedMotion());
    expect(result.current).toBe(true);
    act(() => setting.set(false));
    expect(result.current).toBe(false);
  });

  it('without matchMedia, keeps the animations', () => {
    // @ts-expect-error: an old browser without matchMedia
    window.matchMedia = undefined;
    const { result } = renderHook(() => useReducedMotion());
    expect(result.current).toBe(false);
  });
});
