#!/usr/bin/env node
/**
 * Whether Chromium keeps the compiled code of the embedded backend's shared worker across loads
 * (not a test): one browser profile opens 运营地图 `--loads` times, the tab closed between loads
 * so that the worker starts again, under a trace of V8's compile events. Prints for each load
 * the worker's scripts as V8 compiled them (ms on the worker's thread, whether a code cache was
 * made or taken and its size) and the worker's own `backend:script` (from its creation to its
 * modules run).
 *
 *   DEMO_OUT_DIR=dist-demo-x node scripts/worker-compile.mjs --port 4311 [--loads 4]
 */
import { loadavg } from 'node:os';
import { cdpChromium } from './lib/cdpChromium.mjs';
import { startPreview } from './lib/preview.mjs';

const arg = (name, dflt) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : dflt;
};
const OUT_DIR = process.env.DEMO_OUT_DIR ?? 'dist-demo';
const PORT = Number(arg('port', '4183'));
const LOADS = Number(arg('loads', '4'));
/** how long a load is left to run before its tab is closed */
const LOAD_MS = 4000;

const { base, stop } = await startPreview({ outDir: OUT_DIR, port: PORT });
const browser = await cdpChromium('ebike-worker-compile-');
try {
  const { send } = browser;
  const events = [];
  let traced = () => {};
  browser.onEvent((method, params) => {
    if (method === 'Tracing.dataCollected') events.push(...params.value);
    else if (method === 'Tracing.tracingComplete') traced();
  });
  await send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: { includedCategories: ['v8', 'disabled-by-default-v8.compile', 'blink.user_timing'] },
  });
  for (let i = 0; i < LOADS; i++) {
    const { targetId } = await send('Target.createTarget', { url: `${base}#/vehicle/operation-map` });
    await new Promise((r) => setTimeout(r, LOAD_MS));
    await send('Target.closeTarget', { targetId });
    // the worker ends with its last page
    await new Promise((r) => setTimeout(r, 1500));
  }
  const done = new Promise((r) => {
    traced = r;
  });
  await send('Tracing.end');
  await done;

  const compiles = events
    .filter((e) => /^v8\.(compile|compileModule|produceModuleCache|produceCache)$/.test(e.name))
    .filter((e) => /\/assets\/worker/.test(e.args?.data?.url ?? ''));
  const script = events.filter((e) => e.name === 'backend:script' && (e.ph === 'b' || e.ph === 'e'));
  // loads in the order they ran: a worker start is its entry's compile
  const starts = compiles.filter((e) => e.name.startsWith('v8.compile')).map((e) => e.ts);
  const entryStarts = starts.filter((ts, i) => i === 0 || ts - starts[i - 1] > 1_000_000);
  console.log(
    `\nthe shared worker's scripts as V8 compiled them, ${LOADS} loads in one browser profile (load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')})`,
  );
  entryStarts.forEach((from, i) => {
    const to = entryStarts[i + 1] ?? Infinity;
    const mine = compiles.filter((e) => e.ts >= from && e.ts < to);
    const parts = mine.map((e) => {
      const d = e.args.data;
      const file = d.url.replace(/^.*\/assets\//, '');
      const cache = d.consumedCacheSize
        ? `, cache taken (${d.consumedCacheSize} B)${d.cacheRejected ? ' but rejected' : ''}`
        : d.producedCacheSize
          ? ` (${d.producedCacheSize} B)`
          : '';
      return `${e.name.replace('v8.', '')} ${file} ${(e.dur / 1000).toFixed(1)} ms${cache}`;
    });
    // the worker's measure starts at its creation, before its entry is compiled: the i-th of each
    const begin = script.filter((e) => e.ph === 'b').sort((a, b) => a.ts - b.ts)[i];
    const end = script.filter((e) => e.ph === 'e').sort((a, b) => a.ts - b.ts)[i];
    const ms = begin && end ? `${((end.ts - begin.ts) / 1000).toFixed(0)} ms` : '?';
    console.log(`load ${i + 1}: backend:script ${ms}; ${parts.join('; ')}`);
  });
} finally {
  await browser.close();
  stop();
}
