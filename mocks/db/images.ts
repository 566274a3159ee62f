/**
 * Evidence images of the embedded backend (student cards, ID cards, parking
 * photos): small SVG cards as data URLs, drawn in code so that nothing external
 * loads. Text from the data (names may be XSS probes) is XML-escaped.
 */
const PALETTE = ['#1677ff', '#13a8a8', '#52c41a', '#fa8c16', '#722ed1', '#eb2f96'];

const xml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A 320×200 card: a coloured band with the title, then up to three lines of detail. */
export function placeholderImage(title: string, lines: readonly string[] = [], tint = 0): string {
  const colour = PALETTE[Math.abs(tint) % PALETTE.length];
  const body = lines
    .slice(0, 3)
    .map(
      (l, i) =>
        `<text x="20" y="${100 + i * 28}" font-size="15" fill="#434343">${xml(l.length > 24 ? `${l.slice(0, 23)}…` : l)}</text>`,
    )
    .join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200" viewBox="0 0 320 200">` +
    `<rect width="320" height="200" rx="12" fill="#fafafa" stroke="#d9d9d9"/>` +
    `<path d="M0 12a12 12 0 0 1 12-12h296a12 12 0 0 1 12 12v44H0z" fill="${colour}"/>` +
    `<text x="20" y="36" font-size="18" font-family="sans-serif" fill="#fff">${xml(title)}</text>` +
    `<g font-family="sans-serif">${body}</g>` +
    `<text x="300" y="188" font-size="11" text-anchor="end" fill="#bfbfbf">示例图片</text>` +
    `</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/**
 * The demo's image host: seeded ads point at https://static.example.com/… like a
 * real CDN, and the embedded backend answers those addresses itself with a drawn
 * banner, so the demo shows its pictures offline and nothing fails to load.
 */
export const DEMO_IMAGE_HOST = 'https://static.example.com';

/** A 750×320 banner named after the file ('winter-recharge.png' → 'winter recharge'). */
export function demoBanner(file: string): string {
  const name =
    file
      .replace(/\.[a-z]+$/i, '')
      .replace(/[^a-z0-9]+/gi, ' ')
      .trim() || 'banner';
  const tint = PALETTE[[...name].reduce((n, c) => n + c.charCodeAt(0), 0) % PALETTE.length];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="320" viewBox="0 0 750 320">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${tint}"/><stop offset="1" stop-color="#001529"/></linearGradient></defs>` +
    `<rect width="750" height="320" fill="url(#g)"/>` +
    `<circle cx="640" cy="70" r="120" fill="#fff" fill-opacity="0.08"/>` +
    `<text x="48" y="180" font-size="56" font-family="sans-serif" font-weight="bold" fill="#fff">${name}</text>` +
    `</svg>`
  );
}
