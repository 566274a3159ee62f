#!/usr/bin/env node
// Per-route gzip bytes of the JS and CSS a route loads, from the production build (dist/).
//   node scripts/size.mjs [--build] [--check] [--json]
//     --build  run `npm run build` first (also done when dist/.vite/manifest.json is missing)
//     --check  exit 1 when a budget of scripts/size-budget.json is exceeded, when /login or
//              the shell + /log loads msw, echarts, exceljs or map code, or when dist/ holds mock code
//     --json   print the rows as JSON instead of a table
//
// Budgets (scripts/size-budget.json): gzip bytes of JS per route of scripts/size-routes.json,
// and under the key "entry" for the entry (index.html's closure: what every page loads
// before its own code).
//
// What a route loads = the transitive closure of the static `imports` of its manifest keys
// (scripts/size-routes.json: route → keys, e.g. index.html + the lazy page's source path),
// plus their `css`. Dynamic imports inside that closure (e.g. jsencrypt, loaded when the
// login form is submitted) are not counted: they are fetched later, on demand.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const DIST = 'dist';
const MANIFEST = join(DIST, '.vite', 'manifest.json');
const ROUTES_FILE = 'scripts/size-routes.json';
const BUDGET_FILE = 'scripts/size-budget.json';
/** The routes that must stay free of heavy and mock code: the sign-in page, and the shell with its home page. */
const LEAN_ROUTES = ['/login', '/log'];
/** Names (chunk file, manifest key or src) of code that must not load on LEAN_ROUTES (mocks/ = the embedded backend). */
const FORBIDDEN_NAME = /msw|mockServiceWorker|(^|\/)mocks\/|echarts|exceljs|amap/i;
/** Strings that only these libraries put in their bundles, to catch them inside a merged chunk. */
const FORBIDDEN_CONTENT = {
  msw: '[MSW]',
  echarts: '_echarts_instance_',
  exceljs: 'xl/workbook.xml',
  amap: 'webapi.amap.com',
};

const args = new Set(process.argv.slice(2));
const check = args.has('--check');

