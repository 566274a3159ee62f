/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import type { Plugin } from 'vite';
import { isTimeSensitive } from './scripts/lib/hours.mjs';
import { preloadInSlices } from './scripts/lib/preloadInSlices.mjs';
import { EARLY_WORKER, workerOptions } from './mocks/shared/workerOptions';

/** The production build talks to a real backend: no mock service worker in it. */
function dropMockWorker(outDir: string): Plugin {
  return {
    name: 'drop-mock-worker',
    apply: 'build',
    closeBundle() {
      rmSync(`${outDir}/mockServiceWorker.js`, { force: true });
      rmSync(`${outDir}/consoleServiceWorker.js`, { force: true });
    },
  };
}

/** The `'sha256-…'` sources of a page's inline scripts (those with no src) and <style> tags. */
function inlineHashes(html: string): { scripts: string[]; styles: string[] } {
  const hash = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
  const bodies = (re: RegExp) => [...html.matchAll(re)].map((m) => hash(m[1]));
  return {
    scripts: bodies(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g),
    styles: bodies(/<style[^>]*>([\s\S]*?)<\/style>/g),
  };
}

/**
 * The Content-Security-Policy's hashes of the built index.html's inline scripts and styles (the
 * first paint's frame, the entry's loader, the inlined entry CSS), written next to it as
 * csp-hashes.conf: two nginx variables that deploy/nginx.conf includes and puts in its policy.
 * A build whose index.html changed brings its own hashes; nothing is copied by hand.
 */
function cspHashes(outDir: string): Plugin {
  return {
    name: 'csp-hashes',
    apply: 'build',
    closeBundle() {
      const { scripts, styles } = inlineHashes(readFileSync(`${outDir}/index.html`, 'utf8'));
      writeFileSync(
        `${outDir}/csp-hashes.conf`,
        [
          "# index.html's inline scripts and styles by their hashes, written by the build (vite.config.ts)",
          `map $host $ebike_script_hashes { default "${scripts.join(' ')}"; }`,
          `map $host $ebike_style_hashes { default "${styles.join(' ')}"; }`,
          '',
        ].join('\n'),
      );
    },
  };
}

/**
 * The entry's stylesheet inlined into index.html: a <link rel="stylesheet"> holds the first
 * paint (the static skeleton) until one more request has come back; its few KB in a <style>
 * do not. The file stays in the build (the manifest names it); a stylesheet that refers to
 * other files by address is left linked.
 */
