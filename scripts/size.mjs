#!/usr/bin/env node
// Per-route bytes (gzip) of JS and CSS that opening a route loads, from the production build.
//   node scripts/size.mjs [--build] [--check] [--json]
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const DIST = 'dist';
const args = new Set(process.argv.slice(2));
if (args.has('--build') || !existsSync(join(DIST, '.vite/manifest.json'))) {
  const s = spawnSync('npm', ['run', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] }).status;
  if (s !== 0) process.exit(s ?? 1);
}

const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8'));
const budget = JSON.parse(readFileSync('scripts/size-budget.json', 'utf8'));
const gz = new Map();
const gzip = (file) => {
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length);
  return gz.get(file);
};

/** Files a manifest entry loads: itself, its static imports (transitively) and their CSS. */
function closure(key, seen = new Set()) {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const k of manifest[key].imports ?? []) closure(k, seen);
  return seen;
}
function filesOf(keys) {
  const js = new Set();
  const css = new Set();
  for (const key of keys) {
    for (const k of closure(key)) {
      js.add(manifest[k].file);
      for (const c of manifest[k].css ?? []) css.add(c);
    }
  }
  return { js, css };
}
const sum = (files) => [...files].reduce((n, f) => n + gzip(f), 0);
const kb = (n) => (n / 1024).toFixed(1).padStart(8);

const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
const pages = Object.keys(manifest).filter((k) => /src\/(features\/.+\/pages|shared\/ui\/PendingPage|layouts\/\w+Layout)/.test(k));
const named = {
  '/login': ['src/features/auth/pages/LoginPage.tsx', 'src/layouts/UserLayout.tsx'],
  '/log (shell + home)': ['src/layouts/BasicLayout.tsx', 'src/features/home/pages/HomePage.tsx'],
};

const rows = [];
const row = (name, keys) => {
  const { js, css } = filesOf([entry, ...keys.filter((k) => manifest[k])]);
  const forbidden = [...js].filter((f) => /msw|mockServiceWorker|echarts|amap|exceljs|browser-/i.test(f));
  rows.push({ name, js: sum(js), css: sum(css), files: js.size, forbidden });
};
row('entry', []);
for (const [name, keys] of Object.entries(named)) row(name, keys);
for (const p of pages.sort()) row(p.replace(/^src\//, ''), [p, 'src/layouts/BasicLayout.tsx']);

if (args.has('--json')) console.log(JSON.stringify(rows, null, 2));
else {
  console.log(`${'route / page'.padEnd(58)}${'JS KB'.padStart(8)}${'CSS KB'.padStart(8)}  files`);
  for (const r of rows) console.log(`${r.name.padEnd(58)}${kb(r.js)}${kb(r.css)}  ${r.files}`);
  const all = readdirSync(join(DIST, 'assets')).filter((f) => f.endsWith('.js'));
  console.log(`\nall JS in the build: ${kb(all.reduce((n, f) => n + gzip(`assets/${f}`), 0))} KB gzip in ${all.length} files`);
}

let failed = false;
for (const [name, limit] of Object.entries(budget)) {
  const r = rows.find((x) => x.name === name);
  if (!r) continue;
  if (r.js > limit) {
    console.error(`BUDGET EXCEEDED: ${name} loads ${(r.js / 1024).toFixed(1)} KB gzip of JS, budget ${(limit / 1024).toFixed(1)} KB`);
    failed = true;
  }
}
const login = rows.find((r) => r.name === '/login');
if (login?.forbidden.length) {
  console.error(`/login loads code that belongs elsewhere: ${login.forbidden.join(', ')}`);
  failed = true;
}
if (existsSync(join(DIST, 'mockServiceWorker.js'))) {
  console.error('the production build contains mockServiceWorker.js');
  failed = true;
}
if (args.has('--check')) {
  console.log(failed ? 'size check: 0 passed, 1 failed' : 'size check: 1 passed, 0 failed');
  process.exit(failed ? 1 : 0);
}
