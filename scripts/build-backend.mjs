/**
 * `npm run build:backend`: the Node backend (mocks/server/main.ts and what it imports) as ES
 * modules in dist-backend/, run with plain node (deploy/ebike-backend.service runs
 * dist-backend/main.mjs): no tsx and no TypeScript at run time. Only libsql stays outside (a
 * native module, from node_modules); msw and the rest are inside. A snapshot written by one
 * build is not read by another (mocks/server/snapshot.ts hashes every .mjs file here).
 *
 * Split at the dynamic imports: main.mjs is the small entry, which starts reading the snapshot
 * file before it imports the server's chunk (node compiles a whole file before it runs any of
 * it, so in one file the read began only after the 3 MB had been compiled); exceljs and what it
 * pulls in (~1 MB: jszip, archiver, unzipper, bluebird…) are a chunk of their own, loaded by the
 * first export, not parsed at each start.
 */
import { rmSync } from 'node:fs';
import { build } from 'esbuild';

rmSync('dist-backend', { recursive: true, force: true });
await build({
  entryPoints: ['mocks/server/main.ts'],
  outdir: 'dist-backend',
  outExtension: { '.js': '.mjs' },
  entryNames: '[name]',
  chunkNames: 'chunk-[hash]',
  splitting: true,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // stack traces need the mappings, not the sources: node reads and parses the map of each
  // file it loads (--enable-source-maps), 8.4 MB with the sources' text
  sourcesContent: false,
  // no comments or blank space: node reads, decodes and parses the whole file at each start
  // (4.4 MB as written, ~40 % of the time before the server's own count); names are kept, and
  // the source map gives stack traces their lines
  minifyWhitespace: true,
  minifySyntax: true,
  legalComments: 'none',
  external: ['libsql'],
  // some bundled CommonJS calls require() for Node's own modules
  banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
  logLevel: 'warning',
});
console.log('dist-backend/main.mjs');