function inlineEntryCss(): Plugin {
  return {
    name: 'inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        return html.replace(/<link rel="stylesheet"[^>]*?href="\.?\/?([^"]+\.css)"[^>]*>/g, (link, file: string) => {
          const asset = ctx.bundle?.[file];
          if (asset?.type !== 'asset') return link;
          const css = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
          // an address in it is relative to the file's folder, not to the page's
          if (/url\((?!\s*['"]?data:)/i.test(css)) return link;
          return `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
        });
      },
    },
  };
}

/**
 * The app's scripts start loading once the static skeleton of index.html has been painted.
 * Module scripts run before the first paint when they are already there (a cache, a fast
 * link): the skeleton then waits for react-dom and the first render. Vite's
 * <script type="module"> and <link rel="modulepreload"> tags leave the head for a small
 * loader at the end of the body that adds them after the next frame (at once in a hidden
 * tab, which draws no frames). The entry is named in its data-entry attribute.
 */
function scriptsAfterFirstPaint(): Plugin {
  return {
    name: 'scripts-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
        if (!entry) return html;
        const preloads: string[] = [];
        const rest = html
          .replace(entry[0], '')
          .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g, (_, href: string) => {
            preloads.push(href);
            return '';
          });
        const loader =
          `<script data-entry="${entry[1]}" data-preload="${preloads.join(' ')}">` +
          `(function(me){var done=0;function add(tag,rel,url){var e=document.createElement(tag);e.crossOrigin='';` +
          `if(rel){e.rel=rel;e.href=url}else{e.type='module';e.src=url}document.head.appendChild(e)}` +
          `function go(){if(done)return;done=1;var p=me.getAttribute('data-preload');if(p)p.split(' ').forEach(function(u){add('link','modulepreload',u)});` +
          `add('script','',me.getAttribute('data-entry'))}` +
          `if(document.visibilityState==='hidden'||!window.requestAnimationFrame)go();else{requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,500)}` +
          `})(document.currentScript)</script>`;
        return rest.replace('</body>', `${loader}\n  </body>`);
      },
    },
  };
}

/** The chunks a chunk imports, statically or not, and theirs in turn (file names, each once, itself not). */
function chunksBehind(
  bundle: Record<string, { type: string }>,
  from: { fileName: string; imports: string[]; dynamicImports: string[] },
): string[] {
  const seen = new Set<string>([from.fileName]);
  const visit = (files: string[]) => {
    for (const file of files) {
      const c = bundle[file] as { type: string; imports?: string[] } | undefined;
      if (seen.has(file) || c?.type !== 'chunk') continue;
      seen.add(file);
      visit(c.imports ?? []);
    }
  };
  visit([...from.imports, ...from.dynamicImports]);
  seen.delete(from.fileName);
  return [...seen];
}

/**
 * The classic script that starts the embedded backend's shared worker (mocks/shared/worker.ts,
 * built as an asset of its own) with the options every page uses (mocks/shared/workerOptions.ts),
 * and leaves it where spawnBackend takes it up. Without SharedWorker it starts nothing.
 */
function startWorkerScript(bundle: Record<string, { type: string; fileName: string }>, mode: string): string {
  const worker = Object.values(bundle).find((f) => /^assets\/worker-[\w-]+\.js$/.test(f.fileName));
  if (!worker)
    throw new Error("start-backend-early: the shared worker's script (assets/worker-*.js) is not in the build");
  const url = JSON.stringify(`./${worker.fileName}`);
  const options = JSON.stringify(workerOptions(mode));
  return (
    `<script>if(typeof SharedWorker==='function')try{performance.mark('backend:spawn');` +
    `window.${EARLY_WORKER}=new SharedWorker(${url},${options})}catch(e){}</script>`
  );
}

/** The module that starts the embedded backend's worker (src/demo/startEarly.ts), in the mock modes. */
const EARLY = 'src/demo/startEarly.ts';

/**
 * In the mock modes the embedded backend's shared worker is started from index.html's head, not
 * once the app's entry and its imports (~330 KB, loaded after the first paint) have been fetched
 * and run. In a build a plain script (startWorkerScript) starts it while the document is parsed; a
 * module script of its own (src/demo/startEarly.ts, an entry of the build), run as soon as the
 * document is parsed, takes it up and tells it the page's settings (on the dev server it starts
 * it). The chunks that module imports (the worker's spawn, msw and the page's end of the
 * connection) are preloaded beside it. The app's entry imports the same module, which starts the
 * worker once.
 */
function startBackendEarly(mode: string): Plugin {
  return {
    name: 'start-backend-early',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunk = Object.values(ctx.bundle ?? {}).find(
          (c) => c.type === 'chunk' && c.isEntry && c.facadeModuleId?.endsWith(EARLY),
        );
        // served (npm start): the module itself
        const src = ctx.bundle ? (chunk ? `./${chunk.fileName}` : null) : `/${EARLY}`;
        if (!src) return html;
        const tags = [`<script type="module" crossorigin src="${src}"></script>`];
        // built: the worker itself is started by a plain script while the document is parsed, before
        // the early script is fetched; spawnBackend takes it up and says hello (the settings)
        if (ctx.bundle) tags.unshift(startWorkerScript(ctx.bundle, mode));
        // built: the chunks it imports, the worker's spawn and msw's, fetched beside it rather than
        // once it has run (one round trip and the preload helper's queue sooner)
        if (chunk?.type === 'chunk') {
          for (const file of chunksBehind(ctx.bundle!, chunk))
            tags.push(`<link rel="modulepreload" crossorigin href="./${file}" data-early>`);
        }
        return html.replace('</title>', `</title>\n    ${tags.join('\n    ')}`);
      },
    },
  };
}

/**
 * react-router's package exports only its development build (dev warnings and checks):
 * builds bundle the production build it also ships. Both entries are aliased so that
 * `react-router-dom` and `react-router/dom` share one copy. (Minified and gzipped the
 * two differ by only ~0.6 KB; the point is not shipping development code.)
 */
const reactRouterProduction = [
  {
    find: /^react-router$/,
    replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)),
  },
  {
    find: /^react-router\/dom$/,
    replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)),
  },
];

/** Test files under `dir` (relative paths). */
function testFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.test\.tsx?$/.test(f))
    .map((f) => `${dir}/${f}`);
}

/** The DOM's files: jsdom, and the app's query layer and antd's browser APIs (tests/setupDom.ts). */
const DOM = { environment: 'jsdom', setupFiles: ['tests/setup.ts', 'tests/setupDom.ts'] };
/** The backend's and the pure functions' files: Node, no DOM to build for each file. */
const NODE = { environment: 'node', setupFiles: ['tests/setup.ts'] };

/**
 * The check's unit tests (tests/unit, `npm run check`: scripts/check.mjs runs the projects
 * named `unit…`): pure functions and small components, with a setup that pins the clock and
 * loads no backend world and no reply check (tests/setupUnit.ts), so the inner loop stays
 * within seconds. A unit test that renders antd in jsdom, runs a property with many runs or
 * loads the backend is not one of them: it lives in tests/integration/units/ (or beside what it
 * tests in tests/integration/), which `npm test` runs with every other file and the check does
 * not (there: designToken's property over antd's tokens, leanControls and displaySettings
 * rendering antd, columnTitles and csv loading the features' columns and the backend's export
 * kinds, bootBrand's own JSDOM pages, lazyPart's antd feedback, writeReplies' property over every
 * write's schema, tabEviction's 300-run property: with the backend's setup, 60 % of the unit set's CPU). scripts/test-projects.mjs
 * (one of `npm test`'s checks) holds every test file in exactly one project.
 */
const CHECK = 'tests/unit';
const UNIT_DOM = { environment: 'jsdom', setupFiles: ['tests/setupUnit.ts', 'tests/setupDom.ts'] };
const UNIT_NODE = { environment: 'node', setupFiles: ['tests/setupUnit.ts'] };

/**
 * Vitest runs test files in projects. Most share their worker's modules from file
 * to file (isolate: false): importing antd, React and the app again for each of ~100
 * files cost about a third of the run. A file that replaces a module (vi.mock) gets
 * fresh modules (isolated), so that its mock neither misses modules another file loaded
 * nor leaks into the next file. The check's files (CHECK) are projects of their own.
 */
function testProjects() {
  const all = [...testFiles(CHECK), ...testFiles('tests/integration')];
  const source = new Map(all.map((f) => [f, readFileSync(f, 'utf8')]));
  const mocking = (f: string) => /\bvi\.mock\(/.test(source.get(f) ?? '');
  // a .tsx file renders; a .ts file runs in Node unless it asks for the DOM in its docblock
  const inDom = (f: string) => f.endsWith('.tsx') || /@vitest-environment jsdom/.test(source.get(f) ?? '');
  const projectsOf = (files: string[]) => {
    const unit = files.filter((f) => f.startsWith(`${CHECK}/`));
    const rest = files.filter((f) => !f.startsWith(`${CHECK}/`));
    return [
      { name: 'unit', isolate: false, include: unit.filter((f) => !inDom(f) && !mocking(f)), ...UNIT_NODE },
      { name: 'unit isolated', include: unit.filter((f) => !inDom(f) && mocking(f)), ...UNIT_NODE },
      { name: 'unit dom', isolate: false, include: unit.filter((f) => inDom(f) && !mocking(f)), ...UNIT_DOM },
      { name: 'unit dom isolated', include: unit.filter((f) => inDom(f) && mocking(f)), ...UNIT_DOM },
      { name: 'shared', isolate: false, include: rest.filter((f) => inDom(f) && !mocking(f)), ...DOM },
      { name: 'isolated', include: rest.filter((f) => inDom(f) && mocking(f)), ...DOM },
      { name: 'node', isolate: false, include: rest.filter((f) => !inDom(f) && !mocking(f)), ...NODE },
      { name: 'node isolated', include: rest.filter((f) => !inDom(f) && mocking(f)), ...NODE },
    ];
  };
  const hours = process.env.TEST_HOURS?.split(',').filter(Boolean) ?? [];
  const timed = hours.length ? all.filter(isTimeSensitive) : [];
  return [
    ...projectsOf(all.filter((f) => !timed.includes(f))),
    ...hours.flatMap((at) =>
      projectsOf(timed).map((test) => ({
        ...test,
        name: `${test.name} @${at.slice(11, 16)}`,
        env: { TZ: 'UTC', TEST_NOW: at },
      })),
    ),
  ]
    .filter((test) => test.include.length)
    .map((test) => ({ extends: true as const, test }));
}

// Modes: development (npm start) and demo (build:demo) ship the embedded backend;
// production (build) talks to the bases set in env and contains no mock code.
export default defineConfig(({ mode, command }) => ({
  plugins: [
    react(),
    inlineEntryCss(),
    scriptsAfterFirstPaint(),
    preloadInSlices(),
    ...(mode === 'production' ? [dropMockWorker('dist'), cspHashes('dist')] : [startBackendEarly(mode)]),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      { find: '@mocks', replacement: fileURLToPath(new URL('./mocks', import.meta.url)) },
      { find: '@contract', replacement: fileURLToPath(new URL('./contract', import.meta.url)) },
      ...(command === 'build' ? reactRouterProduction : []),
      // msw's cookie jar in the browser: one that keeps nothing (mocks/lib/emptyCookieJar.ts)
      ...(mode === 'test'
        ? []
        : [
            {
              find: /^tough-cookie$/,
              replacement: fileURLToPath(new URL('./mocks/lib/emptyCookieJar.ts', import.meta.url)),
            },
          ]),
    ],
  },
  base: './',
  define: {
    'import.meta.env.VITE_MOCK': JSON.stringify(mode === 'production' ? 'false' : 'true'),
  },
  build: {
    // DEMO_OUT_DIR lets parallel checkouts of the browser tests build side by side.
    outDir: mode === 'demo' ? (process.env.DEMO_OUT_DIR ?? 'dist-demo') : 'dist',
    manifest: true,
    chunkSizeWarningLimit: 1500,
    // the mock modes' early start of the backend's worker is an entry of its own (startBackendEarly)
    ...(mode === 'production' ? {} : { rollupOptions: { input: { index: 'index.html', early: EARLY } } }),
  },
  // the embedded backend's shared worker (mocks/shared/worker.ts) is a module, with chunks of its own
  worker: { format: 'es' as const },
  server: { port: 3000, host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
  test: {
    globals: false,
    // the test files are those of the two projects (tests/unit, tests/integration)
    projects: testProjects(),
    // A hang detector, not a speed check: a loaded or one-core machine runs a test several
    // times slower than a quiet one (SLOW tests, tests/integration/harness, have their own).
    testTimeout: 60000,
    // The workers' zone: the service areas' (UTC+8) by default; scripts/test-hours.mjs sets
    // TEST_TZ=UTC, so that the app is shown to keep UTC+8 on a machine whose zone is UTC.
    // TEST_NOW empty: the default moment (tests/clock.ts), also in a worker that ran an hour's
    // project before (scripts/lib/hours.mjs), whose TEST_NOW would otherwise stay set.
    env: { TZ: process.env.TEST_TZ ?? 'Asia/Shanghai', TEST_NOW: process.env.TEST_NOW ?? '' },
    pool: 'forks',
    // Every core (Vitest's default leaves one free: ONE worker on a 2-core machine).
    maxWorkers: '100%',
  },
}));
