#!/usr/bin/env node
/**
 * The page's long tasks during a cold load of 运营地图 (issue 40: the longest ≤ 50 ms), found
 * in a Chromium trace: signs in on the demo build at a fleet size, then traces reloads of
 * #/vehicle/operation-map (the devtools.timeline categories and V8's sampling profiler, as the
 * Performance panel records) until the map has drawn, and prints every task of the page's main
 * thread of at least --min ms (default 50) with what ran in it: its trace events by self time
 * (script evaluation or compilation of which chunk, function calls, timers, style recalculation,
 * layout, paint, GC) and the profiler's samples by source and function. A build with source maps
 * (`vite build --mode demo --sourcemap`) names the sources (react-dom, antd's components,
 * @ant-design/cssinjs, echarts, the console's files); without, the chunks.
 * The page's own `longtask` entries are printed beside, for comparison with bench-map.mjs; each
 * task's CPU time (the trace's thread time) too: on a loaded machine its wall time counts the waits
 * for a core.
 *
 *   DEMO_OUT_DIR=dist-demo-x node scripts/trace-map.mjs [--vehicles 50000] [--runs 1] [--min 50] [--port 4303]
 *     [--save trace.json]   (the last run's trace, for the Performance panel)
 *   node scripts/trace-map.mjs --from trace.json [--min 50] [--stacks 6]   (a saved trace, no browser;
 *     --stacks: each task's heaviest call paths, 6 frames deep)
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { chromium } from '@playwright/test';
import { signInPage } from './bench-signin.mjs';
import { CONSOLE_CONTEXT, launchChromium } from './lib/chromium.mjs';
import { watchDrawn } from './lib/mapWatch.mjs';
import { ensureBuild, startPreview } from './lib/preview.mjs';
import { describeTask, longTasks, pageThread, profileSamples } from './lib/traceTasks.mjs';

const arg = (name, dflt) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : dflt;
};
const VEHICLES = Number(arg('vehicles', '50000'));
const RUNS = Number(arg('runs', '1'));
const MIN_MS = Number(arg('min', '50'));
const PORT = Number(arg('port', '4303'));
const SAVE = arg('save', null);
const FROM = arg('from', null);
/** --stacks N: each task's heaviest call paths, N frames deep (the script's frames, leaf first). */
const STACKS = Number(arg('stacks', '0'));
/** --plain: no trace (its profiler slows the page), only the page's own longtask entries of each cold load. */
const PLAIN = process.argv.includes('--plain');
/** --summary: each cold load's tasks by CPU time only. */
const SUMMARY = process.argv.includes('--summary');
const OUT_DIR = process.env.DEMO_OUT_DIR ?? 'dist-demo';
const MAP = '#/vehicle/operation-map';

const CATEGORIES = [
  '-*',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'toplevel',
  'v8.execute',
  'v8',
  'blink.user_timing',
  'loading',
  'disabled-by-default-v8.cpu_profiler',
  'disabled-by-default-v8.gc',
];

