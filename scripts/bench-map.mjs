#!/usr/bin/env node
/**
 * Operation-map benchmark (not a test): Chromium against the demo build with the
 * embedded backend at 50,000 and 500,000 vehicles (localStorage ebike_mock_vehicles;
 * the backend clusters them per viewport). For each fleet size prints
 *   - time from navigation to all points drawn (the map's `data-points-drawn`
 *     attribute, set after ECharts' 'finished' event with the point count):
 *       cold   = a full page load of #/vehicle/operation-map (app boot, embedded
 *                backend start, fleet generation, request, drawing): the backend's worker is
 *                stopped first, as if no page had been open for a while
 *       reload = the same load while the backend's worker lives on (it outlives its page):
 *                the world is live
 *       in-app = opening the page from the menu once the app runs
 *   - frames per second and the longest frame during a scripted wheel zoom and drag pan
 *     of the map (requestAnimationFrame counter), the backend's answers to the new views
 *     included.
 * Goals: cold ≤ 1.0 s up to 50,000 vehicles and ≤ 1.5 s at 500,000, ≥ 50 fps, longest frame ≤ 50 ms,
 * and the page's longest task while the backend's thread builds the world ≤ 50 ms.
 *
 * With --deployed the same is measured as an operator meets it: the production build behind
 * Debian's nginx (deploy/nginx.conf) and the Node backend, started afresh for each fleet size
 * with EBIKE_MOCK_VEHICLES (its world made before the first page loads, as a server's is).
 * A cold load is then a new browser context, signed in, with an empty HTTP cache.
 *
 *   npm run build:demo && node scripts/bench-map.mjs [--vehicles 50000,500000] [--runs 3] [--build]
 *   npm run build && node scripts/bench-map.mjs --deployed [--vehicles …] [--runs …]
 *   DEMO_OUT_DIR=dist-demo-x node scripts/bench-map.mjs --port 4290   (another build, another port)
 *   BENCH_URL=http://127.0.0.1:4182/ node scripts/bench-map.mjs   (an already running preview)
 *   node scripts/bench-map.mjs --warm   (a cold load first, not counted: the code cache made)
 *   node scripts/bench-map.mjs --detail   (each cold load's timeline: the page's marks and the
 *     backend thread's measures, start → end in ms since navigation, in the order they ended)
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { signInPage } from './bench-signin.mjs';
import { CONSOLE_CONTEXT, launchChromium } from './lib/chromium.mjs';
import { freePort, startBackend, startNginx } from './lib/deployStack.mjs';
import { watchDrawn } from './lib/mapWatch.mjs';
import { ensureBuild, startPreview } from './lib/preview.mjs';

const arg = (name, dflt) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : dflt;
};
const SIZES = arg('vehicles', '50000,500000').split(',').map(Number);
const DEPLOYED = process.argv.includes('--deployed');
const OUT_DIR = DEPLOYED ? 'dist' : (process.env.DEMO_OUT_DIR ?? 'dist-demo');
const RUNS = Number(arg('runs', '3'));
/** --detail: each cold load's timeline (the page's marks and the backend thread's measures, ms since navigation). */
const DETAIL = process.argv.includes('--detail');
/**
 * --warm: one cold load first, not counted: the browser's code cache for the page's and the
 * worker's scripts is made from their second load on, so a run's first cold load is slower than
 * an operator's who has opened the console before (300–600 ms on this machine). Off by default,
 * so that figures stay comparable with earlier runs.
 */
const WARM = process.argv.includes('--warm');
const PORT = Number(arg('port', DEPLOYED ? '4184' : '4183'));
const GOAL = { ms: 1500, fps: 50, frame: 50 };
/** The cold load's goal at a fleet size: ≤ 1.0 s up to 50,000 vehicles, ≤ 1.5 s at 500,000. */
const coldGoal = (vehicles) => (vehicles <= 50_000 ? 1000 : GOAL.ms);

const build = { force: process.argv.includes('--build'), script: DEPLOYED ? 'build' : 'build:demo' };
if (!process.env.BENCH_URL && !ensureBuild(OUT_DIR, build)) process.exit(1);

