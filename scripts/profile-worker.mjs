#!/usr/bin/env node
/**
 * The embedded backend's shared worker, from its start, as a CPU profile (not a test): Chromium
 * opens the demo build's 运营地图 in a fresh profile, the worker's thread is held at its start
 * until V8's sampling profiler runs on it (CDP, the browser's auto-attach), and the first
 * `--ms` of its life are sampled every 100 µs. Prints the worker's CPU by source (the build's
 * source map names them: a package, or a folder of mocks/ and contract/), then the functions
 * with the most self time. Needs a build with source maps:
 *
 *   DEMO_OUT_DIR=dist-demo-x npx vite build --mode demo --sourcemap
 *   DEMO_OUT_DIR=dist-demo-x node scripts/profile-worker.mjs --port 4311 [--runs 3] [--ms 600] [--files]
 *
 * Each run is a new browser profile (nothing cached); with --reloads every run is a load in one
 * profile, the tab closed between them so that the worker starts again (what V8's code cache
 * and the HTTP cache keep for its script). The totals are CPU sampled on the worker's
 * thread, so a loaded machine stretches the wall time more than them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { cdpChromium } from './lib/cdpChromium.mjs';
import { startPreview } from './lib/preview.mjs';
import { ADMIN, SMS } from './bench-signin.mjs';

const arg = (name, dflt) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : dflt;
};
const OUT_DIR = process.env.DEMO_OUT_DIR ?? 'dist-demo';
const PORT = Number(arg('port', '4183'));
const RUNS = Number(arg('runs', '3'));
const WINDOW_MS = Number(arg('ms', '600'));
/** --timeline MS: each run's profile in steps of MS, with what ran in each (by the nearest own code on the stack) */
const STEP_MS = Number(arg('timeline', '0'));
/** --files: by source file rather than by package or folder */
const FILES = process.argv.includes('--files');
/** --reloads: every load in one browser profile (what its caches keep), the first one cold */
const REUSE = process.argv.includes('--reloads') || process.argv.includes('--signed-in');
/**
 * --signed-in N: the administrator signs in first (not profiled) with a fleet of N vehicles, so each
 * load is a signed-in reload of 运营地图 as the map benchmark's cold loads are: the journal's sign-in
 * replayed, the app's first reads (site/config, allCode) and the map's. Implies --reloads.
 */
const SIGNED_IN = arg('signed-in', null);

/** the worker's chunks (its script, and the backend it imports), each with its source map */
const chunks = readdirSync(`${OUT_DIR}/assets`).filter((f) => /^worker(Backend)?-.*\.js$/.test(f));
if (!chunks.length) throw new Error(`no worker chunk in ${OUT_DIR}/assets`);
const maps = new Map(
  chunks.map((f) => [f, new TraceMap(JSON.parse(readFileSync(`${OUT_DIR}/assets/${f}.map`, 'utf8')))]),
);
const chunkOf = (url) => chunks.find((f) => url.endsWith(`/assets/${f}`));
const sizes = chunks.map((f) => `${f} ${readFileSync(`${OUT_DIR}/assets/${f}`).length} bytes`).join(', ');

/** A source as counted: its package, or its first two folders in the repository. */
const groupOf = (source) => {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (pkg) return pkg[1];
  const own = source.replace(/^.*?\/(mocks|contract|src)\//, '$1/');
  return FILES ? own : own.split('/').slice(0, 2).join('/');
};

/**
 * A Chromium whose shared workers are held at their start and profiled for WINDOW_MS:
 * `load()` opens 运营地图 in a new tab and gives the worker's profile, then ends the worker (it
 * would outlive its last page for a while) and closes the tab, so the next load starts it again in
 * the same browser profile.
 */
async function profilingBrowser(base) {
  const { send, onEvent, close } = await cdpChromium('ebike-profile-worker-');
  let profiled = () => {};
  onEvent(async (method, params) => {
    if (method !== 'Target.attachedToTarget') return;
    const { sessionId, targetInfo } = params;
    if (targetInfo.type !== 'shared_worker') {
      await send('Runtime.runIfWaitingForDebugger', {}, sessionId).catch(() => {});
      return;
    }
    await send('Profiler.enable', {}, sessionId);
    await send('Profiler.setSamplingInterval', { interval: 100 }, sessionId);
    await send('Profiler.start', {}, sessionId);
    await send('Runtime.runIfWaitingForDebugger', {}, sessionId);
    setTimeout(async () => profiled((await send('Profiler.stop', {}, sessionId)).profile), WINDOW_MS);
  });
  await send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: true });
  if (SIGNED_IN) await signIn(send, base);
  const load = async () => {
    const done = new Promise((resolve) => {
      profiled = resolve;
    });
    const { targetId } = await send('Target.createTarget', { url: `${base}#/vehicle/operation-map` });
    const profile = await done;
    await stopBackend(send, targetId);
    await send('Target.closeTarget', { targetId });
    await new Promise((r) => setTimeout(r, 1000));
    return selfTimes(profile);
  };
  return { load, close };
}