/** A frame's source through the build's source maps (`dist/assets/x.js.map`), or null. */
function sourceMaps(outDir) {
  const maps = new Map();
  const mapOf = (url) => {
    const file = url.replace(/^.*?\/assets\//, '');
    if (!maps.has(file)) {
      const path = join(outDir, 'assets', `${file}.map`);
      maps.set(file, existsSync(path) ? new TraceMap(readFileSync(path, 'utf8')) : null);
    }
    return maps.get(file);
  };
  const short = (source) => {
    const m = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(?:es\/|lib\/|dist\/|cjs\/)?([^/]+)?/.exec(source);
    if (m) return m[1] === 'antd' || m[1] === 'echarts' || m[1] === 'zrender' ? `${m[1]}/${m[2] ?? ''}` : m[1];
    return source.replace(/^(\.\.\/)+/, '');
  };
  return (frame) => {
    if (!frame.url || !frame.url.includes('/assets/') || frame.lineNumber < 0) return null;
    const map = mapOf(frame.url);
    if (!map) return null;
    let pos;
    try {
      pos = originalPositionFor(map, { line: frame.lineNumber + 1, column: Math.max(0, frame.columnNumber) });
    } catch {
      return null; // a position the map does not cover
    }
    if (!pos.source) return null;
    return { source: short(pos.source), name: pos.name ? `${pos.name} (${short(pos.source)})` : short(pos.source) };
  };
}

/** The tasks of a trace until the map drew (`drawnAt`, ms since navigation; the whole trace without it). */
function report(trace, longtaskEntries, drawnAt = Infinity) {
  const events = trace.traceEvents ?? trace;
  const thread = pageThread(events, 'operation-map');
  if (!thread) throw new Error('no navigation of the map found in the trace');
  const samples = profileSamples(events, thread.pid, thread.tid);
  const tasks = longTasks(events, thread, {
    minMs: MIN_MS,
    samples,
    locate: sourceMaps(OUT_DIR),
    untilMs: drawnAt,
    stacks: STACKS,
  });
  console.log(
    `${tasks.length} task(s) of at least ${MIN_MS} ms (${samples.length} profiler samples on the page's main thread)`,
  );
  if (!SUMMARY) for (const t of tasks) for (const line of describeTask(t)) console.log(`  ${line}`);
  // on a loaded machine the wall time of a task says little: its CPU (thread) time, largest first
  const byCpu = tasks.filter((t) => t.cpuMs !== null).sort((a, b) => b.cpuMs - a.cpuMs);
  console.log(
    `  by CPU: ${byCpu
      .slice(0, 6)
      .map(
        (t) =>
          `${t.cpuMs.toFixed(0)} ms (wall ${t.ms.toFixed(0)}) at ${t.startMs.toFixed(0)}: ${t.events[0]?.[0] ?? ''}`,
      )
      .join(' · ')}`,
  );
  if (longtaskEntries)
    console.log(
      `  the page's longtask entries until drawn: ${longtaskEntries.map(([at, d]) => `${d.toFixed(0)} ms at ${at.toFixed(0)}`).join(', ') || 'none'}`,
    );
  return tasks;
}

/**
 * The page's main thread from navigation until the map mounted (`mountedAt`, ms since navigation):
 * every task, however short, summed (wall and CPU), and the profiler's samples in them by source.
 * The work of the app's boot, shell and page before the map: on a loaded machine, its CPU is the figure.
 */
function beforeMount(trace, mountedAt) {
  if (mountedAt === null || mountedAt === undefined) return;
  const events = trace.traceEvents ?? trace;
  const thread = pageThread(events, 'operation-map');
  const samples = profileSamples(events, thread.pid, thread.tid);
  const tasks = longTasks(events, thread, {
    minMs: 0,
    samples,
    locate: sourceMaps(OUT_DIR),
    untilMs: mountedAt,
    sources: Infinity,
  });
  const sum = (f) => tasks.reduce((s, t) => s + (f(t) ?? 0), 0);
  const bySource = new Map();
  for (const t of tasks) for (const [k, v] of t.where) bySource.set(k, (bySource.get(k) ?? 0) + v);
  const top = [...bySource].sort((a, b) => b[1] - a[1]).slice(0, 12);
  console.log(
    `  before the map mounted (${mountedAt.toFixed(0)} ms): ${tasks.length} tasks, CPU ${sum((t) => t.cpuMs).toFixed(0)} ms, wall ${sum((t) => t.ms).toFixed(0)} ms; samples by source: ${top.map(([k, v]) => `${k} ${v.toFixed(0)} ms`).join(' · ')}`,
  );
}

if (FROM) {
  report(JSON.parse(readFileSync(FROM, 'utf8')), null);
  process.exit(0);
}

if (!process.env.BENCH_URL && !ensureBuild(OUT_DIR)) process.exit(1);
const { base, stop } = await startPreview({ outDir: OUT_DIR, port: PORT, url: process.env.BENCH_URL });
const browser = await launchChromium(chromium);
try {
  const context = await browser.newContext(CONSOLE_CONTEXT);
  await context.addInitScript(watchDrawn);
  const page = await context.newPage();
  await signInPage(page, base);
  await page.evaluate((v) => localStorage.setItem('ebike_mock_vehicles', String(v)), VEHICLES);
  await page.goto(`${base}${MAP}`);
  await page.waitForFunction(() => window.__drawnAt !== null, null, { timeout: 180000, polling: 50 });
  for (let i = 0; i < RUNS; i++) {
    // a cold load: the backend's worker, which outlives its page for a while, ended first
    await page.evaluate(() => window.__embeddedBackend.stop?.());
    if (!PLAIN) await browser.startTracing(page, { categories: CATEGORIES });
    await page.reload();
    await page.waitForFunction(() => window.__drawnAt !== null, null, { timeout: 180000, polling: 50 });
    await page.waitForTimeout(300);
    const [entries, drawnAt, mountedAt] = await page.evaluate(() => [
      window.__tasks.filter(([at]) => at < window.__drawnAt),
      window.__drawnAt,
      window.__mountedAt,
    ]);
    console.log(
      `\ncold load ${i + 1} at ${VEHICLES.toLocaleString('en')} vehicles, drawn at ${drawnAt.toFixed(0)} ms (load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}):`,
    );
    if (PLAIN) {
      console.log(
        `  longtask entries: ${entries.map(([at, d]) => `${d.toFixed(0)} ms at ${at.toFixed(0)}`).join(', ') || 'none'}`,
      );
      continue;
    }
    const buf = await browser.stopTracing();
    const trace = JSON.parse(buf.toString('utf8'));
    if (SAVE && i === RUNS - 1) writeFileSync(SAVE, buf);
    report(trace, entries, drawnAt);
    beforeMount(trace, mountedAt);
  }
} finally {
  await browser.close();
  await stop();
}