/**
 * Where the console is served and how a fleet size is set: the demo build's preview (the size a
 * localStorage setting of the page), or nginx before a Node backend restarted at each size.
 */
async function startServing() {
  if (!DEPLOYED) {
    const { base, stop } = await startPreview({ outDir: OUT_DIR, port: PORT, url: process.env.BENCH_URL });
    return {
      base,
      stop,
      size: (page, n) => page.evaluate((v) => localStorage.setItem('ebike_mock_vehicles', String(v)), n),
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'ebike-bench-map-'));
  const backendPort = await freePort();
  let backend = null;
  const stopBackend = () =>
    new Promise((done) => {
      if (!backend || backend.exitCode !== null) return done();
      backend.once('exit', () => done());
      backend.kill('SIGTERM');
    });
  const nginx = await startNginx({ port: PORT, dist: OUT_DIR, backendPort });
  return {
    base: `http://127.0.0.1:${PORT}/`,
    stop: async () => {
      nginx.child.kill('SIGQUIT');
      await stopBackend();
      rmSync(dir, { recursive: true, force: true });
    },
    size: async (_page, n) => {
      await stopBackend();
      const t0 = Date.now();
      backend = await startBackend({
        port: backendPort,
        db: join(dir, `backend-${n}.sqlite`),
        reset: true,
        quiet: true,
        env: { EBIKE_MOCK_VEHICLES: String(n) },
      });
      console.log(`Node backend with ${n.toLocaleString('en')} vehicles ready in ${Date.now() - t0} ms`);
    },
  };
}

/**
 * CPU time (ms) Chromium's processes have used so far (user + system, every process the
 * benchmark's browser started: the page's renderer, the shared worker's, the browser's own):
 * the machine is shared, so wall time alone says little about what the load cost.
 */
function chromiumCpuMs() {
  const stat = (pid) => {
    try {
      const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const close = text.lastIndexOf(')');
      const comm = text.slice(text.indexOf('(') + 1, close);
      const f = text.slice(close + 2).split(' ');
      return { pid: Number(pid), comm, ppid: Number(f[1]), ticks: Number(f[11]) + Number(f[12]) };
    } catch {
      return null;
    }
  };
  const all = readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .map(stat)
    .filter(Boolean);
  const children = new Map();
  for (const p of all) children.set(p.ppid, [...(children.get(p.ppid) ?? []), p]);
  let ticks = 0;
  const walk = (pid) => {
    for (const c of children.get(pid) ?? []) {
      if (/chrom/i.test(c.comm)) ticks += c.ticks;
      walk(c.pid);
    }
  };
  walk(process.pid);
  return (ticks * 1000) / CLOCK_TICKS;
}
/**
 * CPU time (ms) by thread so far (keyed `tid type name`), every thread of the benchmark's Chromium processes, keyed by
 * the process's type (browser, renderer, gpu-process, utility) and the thread's name
 * (CrRendererMain, DedicatedWorker thread, ServiceWorker thread, Compositor, ThreadPoolForeg, …):
 * with --detail a cold load's CPU is printed by thread, to say which of them a 2-core machine's
 * wall time waits for.
 */
function chromiumThreadsMs() {
  const read = (path) => {
    try {
      return readFileSync(path, 'utf8');
    } catch {
      return '';
    }
  };
  const parse = (text) => {
    const close = text.lastIndexOf(')');
    const f = text.slice(close + 2).split(' ');
    return { comm: text.slice(text.indexOf('(') + 1, close), ppid: Number(f[1]), ticks: Number(f[11]) + Number(f[12]) };
  };
  const procs = readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .map((pid) => ({ pid: Number(pid), text: read(`/proc/${pid}/stat`) }))
    .filter((p) => p.text)
    .map((p) => ({ pid: p.pid, ...parse(p.text) }));
  const children = new Map();
  for (const p of procs) children.set(p.ppid, [...(children.get(p.ppid) ?? []), p]);
  const byThread = new Map();
  const walk = (pid) => {
    for (const c of children.get(pid) ?? []) {
      if (/chrom/i.test(c.comm)) {
        const type = /--type=([\w-]+)/.exec(read(`/proc/${c.pid}/cmdline`).replaceAll('\0', ' '))?.[1] ?? 'browser';
        let tids = [];
        try {
          tids = readdirSync(`/proc/${c.pid}/task`);
        } catch {
          // the process ended meanwhile
        }
        for (const tid of tids) {
          const text = read(`/proc/${c.pid}/task/${tid}/stat`);
          if (!text) continue;
          const t = parse(text);
          byThread.set(`${tid} ${type} ${t.comm.replace(/\d+$/, '')}`, (t.ticks * 1000) / CLOCK_TICKS);
        }
      }
      walk(c.pid);
    }
  };
  walk(process.pid);
  return byThread;
}

