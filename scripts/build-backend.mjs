/**
 * `npm run build:backend`: the Node backend (mocks/server/main.ts and what it imports) as one
 * ES module, dist-backend/main.mjs, run with plain node (deploy/ebike-backend.service):
 * no tsx and no TypeScript at run time. Only libsql stays outside (a native module, from
 * node_modules); msw and the rest are inside. A snapshot written by one build is not read by
 * another (mocks/server/snapshot.ts hashes this file).
 */
import { build } from 'esbuild';

await build({
  entryPoints: ['mocks/server/main.ts'],
  outfile: 'dist-backend/main.mjs',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
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