if (args.has('--build') || !existsSync(MANIFEST)) {
  console.log('> npm run build');
  const r = spawnSync('npm', ['run', 'build'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  if (r.status !== 0) {
    process.stdout.write(r.stdout ?? '');
    process.stderr.write(r.stderr ?? '');
    console.error(`npm run build failed (exit ${r.status ?? 'signal'})`);
    process.exit(r.status || 1);
  }
}
if (!existsSync(MANIFEST)) {
  console.error(`${MANIFEST} not found: set build.manifest = true in vite.config.ts`);
  process.exit(1);
}

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const manifest = readJson(MANIFEST);
const routes = readJson(ROUTES_FILE);
const budget = existsSync(BUDGET_FILE) ? readJson(BUDGET_FILE) : {};

const gzCache = new Map();
/** Gzip (level 9) bytes of a file in dist/, computed once per file. */
function gz(file) {
  if (!gzCache.has(file)) gzCache.set(file, gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length);
  return gzCache.get(file);
}

/** Manifest keys loaded with `key`: itself and its static imports, transitively. */
function closure(key, seen = new Set()) {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const k of manifest[key].imports ?? []) closure(k, seen);
  return seen;
}

/** Measures what loading all `keys` together costs. */
function measure(name, keys) {
  const missing = keys.filter((k) => !manifest[k]);
  const chunks = new Set();
  for (const k of keys) closure(k, chunks);
  const js = new Set();
  const css = new Set();
  for (const k of chunks) {
    js.add(manifest[k].file);
    for (const c of manifest[k].css ?? []) css.add(c);
  }
  const sum = (files) => [...files].reduce((n, f) => n + gz(f), 0);
  return { name, js: sum(js), css: sum(css), chunks: [...chunks], files: [...js, ...css], missing };
}

/**
 * A chunk's file name or manifest key without its content hash (`assets/keys-FWmsw6WV.js` →
 * `assets/keys.js`): the hash is random letters, and one that happens to spell "msw" names no mock code.
 */
const unhashed = (label) => label.replace(/-[\w-]{8}(\.\w+)$/, '$1');

/** What of msw, echarts, exceljs or amap a set of chunks contains (by name and by content). */
function forbiddenIn(chunkKeys) {
  const found = [];
  for (const k of chunkKeys) {
    const { file, src = '', name = '' } = manifest[k];
    for (const label of [unhashed(k), unhashed(file), src, name]) {
      if (FORBIDDEN_NAME.test(label)) found.push(`${file} (${label})`);
    }
    const text = readFileSync(join(DIST, file), 'utf8');
    for (const [lib, marker] of Object.entries(FORBIDDEN_CONTENT)) {
      if (text.includes(marker)) found.push(`${file} (contains ${lib}: "${marker}")`);
    }
  }
  return [...new Set(found)];
}

const entries = Object.keys(manifest).filter((k) => manifest[k].isEntry);
const dynamicEntries = Object.keys(manifest)
  .filter((k) => manifest[k].isDynamicEntry)
  .sort();

const rows = [];
for (const e of entries) rows.push({ group: 'entry', ...measure(e, [e]) });
for (const [route, keys] of Object.entries(routes)) rows.push({ group: 'route', ...measure(route, keys) });
for (const d of dynamicEntries) rows.push({ group: 'lazy chunk', ...measure(`entry + ${d}`, [...entries, d]) });

const notes = [];
const problems = [];
for (const r of rows) {
  for (const k of r.missing) notes.push(`note: ${r.name}: "${k}" is not in the manifest; skipped`);
}
/** The row a budget key names: "entry" (the entries' closure, index.html) or a route. */
function budgetRow(key) {
  if (key !== 'entry') return rows.find((x) => x.group === 'route' && x.name === key);
  return entries.length ? { group: 'entry', ...measure('entry', entries) } : undefined;
}
for (const [route, limit] of Object.entries(budget)) {
  const r = budgetRow(route);
  if (!r) notes.push(`note: budget for ${route} has no route in ${ROUTES_FILE}; skipped`);
  else if (r.js > limit) {
    problems.push(
      `budget exceeded: ${route} loads ${r.js} B (${kb(r.js)} KB) gzip of JS; budget ${limit} B (${kb(limit)} KB)`,
    );
  }
}
for (const name of LEAN_ROUTES) {
  const lean = rows.find((x) => x.group === 'route' && x.name === name);
  if (lean)
    for (const f of forbiddenIn(lean.chunks))
      problems.push(`${name} must not load msw, echarts, exceljs or maps: ${f}`);
}
for (const worker of ['mockServiceWorker.js', 'consoleServiceWorker.js']) {
  if (existsSync(join(DIST, worker)))
    problems.push(`${DIST}/${worker} exists: the production build must not ship the mock service worker`);
}
const mockChunks = Object.keys(manifest).filter((k) =>
  /(^|\/)mocks\/|msw/i.test(`${unhashed(k)} ${manifest[k].src ?? ''}`),
);
for (const k of mockChunks) problems.push(`the production build contains mock code: ${manifest[k].file} (${k})`);
const allFiles = [...new Set(Object.values(manifest).map((m) => m.file))];
for (const f of allFiles) {
  if (f.endsWith('.js') && readFileSync(join(DIST, f), 'utf8').includes(FORBIDDEN_CONTENT.msw)) {
    problems.push(`the production build contains msw: ${f}`);
  }
}

function kb(n) {
  return (n / 1024).toFixed(1);
}

if (args.has('--json')) {
  console.log(JSON.stringify({ rows: rows.map(({ chunks: _c, ...r }) => r), notes, problems }, null, 2));
} else {
  const width = Math.max(40, ...rows.map((r) => r.name.length)) + 2;
  const header = `${'key'.padEnd(width)}${'JS gzip KB'.padStart(12)}${'CSS gzip KB'.padStart(13)}${'files'.padStart(7)}`;
  console.log(`Gzip (level 9) of the JS and CSS each route loads, from ${DIST}/ (KB = 1024 B)\n`);
  console.log(header);
  console.log('-'.repeat(header.length));
  let group = '';
  for (const r of rows) {
    if (r.group !== group && group) console.log('');
    group = r.group;
    console.log(
      `${r.name.padEnd(width)}${kb(r.js).padStart(12)}${kb(r.css).padStart(13)}${String(r.files.length).padStart(7)}`,
    );
  }
  const assets = existsSync(join(DIST, 'assets')) ? readdirSync(join(DIST, 'assets')) : [];
  const total = (ext) => assets.filter((f) => f.endsWith(ext)).reduce((n, f) => n + gz(`assets/${f}`), 0);
  console.log(
    `\nwhole build: ${kb(total('.js'))} KB gzip of JS, ${kb(total('.css'))} KB of CSS in ${assets.length} assets`,
  );
  for (const [route, limit] of Object.entries(budget)) {
    const r = budgetRow(route);
    if (r) console.log(`budget ${route}: ${r.js} of ${limit} B gzip of JS (${Math.round((100 * r.js) / limit)}%)`);
  }
}
for (const n of notes) console.log(n);
for (const p of problems) console.error(`${check ? 'FAIL' : 'warning'}: ${p}`);
if (check) {
  console.log(problems.length ? `size check failed: ${problems.length} problem(s)` : 'size check ok');
  process.exit(problems.length ? 1 : 0);
}