/**
 * A cold load's CPU by thread name (ms), the largest first: each thread's `after - before` (a
 * thread started since counts whole; one that ended since is not seen), summed by name.
 */
function threadsLine(before, after) {
  const byName = new Map();
  for (const [k, v] of after) {
    const name = k.slice(k.indexOf(' ') + 1);
    byName.set(name, (byName.get(name) ?? 0) + v - (before.get(k) ?? 0));
  }
  const rows = [...byName].filter(([, v]) => v >= 10);
  rows.sort((a, b) => b[1] - a[1]);
  return rows.map(([k, v]) => `${k} ${v.toFixed(0)}`).join(' · ');
}
const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

/** The page's main thread: how long its tasks ran so far (ms, Chromium's TaskDuration over CDP: wall time, not CPU). */
async function pageTaskMs(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return (metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0) * 1000;
}

/** One cold load's timeline: each step's start and end (ms since navigation), in the order they ended. */
function printTimeline(timeline) {
  const ms = (x) => `${x.toFixed(0)}`.padStart(6);
  for (const e of timeline)
    console.log(
      `    ${e.end - e.start < 0.5 ? `${' '.repeat(9)}${ms(e.end)}` : `${ms(e.start)} → ${ms(e.end)}`} ms  ${e.name}${e.end - e.start >= 0.5 ? ` (${(e.end - e.start).toFixed(0)} ms)` : ''}`,
    );
}

const { base, stop, size } = await startServing();
const browser = await launchChromium(chromium);

