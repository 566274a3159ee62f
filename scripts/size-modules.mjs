#!/usr/bin/env node
// What the first load is made of: the production build (as `npm run build`, into dist/) with
// the modules each chunk holds, then per route of scripts/size-routes.json (and the entry) the
// biggest packages and source files in the JS it loads.
//   node scripts/size-modules.mjs [--top N] [--modules]
//     --top N     rows per route (default 15)
//     --modules   list single modules instead of packages (node_modules/<pkg>, src/<dir>)
// Sizes: the rendered code of a module (after tree shaking, before minifying), and its gzip
// (level 9) when gzipped alone. Not additive to the chunk's gzip (scripts/size.mjs has that):
// a ranking of what weighs, to choose what to move out of a route.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const args = process.argv.slice(2);
const top = Number(args[args.indexOf('--top') + 1]) || 15;
const byModule = args.includes('--modules');
const DIST = 'dist';

/** file name of a chunk → its modules (id → rendered code) */
const chunks = new Map();
const record = {
  name: 'record-chunk-modules',
  generateBundle(_options, bundle) {
    for (const out of Object.values(bundle)) {
      if (out.type !== 'chunk') continue;
      chunks.set(
        out.fileName,
        Object.entries(out.modules).map(([id, m]) => ({ id, code: m.code ?? '' })),
      );
    }
  },
};

await build({ mode: 'production', logLevel: 'warn', plugins: [record] });

const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8'));
const routes = JSON.parse(readFileSync('scripts/size-routes.json', 'utf8'));

function closure(key, seen = new Set()) {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const k of manifest[key].imports ?? []) closure(k, seen);
  return seen;
}

/** The group a module counts under: its package, or the source folder (or file with --modules). */
function groupOf(id) {
  const clean = id.replace(/^\0/, '').split('?')[0];
  const nm = clean.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = clean.slice(nm + 'node_modules/'.length).split('/');
    const pkg = rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
    return byModule ? `${pkg}/${rest.slice(pkg.split('/').length).join('/')}` : pkg;
  }
  const rel = relative(process.cwd(), clean);
  if (byModule || rel.startsWith('..')) return rel;
  return rel
    .split('/')
    .slice(0, rel.startsWith('src/features/') ? 3 : 2)
    .join('/');
}

const kb = (n) => (n / 1024).toFixed(1);
const entries = Object.keys(manifest).filter((k) => manifest[k].isEntry);
const targets = [['entry', entries], ...Object.entries(routes)];
for (const [name, keys] of targets) {
  const files = new Set();
  for (const k of keys) for (const c of closure(k)) files.add(manifest[c].file);
  const groups = new Map();
  for (const f of files) {
    for (const m of chunks.get(f) ?? []) {
      const g = groupOf(m.id);
      groups.set(g, (groups.get(g) ?? '') + m.code);
    }
  }
  const rows = [...groups]
    .map(([g, code]) => ({ g, raw: code.length, gz: gzipSync(code, { level: 9 }).length }))
    .sort((a, b) => b.gz - a.gz);
  const total = rows.reduce((n, r) => n + r.gz, 0);
  console.log(`\n${name} (${files.size} files; sum of the groups' gzip ${kb(total)} KB)`);
  console.log(`${'group'.padEnd(60)}${'rendered KB'.padStart(13)}${'gzip KB'.padStart(10)}`);
  for (const r of rows.slice(0, top)) console.log(`${r.g.padEnd(60)}${kb(r.raw).padStart(13)}${kb(r.gz).padStart(10)}`);
  if (rows.length > top) console.log(`… ${rows.length - top} more`);
}
