import { describe, expect, it } from 'vitest';
import { deviceOf, sidebarOpenFor } from '@/shared/utils/breakpoints';

describe('width classes (screens and routes)', () => {
  it.each([
    [320, 'mobile'],
    [576, 'mobile'],
    [577, 'tablet'],
    [1000, 'tablet'],
    [1199, 'tablet'],
    [1200, 'desktop'],
    [1920, 'desktop'],
  ] as const)('%i px is %s', (w, d) => expect(deviceOf(w)).toBe(d));

  it('opens the sidebar on desktop and mobile, closes it on tablet', () => {
    expect(sidebarOpenFor('desktop')).toBe(true);
    expect(sidebarOpenFor('mobile')).toBe(true);
    expect(sidebarOpenFor('tablet')).toBe(false);
  });
});