/** Ends the embedded backend's worker through the demo build's hook in the tab `targetId`. */
async function stopBackend(send, targetId) {
  const { sessionId } = await send('Target.attachToTarget', { targetId, flatten: true });
  await send('Runtime.evaluate', { expression: 'window.__embeddedBackend.stop?.()', awaitPromise: true }, sessionId);
}

/**
 * The administrator signed in through the form (the embedded backend's SMS code), its worker not
 * profiled; the tab is then closed so that the first profiled load starts the worker again.
 */
async function signIn(send, base) {
  const { targetId } = await send('Target.createTarget', { url: `${base}#/login` });
  const { sessionId } = await send('Target.attachToTarget', { targetId, flatten: true });
  const js = async (expression) =>
    (await send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true }, sessionId)).result.value;
  const until = async (expression) => {
    for (let i = 0; i < 300; i++) {
      if (await js(expression)) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`sign-in: never ${expression}`);
  };
  const field = (label) =>
    `[...document.querySelectorAll('label')].find((l) => l.textContent.includes('${label}'))?.htmlFor`;
  const type = async (label, text) => {
    await until(`!!document.getElementById(${field(label)})`);
    await js(`document.getElementById(${field(label)}).focus()`);
    await send('Input.insertText', { text }, sessionId);
  };
  const press = (name) =>
    js(`[...document.querySelectorAll('button')].find((b) => b.textContent.replace(/\\s/g, '') === '${name}').click()`);
  await js(`localStorage.setItem('ebike_mock_vehicles', '${SIGNED_IN}')`);
  await type('手机号', ADMIN);
  await press('获取验证码');
  await until(`document.body.textContent.includes('短信发送成功')`);
  await type('验证码', SMS);
  await press('登录');
  await until(`location.hash === '#/log'`);
  // the world made at this size, then the worker ended and the tab closed
  await new Promise((r) => setTimeout(r, 3000));
  await stopBackend(send, targetId);
  await send('Target.closeTarget', { targetId });
  // its worker was profiled too (the attach holds every worker), into no one's hands
  await new Promise((r) => setTimeout(r, 1000));
}

/** `count` loads' worker profiles: each in a fresh browser profile, or with --reloads all in one. */
async function profiles(base, count) {
  const runs = [];
  const browser = REUSE ? await profilingBrowser(base) : null;
  for (let i = 0; i < count; i++) {
    const b = browser ?? (await profilingBrowser(base));
    runs.push(await b.load());
    if (!browser) await b.close();
  }
  await browser?.close();
  return runs;
}