try {
  const errors = [];
  const newPage = async (context) => {
    await context.addInitScript(watchDrawn);
    const p = await context.newPage();
    p.on('pageerror', (e) => errors.push(String(e)));
    return p;
  };
  const context = await browser.newContext(CONSOLE_CONTEXT);
  const page = await newPage(context);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const drawn = async (p = page) => {
    await p.waitForFunction(() => window.__drawnAt !== null, null, { timeout: 180000, polling: 50 });
    // the tasks queued before the map drew are reported a moment later
    await p.waitForTimeout(200);
    return p.evaluate(async () => {
      // the backend's build of the world on its own thread (demo build): the page's longest task while it ran
      const hook = window.__embeddedBackend;
      const timings = hook ? await hook.timings() : [];
      const mine = timings.filter((t) => t.at >= performance.timeOrigin);
      // the world's build: from the fleet's first slice (made ahead of need) to the end of the last
      // of its parts before the map drew (the fleet's slices, the journal's builds left for later,
      // the world lived to now), whichever of them a request finished first; else the journal's
      // replay at the backend's start, which built it
      const parts = mine
        .filter(
          (t) =>
            t.name.startsWith('backend:fleet made ahead') ||
            t.name.startsWith('backend:replay build of collection') ||
            t.name === 'backend:world made and lived to now' ||
            t.name === 'backend:world',
        )
        .filter((t) => t.at - performance.timeOrigin < window.__drawnAt);
      const restored = mine.filter((t) => t.name === 'backend:restore').at(-1);
      const spanOf = (ts) => {
        const at = Math.min(...ts.map((t) => t.at));
        return { at, duration: Math.max(...ts.map((t) => t.at + t.duration)) - at };
      };
      const world = parts.length ? spanOf(parts) : restored ? spanOf([restored]) : null;
      const from = world ? world.at - performance.timeOrigin : null;
      const during = world
        ? window.__tasks.filter(([at, d]) => at < from + world.duration && at + d > from).map(([, d]) => d)
        : [];
      // where the cold load's time went, each step's end in ms since navigation (the backend's on its own thread)
      const local = (t) => t.at - performance.timeOrigin;
      const pageMark = (name) => performance.getEntriesByName(name)[0]?.startTime ?? null;
      const last = (name) => mine.filter((t) => t.name === name).at(-1);
      const script = last('backend:script');
      const restore = last('backend:restore');
      const mapRead = mine.find((t) => t.name.startsWith('backend:request GET') && t.name.endsWith('/map/clusters'));
      const steps = {
        // the worker started early (backend:spawn), or with the backend's chunk (backend:start)
        backendAsked: pageMark('backend:spawn') ?? pageMark('backend:start'),
        scriptRun: script ? local(script) + script.duration : null,
        restored: restore ? local(restore) + restore.duration : null,
        mapAsked: mapRead ? local(mapRead) : null,
        mapAnswered: mapRead ? local(mapRead) + mapRead.duration : null,
        drawn: window.__drawnAt,
      };
      const slowest = mine
        .filter((t) => t.name.startsWith('backend:replay '))
        .sort((a, b) => b.duration - a.duration)
        .slice(0, 3)
        .map((t) => `${t.name.slice('backend:replay '.length)} ${t.duration.toFixed(0)} ms`);
      // --detail: every mark of the page and measure of the backend's thread, in ms since navigation
      const timeline = [
        ...performance
          .getEntriesByType('mark')
          .concat(performance.getEntriesByType('measure'))
          .map((e) => ({ name: `page ${e.name}`, start: e.startTime, end: e.startTime + e.duration })),
        ...['domContentLoadedEventEnd', 'loadEventEnd'].map((k) => ({
          name: `page ${k}`,
          start: performance.getEntriesByType('navigation')[0]?.[k] ?? null,
          end: performance.getEntriesByType('navigation')[0]?.[k] ?? null,
        })),
        // the app's calls as the page's network saw them: from the call to its answer (msw's service
        // worker, the page's relay and the backend's thread included)
        ...performance
          .getEntriesByType('resource')
          .filter((e) => /\/(ebike|user-api|java)\//.test(e.name))
          .map((e) => ({
            name: `page call ${new URL(e.name).pathname}`,
            start: e.startTime,
            end: e.responseEnd,
          })),
        // the console's scripts as the page fetched them: how many, from the first asked to the last in
        ...(() => {
          const js = performance
            .getEntriesByType('resource')
            .filter((e) => new URL(e.name).pathname.endsWith('.js') && e.startTime < window.__drawnAt);
          return js.length
            ? [
                {
                  name: `page scripts fetched (${js.length})`,
                  start: Math.min(...js.map((e) => e.startTime)),
                  end: Math.max(...js.map((e) => e.responseEnd)),
                },
              ]
            : [];
        })(),
        { name: 'page map mounted', start: window.__mountedAt, end: window.__mountedAt },
        { name: 'page map drawn', start: window.__drawnAt, end: window.__drawnAt },
        ...mine.map((t) => ({
          name: `worker ${t.name.slice('backend:'.length)}`,
          start: local(t),
          end: local(t) + t.duration,
        })),
      ]
        .filter((e) => e.start !== null)
        .sort((a, b) => a.end - b.end);
      return {
        timeline,
        steps,
        restoreMs: restore?.duration ?? null,
        slowest,
        ms: window.__drawnAt,
        count: window.__drawnCount,
        mounted: window.__mountedAt,
        longest: Math.max(0, ...window.__tasks.filter(([at]) => at < window.__drawnAt).map(([, d]) => d)),
        world: world ? { ms: world.duration, longest: Math.max(0, ...during) } : null,
      };
    });
  };

  const summary = [];
  const breakdowns = [];
  const fmt = (ms) => (ms === null || ms === undefined ? '?' : `${ms.toFixed(0)} ms`);
  const span = (a, b) => (a === null || b === null ? null : b - a);
  /** A cold load's steps, one after another (ms), and the CPU it used. */
  const stepsOf = (r) => {
    const s = r.steps;
    return {
      'page boot to the backend asked': s.backendAsked,
      'worker script fetched and run': span(s.backendAsked, s.scriptRun),
      'journal replay + world build': r.restoreMs,
      'map read asked (after the page mounted)': s.mapAsked,
      'map read answered (its wait included)': span(s.mapAsked, s.mapAnswered),
      'map drawn after its answer': span(s.mapAnswered, s.drawn),
      'CPU: Chromium, all processes': r.cpu?.chromium ?? null,
      "the page's main thread: its tasks' time (wall, so the load's waits included)": r.cpu?.page ?? null,
    };
  };
  const breakdownLine = (r) =>
    Object.entries(stepsOf(r))
      .map(([k, v]) => `${k} ${fmt(v)}`)
      .join(' · ') + (r.slowest.length ? ` · slowest entries replayed: ${r.slowest.join(', ')}` : '');
  const breakdownTable = [];
  for (const VEHICLES of SIZES) {
    // Sign in as the administrator (the backend's SMS code), at this fleet size.
    if (DEPLOYED) {
      // a backend of its own at each size: the last one's token is forgotten
      await size(page, VEHICLES);
      await page.goto(base);
      await page.evaluate(() => localStorage.clear());
      await page.reload();
      await signInPage(page, base);
    } else {
      if (VEHICLES === SIZES[0]) await signInPage(page, base);
      await size(page, VEHICLES);
    }

    const cold = [];
    const boot = [];
    const longest = [];
    const worlds = [];
    if (WARM && !DEPLOYED) {
      await page.goto(`${base}#/vehicle/operation-map`);
      await page.evaluate(() => window.__embeddedBackend.stop?.());
      await page.reload();
      await drawn();
    }
    for (let i = 0; i < RUNS; i++) {
      let r;
      if (DEPLOYED) {
        // a browser that has not loaded the console yet (empty HTTP cache), its token kept
        const fresh = await browser.newContext({ ...CONSOLE_CONTEXT, storageState: await context.storageState() });
        const p = await newPage(fresh);
        await p.goto(`${base}#/vehicle/operation-map`);
        r = await drawn(p);
        await fresh.close();
      } else {
        await page.goto(`${base}#/vehicle/operation-map`);
        // the backend's worker outlives its last page for a while (mocks/shared/spawn.ts): ended
        // here, so that the load starts it, replays the journal and builds the world, as the first
        // page of the day does (a build before that option has no stop: its worker ends with its page)
        await page.evaluate(() => window.__embeddedBackend.stop?.());
        const cpu0 = chromiumCpuMs();
        const threads0 = DETAIL ? chromiumThreadsMs() : null;
        const task0 = await pageTaskMs(cdp);
        await page.reload();
        r = await drawn();
        const task1 = await pageTaskMs(cdp);
        // the count starts again with the new document, or goes on in the same renderer
        r.cpu = { chromium: chromiumCpuMs() - cpu0, page: task1 >= task0 ? task1 - task0 : task1 };
        breakdowns.push(r);
        console.log(`  ${breakdownLine(r)}`);
        if (DETAIL) {
          printTimeline(r.timeline);
          console.log(`  CPU by thread (ms): ${threadsLine(threads0, chromiumThreadsMs())}`);
        }
      }
      cold.push(r.ms);
      boot.push(r.mounted);
      longest.push(r.longest);
      if (r.world) worlds.push(r.world);
      console.log(
        `cold load ${i + 1}: ${r.count} points drawn ${r.ms.toFixed(0)} ms after navigation start (the page mounted at ${r.mounted.toFixed(0)} ms: app boot; ${(r.ms - r.mounted).toFixed(0)} ms loading and drawing the map; longest task ${r.longest.toFixed(0)} ms${r.world ? `; the world built in ${r.world.ms.toFixed(0)} ms on the backend's thread, the page's longest task meanwhile ${r.world.longest.toFixed(0)} ms` : ''})`,
      );
    }

    // a reload while the backend lives on (the demo build's worker outlives its page): the world is live
    const reloads = [];
    for (let i = 0; i < (DEPLOYED ? 0 : RUNS); i++) {
      await page.reload();
      const r = await drawn();
      reloads.push(r.ms);
      console.log(
        `reload ${i + 1} (the backend live): drawn ${r.ms.toFixed(0)} ms after navigation start (mounted at ${r.mounted.toFixed(0)} ms; longest task ${r.longest.toFixed(0)} ms)`,
      );
    }

    // the app running on the map (in a deployed run the cold loads were other browsers')
    if (DEPLOYED) {
      await page.goto(`${base}#/vehicle/operation-map`);
      await drawn();
    }
    const inApp = [];
    for (let i = 0; i < RUNS; i++) {
      await page.evaluate(() => {
        window.location.hash = '#/log';
      });
      await page
        .getByText(/欢迎回来/)
        .first()
        .waitFor();
      // Close the map's tab (multi-tab mode keeps a visited page mounted) so that it mounts afresh:
      // the tab's close icon, or its context menu (screens and routes: 关闭当前).
      const tab = page.locator('.ant-tabs-tab', { hasText: '运营地图' }).first();
      const close = tab.locator('[title="关闭"], .ant-tabs-tab-remove').first();
      if (await close.count()) await close.click();
      else {
        await tab.click({ button: 'right' });
        await page.getByRole('menuitem', { name: '关闭当前' }).last().click();
      }
      await page.waitForFunction(() => !document.querySelector('[data-testid="operation-map"]'), null, {
        timeout: 15000,
      });
      await page.evaluate(() => window.__resetDrawn());
      const t0 = await page.evaluate(() => performance.now());
      await page.evaluate(() => {
        window.location.hash = '#/vehicle/operation-map';
      });
      const r = await drawn();
      inApp.push(r.ms - t0);
      console.log(`in-app ${i + 1}: ${r.count} points drawn ${(r.ms - t0).toFixed(0)} ms after navigation`);
    }

    // FPS during a scripted wheel zoom and drag pan over the map.
    const box = await page.locator('[data-testid="operation-map"] canvas').first().boundingBox();
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    await page.mouse.move(cx, cy);
    await page.evaluate(() => {
      const w = window;
      w.__frames = [];
      const tick = (t) => {
        w.__frames.push(t);
        if (w.__counting) requestAnimationFrame(tick);
      };
      w.__counting = true;
      requestAnimationFrame(tick);
    });
    const t0 = Date.now();
    for (let i = 0; i < 12; i++) {
      await page.mouse.wheel(0, -120);
      await page.waitForTimeout(60);
    }
    await page.mouse.down();
    for (let i = 1; i <= 40; i++) {
      await page.mouse.move(cx - i * 8, cy - i * 4);
      await page.waitForTimeout(16);
    }
    await page.mouse.up();
    for (let i = 0; i < 8; i++) {
      await page.mouse.wheel(0, 120);
      await page.waitForTimeout(60);
    }
    const frames = await page.evaluate(() => {
      window.__counting = false;
      return window.__frames;
    });
    const seconds = (frames.at(-1) - frames[0]) / 1000;
    const fps = (frames.length - 1) / seconds;
    let worst = 0;
    for (let i = 1; i < frames.length; i++) worst = Math.max(worst, frames[i] - frames[i - 1]);
    // the map settles: the last view's answer drawn
    await page.waitForTimeout(1500);
    console.log(
      `zoom + pan: ${frames.length - 1} frames in ${seconds.toFixed(2)} s (${((Date.now() - t0) / 1000).toFixed(2)} s wall) = ${fps.toFixed(1)} fps, longest frame ${worst.toFixed(0)} ms`,
    );

    const median = (a) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
    console.log(
      `\n--- operation-map with %d vehicles, ${DEPLOYED ? 'production build, nginx and the Node backend' : 'demo build, embedded backend'} (load average %s) ---`,
      VEHICLES,
      loadavg()
        .map((l) => l.toFixed(1))
        .join(' '),
    );
    console.log(
      `navigation → all points drawn (cold page load), median of ${RUNS}: ${median(cold).toFixed(0)} ms  (goal ≤ ${coldGoal(VEHICLES)} ms: ${median(cold) <= coldGoal(VEHICLES) ? 'met' : 'NOT met'}; of it app boot to the page's mount: ${median(boot).toFixed(0)} ms)`,
    );
    if (worlds.length)
      console.log(
        `the world's build on the backend's thread, median of ${worlds.length}: ${median(worlds.map((w) => w.ms)).toFixed(0)} ms; the page's longest task meanwhile: ${median(worlds.map((w) => w.longest)).toFixed(0)} ms  (goal ≤ ${GOAL.frame} ms: ${median(worlds.map((w) => w.longest)) <= GOAL.frame ? 'met' : 'NOT met'})`,
      );
    console.log(
      `longest task of the page during a cold load, until the map drew, median of ${RUNS}: ${median(longest).toFixed(0)} ms  (goal ≤ ${GOAL.frame} ms: ${median(longest) <= GOAL.frame ? 'met' : 'NOT met'})`,
    );
    if (reloads.length)
      console.log(
        `navigation → all points drawn (reload, the backend live), median of ${RUNS}: ${median(reloads).toFixed(0)} ms`,
      );
    console.log(
      `navigation → all points drawn (in-app), median of ${RUNS}: ${median(inApp).toFixed(0)} ms  (goal ≤ ${GOAL.ms} ms: ${median(inApp) <= GOAL.ms ? 'met' : 'NOT met'})`,
    );
    console.log(
      `frames per second during zoom + pan: ${fps.toFixed(1)}  (goal ≥ ${GOAL.fps}: ${fps >= GOAL.fps ? 'met' : 'NOT met'})`,
    );
    console.log(
      `longest frame during zoom + pan: ${worst.toFixed(0)} ms  (goal ≤ ${GOAL.frame} ms: ${worst <= GOAL.frame ? 'met' : 'NOT met'})`,
    );
    if (breakdowns.length) {
      const rows = breakdowns.map(stepsOf);
      const med = (k) => {
        const v = rows.map((x) => x[k]).filter((x) => x !== null);
        return v.length ? median(v) : null;
      };
      breakdownTable.push(
        `| ${VEHICLES.toLocaleString('en')} | ${Object.keys(rows[0])
          .map((k) => fmt(med(k)))
          .join(' | ')} |`,
      );
      breakdownTable.header = `| vehicles | ${Object.keys(rows[0]).join(' | ')} |\n|${' --- |'.repeat(Object.keys(rows[0]).length + 1)}`;
      breakdowns.length = 0;
    }
    summary.push(
      `| ${VEHICLES.toLocaleString('en')} | ${median(cold).toFixed(0)} ms (${cold.map((x) => x.toFixed(0)).join(' / ')}) | ${median(longest).toFixed(0)} ms | ${reloads.length ? `${median(reloads).toFixed(0)} ms` : '–'} | ${median(inApp).toFixed(0)} ms | ${fps.toFixed(1)} | ${worst.toFixed(0)} ms |`,
    );
  }
  console.log(
    '\n| vehicles | cold: navigation → map drawn (median, runs) | cold: longest task | reload, backend live | in-app | zoom + pan fps | longest frame |\n| --- | --- | --- | --- | --- | --- | --- |',
  );
  console.log(summary.join('\n'));
  if (breakdownTable.length) {
    console.log(
      `\nwhere a cold load's time goes (median of ${RUNS}; ms since navigation for "asked", durations otherwise; CPU in core-ms, load average ${loadavg()[0].toFixed(1)}):`,
    );
    console.log(`${breakdownTable.header}\n${breakdownTable.join('\n')}`);
  }
  if (errors.length) console.log('page errors:', errors);
} finally {
  await browser.close();
  await stop();
}
