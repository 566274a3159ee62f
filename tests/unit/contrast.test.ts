// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { THEME_COLORS } from '@/shared/config/display';
import { contrastOnWhite, readableOnWhite } from '@/shared/utils/contrast';

describe('readableOnWhite', () => {
  it('measures like WCAG: black 21:1, white 1:1, antd blue 4.1:1', () => {
    expect(contrastOnWhite('#000000')).toBeCloseTo(21, 5);
    expect(contrastOnWhite('#fff')).toBeCloseTo(1, 5);
    expect(contrastOnWhite('#1677ff')).toBeCloseTo(4.1, 1);
  });

  it('keeps a colour that already reaches 4.5:1', () => {
    expect(readableOnWhite('#0958d9')).toBe('#0958d9');
  });

  it('darkens every theme colour, and the error red, to at least 4.5:1, and no more than needed', () => {
    for (const hex of [...THEME_COLORS.map((c) => c.color), '#ff4d4f']) {
      const out = readableOnWhite(hex);
      expect(contrastOnWhite(out)).toBeGreaterThanOrEqual(4.5);
      if (contrastOnWhite(hex) < 4.5) expect(contrastOnWhite(out)).toBeLessThan(5);
      else expect(out).toBe(hex);
    }
  });

  it('returns what is not a hex colour unchanged', () => {
    expect(readableOnWhite('rebeccapurple')).toBe('rebeccapurple');
  });
});
