/**
 * Colour contrast (WCAG 2.1, 1.4.3): text needs 4.5:1 against its background. antd
 * draws white text on the primary colour (buttons, the selected menu item) and the
 * primary colour on white (links, link buttons); its default blue #1677ff gives 4.1:1.
 */
function channel(c: number): number {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

function parseHex(hex: string): [number, number, number] | null {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return null;
  const h = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}

const toHex = (rgb: number[]) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** Relative luminance of a #rgb / #rrggbb colour. */
export function luminance(hex: string): number {
  const rgb = parseHex(hex);
  if (!rgb) return NaN;
  const [r, g, b] = rgb.map(channel);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Contrast ratio of a colour against white. */
export const contrastOnWhite = (hex: string): number => 1.05 / (luminance(hex) + 0.05);

/**
 * The colour itself when it reaches `ratio` against white, otherwise the lightest
 * darker shade of it that does (same hue, mixed with black). Anything that is not a
 * hex colour is returned unchanged.
 */
export function readableOnWhite(hex: string, ratio = 4.5): string {
  const rgb = parseHex(hex);
  if (!rgb || contrastOnWhite(hex) >= ratio) return hex;
  for (let k = 0.98; k > 0; k -= 0.02) {
    const shade = toHex(rgb.map((c) => c * k));
    if (contrastOnWhite(shade) >= ratio) return shade;
  }
  return '#000000';
}

/**
 * The warning shown next to a primary colour that white text on it, or it as text on white,
 * cannot read at 4.5:1 — the colour is applied as chosen, the operator is told why it may be
 * hard to read. Empty when it reads well (or is not a hex colour).
 */
export function contrastNote(hex: string): string {
  const ratio = contrastOnWhite(hex);
  if (!Number.isFinite(ratio) || ratio >= 4.5) return '';
  return `（与白色对比度 ${ratio.toFixed(1)}:1，低于 4.5:1，按钮和链接文字可能不易辨认）`;
}