/** Self time (ms) by source group and by function, from a CDP profile. */
function selfTimes(profile) {
  const byNode = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map(profile.nodes.flatMap((n) => (n.children ?? []).map((c) => [c, n.id])));
  /** a chunk's top level: the modules' evaluation (its functions called from it included) */
  const topLevel = (n) =>
    chunkOf(n.callFrame.url) &&
    n.callFrame.lineNumber === 0 &&
    n.callFrame.columnNumber === 0 &&
    !n.callFrame.functionName;
  const inEvaluation = (id) => {
    for (let at = id; at !== undefined; at = parent.get(at)) if (topLevel(byNode.get(at))) return true;
    return false;
  };
  let evaluation = 0;
  let firstEval = -1;
  let lastEval = -1;
  let t = profile.startTime;
  profile.samples.forEach((nodeId, i) => {
    t += profile.timeDeltas[i] ?? 0;
    if (!inEvaluation(nodeId)) return;
    evaluation += (profile.timeDeltas[i + 1] ?? 0) / 1000;
    if (firstEval < 0) firstEval = t;
    lastEval = t;
  });
  const self = new Map();
  profile.samples.forEach((nodeId, i) => {
    self.set(nodeId, (self.get(nodeId) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000);
  });
  const groups = new Map();
  const functions = new Map();
  /** the modules' evaluation by source (self time of the samples under a chunk's top level) */
  const evaluated = new Map();
  const add = (m, k, v) => m.set(k, (m.get(k) ?? 0) + v);
  for (const [nodeId, ms] of self) {
    const { callFrame } = byNode.get(nodeId);
    let group = callFrame.functionName || callFrame.url || '(anonymous)';
    let name = group;
    const chunk = chunkOf(callFrame.url);
    if (chunk) {
      const at = originalPositionFor(maps.get(chunk), {
        line: callFrame.lineNumber + 1,
        column: callFrame.columnNumber,
      });
      group = at.source ? groupOf(at.source) : '(worker chunk, unmapped)';
      name = `${at.name ?? callFrame.functionName ?? '?'} ${at.source ? groupOf(at.source) : ''}:${at.line ?? '?'}`;
    } else if (callFrame.url) group = `(other script) ${callFrame.url}`;
    add(groups, group, ms);
    add(functions, name, ms);
    if (inEvaluation(nodeId)) add(evaluated, group, ms);
  }
  const total = [...self.values()].reduce((a, b) => a + b, 0) - (groups.get('(idle)') ?? 0);
  if (STEP_MS) printTimeline(profile, byNode, parent);
  const sinceStart = (at) => (at - profile.startTime) / 1000;
  return {
    groups,
    functions,
    evaluated,
    total,
    evaluation,
    evalFrom: sinceStart(firstEval),
    evalTo: sinceStart(lastEval),
  };
}

/** A source position of a worker chunk by its source map, or null. */
function sourceOf(callFrame) {
  const chunk = chunkOf(callFrame.url);
  if (!chunk) return null;
  const at = originalPositionFor(maps.get(chunk), { line: callFrame.lineNumber + 1, column: callFrame.columnNumber });
  return at.source ? { source: at.source.replace(/^.*?\/(mocks|contract|src|node_modules)\//, '$1/'), at } : null;
}

/**
 * The profile in steps of STEP_MS (ms since the profile's start): the CPU in each, and the own
 * functions (mocks/, contract/, src/) under which it ran, the nearest on the stack, with their time.
 */
function printTimeline(profile, byNode, parent) {
  const owner = new Map();
  const ownerOf = (id) => {
    if (owner.has(id)) return owner.get(id);
    let name = byNode.get(id).callFrame.functionName || '(root)';
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const src = sourceOf(byNode.get(at).callFrame);
      if (src && !src.source.startsWith('node_modules')) {
        name = `${src.at.name ?? byNode.get(at).callFrame.functionName ?? '?'} ${src.source}:${src.at.line}`;
        break;
      }
    }
    owner.set(id, name);
    return name;
  };
  const steps = new Map();
  let t = profile.startTime;
  profile.samples.forEach((nodeId, i) => {
    t += profile.timeDeltas[i] ?? 0;
    const fn = byNode.get(nodeId).callFrame.functionName;
    if (fn === '(idle)') return;
    const step = Math.floor((t - profile.startTime) / 1000 / STEP_MS);
    const m = steps.get(step) ?? new Map();
    steps.set(step, m);
    const name = fn === '(program)' || fn === '(garbage collector)' ? fn : ownerOf(nodeId);
    m.set(name, (m.get(name) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000);
  });
  console.log('\nthe run step by step (ms since the profile began: CPU, then the most of it by own function):');
  for (const step of [...steps.keys()].sort((a, b) => a - b)) {
    const m = steps.get(step);
    const cpu = [...m.values()].reduce((a, b) => a + b, 0);
    const top = [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([n, ms]) => `${n} ${ms.toFixed(1)}`)
      .join(' · ');
    console.log(`${String(step * STEP_MS).padStart(6)} ms  ${cpu.toFixed(0).padStart(3)} ms CPU  ${top}`);
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const { base, stop } = await startPreview({ outDir: OUT_DIR, port: PORT });
try {
  const runs = await profiles(base, RUNS);
  if (REUSE) {
    console.log('\nloads in one browser profile, one after the other (the first one cold):');
    runs.forEach((r, i) =>
      console.log(
        `  load ${i + 1}: CPU ${r.total.toFixed(0)} ms, (program) ${(r.groups.get('(program)') ?? 0).toFixed(0)} ms, evaluation ${r.evaluation.toFixed(0)} ms`,
      ),
    );
  }
  console.log(
    `\nworker chunks ${sizes}; its first ${WINDOW_MS} ms, ${RUNS} ${REUSE ? 'loads in one profile' : 'cold loads'} (load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')})`,
  );
  const med = (k) => median(runs.map((r) => r[k])).toFixed(0);
  console.log(`sampled CPU on the worker's thread (idle left out), median of runs: ${med('total')} ms`);
  console.log(
    `of it the modules' evaluation (the chunk's top level): ${med('evaluation')} ms, from ${med('evalFrom')} to ${med('evalTo')} ms after the profile's start (runs: ${runs.map((r) => r.evaluation.toFixed(0)).join(' / ')})`,
  );
  const table = (key, top) => {
    const names = new Set(runs.flatMap((r) => [...r[key].keys()]));
    const rows = [...names].map((n) => [n, median(runs.map((r) => r[key].get(n) ?? 0))]);
    for (const [n, ms] of rows.sort((a, b) => b[1] - a[1]).slice(0, top)) {
      console.log(`${ms.toFixed(1).padStart(8)} ms  ${n}`);
    }
  };
  console.log('\nby source (self time, median):');
  table('groups', 25);
  console.log("\nthe modules' evaluation by source (self time, median):");
  table('evaluated', 20);
  console.log('\nfunctions with the most self time (median):');
  table('functions', 20);
} finally {
  stop();
}
