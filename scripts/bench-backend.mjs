#!/usr/bin/env node
/**
 * User-management benchmark (not a test). Prints one table of:
 *
 *   1. The embedded backend's time to answer the first page (20 rows) of
 *      - the rider list (20,000 riders), without and with a filter,
 *      - the order list (~60,000 rides over 90 days) with a filter,
 *      measured in Node: the msw/node server the integration tests use, called the
 *      way the app calls it (signed-in session, `_t` header, Bearer token, AES
 *      `{params}` envelope), from `fetch` to the parsed answer.
 *        cold = the first call on a fresh database (it generates the riders and
 *               the rides from the seed: a one-off per page load);
 *        warm = median of the following calls (--runs, default 15).
 *      Goal: ≤ 20 ms each (warm; the cold call is reported, not judged).
 *   2. In Chromium against the demo build (served by `vite preview`): the same
 *      list requests as the page sees them through the mock service worker
 *      (Resource Timing of the XHR), and the time from navigation to the first
 *      rows of /user-info on screen, on a full page load (app boot, embedded
 *      backend start, data generation) and on opening it inside the running app.
 *
 *   3. In Chromium: the embedded backend's cold start (the default world built from the
 *      seed and lived on to the clock, `performance.measure('backend:world')` on the
 *      backend's thread, read through the demo build's hook, goal ≤ 500 ms) and the slowest call of a full page load of
 *      /user-info and of 首页; the living world's tick with 50,000 vehicles (the page's
 *      Date.now moved a minute at a time, Server-Timing `world` of the next call; goal ≤ 20 ms).
 *
 *   node scripts/bench-backend.mjs [--runs 15] [--no-browser] [--build] [--port 4285]
 *   DEMO_OUT_DIR=dist-demo-users node scripts/bench-backend.mjs   (which build to serve; default dist-demo)
 *   BENCH_URL=http://127.0.0.1:4275/ node scripts/bench-backend.mjs   (an already running preview)
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { signInPage } from './bench-signin.mjs';
import { CONSOLE_CONTEXT } from './lib/chromium.mjs';
import { demoInChromium } from './lib/preview.mjs';
import { moduleServer } from './vite-node.mjs';

const arg = (name, dflt) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : dflt;
};
const RUNS = Math.max(3, Number(arg('runs', '15')));
const PORT = Number(arg('port', '4285'));
const OUT_DIR = process.env.DEMO_OUT_DIR ?? 'dist-demo';
const GOAL_MS = 20;
/** A row of the rider list (keys are user ids). */
const RIDER_ROW = '.ant-table-tbody tr[data-row-key^="U1"]';

const median = (a) => {
  const s = [...a].sort((x, y) => x - y);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const ms = (v) => (v === undefined || Number.isNaN(v) ? '-' : `${v.toFixed(1)} ms`);

/** The list requests measured, each as the screen sends it (page 1 of 20). */
const LISTS = [
  { name: 'riders /user-info, no filter', path: '/platform/user/list', query: {} },
  {
    name: 'riders, deposit=paid + area',
    path: '/platform/user/list',
    query: { depositStatus: 'paid', serviceAreaId: 'SA002' },
  },
  { name: 'orders /user-order, status=paid', path: '/platform/order/list', query: { status: 'paid' } },
  {
    name: 'orders, status + area + last 7 days',
    path: '/platform/order/list',
    query: { status: 'paid', serviceAreaId: 'SA001', startAt: 'LAST7' },
  },
];

/** `a~b` of the last 7 days (UTC+8), as the date-range filter sends it. */
function last7() {
  const day = (ms) => new Date(ms + 8 * 3600000).toISOString().slice(0, 10);
  return `${day(Date.now() - 6 * 86400000)}~${day(Date.now())}`;
}
const withDates = (q) => Object.fromEntries(Object.entries(q).map(([k, v]) => [k, v === 'LAST7' ? last7() : v]));

// ---------------------------------------------------------------- 1. Node

async function benchNode() {
  const vite = await moduleServer();
  try {
    const load = (p) => vite.ssrLoadModule(p);
    const { server } = await load('/mocks/node.ts');
    const { resetDb } = await load('/mocks/db/store.ts');
    // Signed in and called as the console does (key exchange, SMS check, envelopes).
    const { signInOverHttp, signedRequest } = await load('/scripts/lib/httpSession.ts');
    server.listen({ onUnhandledRequest: 'error' });

    const signIn = () => signInOverHttp('http://localhost');
    const get = async (s, path, query) => {
      const { url, init } = signedRequest(s, 'GET', path, query);
      const res = await fetch(url, init);
      const json = await res.json();
      // The backend's own time on the answer (route() sends Server-Timing: app;dur=…).
      const app = /app;dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '');
      Object.defineProperty(json, 'serverMs', { value: app ? Number(app[1]) : Number.NaN });
      return json;
    };
    const timed = async (s, list) => {
      const t0 = performance.now();
      const a = await get(s, list.path, { page: 1, pageSize: 20, ...withDates(list.query) });
      const t = performance.now() - t0;
      if (!a.suc || !Array.isArray(a.data?.rows) || !a.data.rows.length)
        throw new Error(`${list.path}: ${JSON.stringify(a).slice(0, 200)}`);
      return { t, server: a.serverMs, total: a.data.total };
    };

    const out = [];
    for (const list of LISTS) {
      // A fresh database for each list, so each cold call pays its own generation;
      // then the first call on another fresh database whose data was generated
      // beforehand (by the other list): what a first search costs once the app runs.
      resetDb();
      const s = await signIn();
      const cold = await timed(s, list);
      const warm = [];
      const warmServer = [];
      for (let i = 0; i < RUNS; i++) {
        const w = await timed(s, list);
        warm.push(w.t);
        warmServer.push(w.server);
      }
      resetDb();
      const s2 = await signIn();
      await timed(
        s2,
        LISTS.find((l) => l.path !== list.path),
      );
      const first = await timed(s2, list);
      out.push({
        ...list,
        total: cold.total,
        cold: cold.t,
        first: first.t,
        warm: median(warm),
        server: median(warmServer),
      });
    }
    server.close();
    return out;
  } finally {
    await vite.close();
  }
}

// ---------------------------------------------------------------- 1b. the living world's tick

/**
 * The living world (mocks/db/liveFleet.ts) with 50,000 vehicles, in Node: the first
 * advance (vehicles tied to the rides, the world lived on from its hour to the clock),
 * then one minute at a time for an hour (TICK_MINUTES), each timed.
 */
const TICK_VEHICLES = 50000;
const TICK_MINUTES = 60;
async function benchTick() {
  const store = new Map([['ebike_mock_vehicles', String(TICK_VEHICLES)]]);
  globalThis.localStorage = {
    getItem: (k) => store.get(k) ?? null,
    setItem: () => undefined,
    removeItem: () => undefined,
  };
  const vite = await moduleServer();
  try {
    const load = (p) => vite.ssrLoadModule(p);
    const { pinClock, advanceClock, now } = await load('/src/shared/utils/clock.ts');
    pinClock(Date.now());
    const { resetDb } = await load('/mocks/db/store.ts');
    const { getOrders } = await load('/mocks/db/orders.ts');
    const { getVehicles } = await load('/mocks/db/vehicles.ts');
    const { advanceWorld } = await load('/mocks/db/liveFleet.ts');
    resetDb();
    getOrders();
    const vehicles = getVehicles().length;
    let t0 = performance.now();
    advanceWorld(now());
    const first = performance.now() - t0;
    // the first hour builds what its first rides touch (riders, coupons, wallets, activity
    // indexes: the same one-off builds a first rider page pays); the second is the steady tick
    const hour = () => {
      const ticks = [];
      for (let i = 0; i < TICK_MINUTES; i++) {
        advanceClock(60000);
        t0 = performance.now();
        advanceWorld(now());
        ticks.push(performance.now() - t0);
      }
      return ticks;
    };
    const firstHour = hour();
    const ticks = hour();
    const riding = getOrders().filter((o) => o.status === 'riding').length;
    const worst = ticks
      .map((t, i) => [t, i])
      .sort((a, b) => b[0] - a[0])
      .slice(0, 3);
    return {
      vehicles,
      first,
      firstHourMax: Math.max(...firstHour),
      median: median(ticks),
      max: Math.max(...ticks),
      worst,
      riding,
    };
  } finally {
    await vite.close();
    delete globalThis.localStorage;
  }
}

// ---------------------------------------------------------------- 2. Chromium

/**
 * The living world's tick in Chromium, 50,000 vehicles: the page's clock (Playwright's,
 * running with real time) jumps a minute, the list's 刷新 asks again, and the backend's
 * Server-Timing `world` of the calls since says what bringing the world up to the clock
 * cost. The first TICK_MINUTES minutes build what the first rides touch; the next are timed.
 */
async function benchTickBrowser(browser, base) {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
  try {
    await context.addInitScript((n) => {
      localStorage.setItem('ebike_mock_vehicles', String(n));
      // the app's clock (src/shared/utils/clock.ts) reads Date.now(): moved on here a minute at a
      // time; performance.now() stays real, so the backend's Server-Timing durations do too
      const wall = Date.now.bind(Date);
      let shift = 0;
      Date.now = () => wall() + shift;
      window.__shiftClock = (ms) => {
        shift += ms;
      };
    }, TICK_VEHICLES);
    const page = await context.newPage();
    await signInPage(page, base);
    // a vehicle list: the world lives once the fleet is built
    const listed = page.waitForResponse((r) => r.url().includes('/platform/vehicle/list'), { timeout: 60000 });
    await page.goto(`${base}#/vehicle/vehicle-query`);
    await listed;
    const refresh = page.getByRole('button', { name: '刷新' }).filter({ visible: true }).first();
    const worldOf = (res) => Number(/world;dur=([\d.]+)/.exec(res.headers()['server-timing'] ?? '')?.[1] ?? 0);
    const minute = async () => {
      const worlds = [];
      const seen = (res) => worlds.push(worldOf(res));
      page.on('response', seen);
      await page.evaluate(() => window.__shiftClock(60000));
      const answered = page.waitForResponse((r) => r.url().includes('/platform/vehicle/list'));
      await refresh.click();
      await answered;
      page.off('response', seen);
      return Math.max(0, ...worlds);
    };
    for (let i = 0; i < TICK_MINUTES; i++) await minute();
    const ticks = [];
    for (let i = 0; i < TICK_MINUTES; i++) ticks.push(await minute());
    return { median: median(ticks), max: Math.max(...ticks) };
  } finally {
    await context.close();
  }
}

async function benchBrowser() {
  const demo = await demoInChromium({ outDir: OUT_DIR, port: PORT });
  if (demo.skipped) return demo;
  const { base, browser } = demo;
  try {
    const context = await browser.newContext(CONSOLE_CONTEXT);
    // When the first rider row shows (ms since navigation start; reset before in-app runs).
    await context.addInitScript((ROW) => {
      const w = window;
      w.__rowsAt = null;
      const watch = () =>
        new MutationObserver(() => {
          if (w.__rowsAt === null && document.querySelector(ROW)) w.__rowsAt = performance.now();
        }).observe(document.documentElement, { subtree: true, childList: true });
      if (document.documentElement) watch();
      else document.addEventListener('DOMContentLoaded', watch);
    }, RIDER_ROW);
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));

    await signInPage(page, base);

    const rowsShown = async () => {
      await page
        .waitForFunction(() => window.__rowsAt !== null, null, { timeout: 60000, polling: 20 })
        .catch(async (e) => {
          await page.screenshot({ path: 'artifacts/bench-backend-timeout.png' });
          throw new Error(
            `no rider rows on ${page.url()} (screenshot: artifacts/bench-backend-timeout.png): ${e.message}`,
          );
        });
      return page.evaluate(() => window.__rowsAt);
    };
    /** Durations (Resource Timing) of the page's requests to this list path so far. */
    const listTimes = (path) =>
      page.evaluate(
        (p) =>
          performance
            .getEntriesByType('resource')
            .filter((e) => e.name.includes(p))
            .map((e) => ({
              total: e.duration,
              app: e.serverTiming?.find((x) => x.name === 'app')?.duration ?? Number.NaN,
            })),
        path,
      );

    /**
     * The embedded backend's cold start on the page just loaded: the call that built the world
     * (Server-Timing world > 0: the seed generated and lived on to the clock), its time in the
     * backend, and when it was answered counted from the backend's start (worker registration
     * and journal replay included).
     */
    const backendColdStart = async () => {
      // (built ahead when the backend had a moment; else by the call that first needed it). The
      // backend times its builds on its own thread (the shared worker, or the page without one):
      // the demo build's hook hands them over.
      await page
        .waitForFunction(
          async () => (await window.__embeddedBackend.timings()).some((m) => m.name === 'backend:world'),
          null,
          { timeout: 5000, polling: 100 },
        )
        .catch(() => undefined);
      return page.evaluate(async () => {
        const built = await window.__embeddedBackend.timings();
        const t = (e, name) => e.serverTiming?.find((x) => x.name === name)?.duration ?? 0;
        const calls = performance
          .getEntriesByType('resource')
          .filter((e) => e.serverTiming?.some((x) => x.name === 'app'));
        const first = calls.sort((a, b) => t(b, 'app') - t(a, 'app'))[0];
        const start = performance.getEntriesByName('backend:start')[0]?.startTime ?? Number.NaN;
        const ready = performance.getEntriesByName('backend:ready')[0]?.startTime ?? Number.NaN;
        const world = built.find((m) => m.name === 'backend:world')?.duration ?? 0;
        const history = built.find((m) => m.name === 'backend:history')?.duration;
        // the whole default world: the fleet and the rides under way (built ahead), and the rides'
        // history (built when idle, or by the call that needed it first: then that call's time)
        const whole = world + (history ?? t(first, 'app'));
        return {
          world,
          whole,
          app: t(first, 'app'),
          path: first ? new URL(first.name).pathname : '',
          ready: ready - start,
          answered: first ? first.responseEnd - start : Number.NaN,
        };
      });
    };
    // Full page loads of /user-info: boot, backend start, generation, request, render.
    const cold = [];
    const coldRequest = [];
    const coldStart = [];
    for (let i = 0; i < Math.min(3, RUNS); i++) {
      await page.goto(`${base}#/user-info`);
      // the backend's worker, which outlives its page for a while, ended: the load starts it
      await page.evaluate(() => window.__embeddedBackend.stop?.());
      await page.reload();
      cold.push(await rowsShown());
      coldRequest.push((await listTimes('/platform/user/list'))[0]);
      coldStart.push(await backendColdStart());
    }
    // The home page (首页, where a sign-in lands: it reads the fleet, the rides and the ledger)
    const coldHome = [];
    for (let i = 0; i < Math.min(3, RUNS); i++) {
      await page.goto(`${base}#/log`);
      await page.evaluate(() => window.__embeddedBackend.stop?.());
      await page.reload();
      await page.waitForLoadState('networkidle');
      coldHome.push(await backendColdStart());
    }
    await page.goto(`${base}#/user-info`);
    await rowsShown();
    // Warm list requests as the page sees them: the list's 刷新 again and again.
    const refresh = () => page.getByRole('button', { name: '刷新' }).filter({ visible: true }).first();
    const warmUsers = async () => {
      const seen = (await listTimes('/platform/user/list')).length;
      await refresh().click();
      await page.waitForFunction(
        ([p, n]) => performance.getEntriesByType('resource').filter((e) => e.name.includes(p)).length > n,
        ['/platform/user/list', seen],
        { polling: 10 },
      );
      return (await listTimes('/platform/user/list')).at(-1);
    };
    const warmUser = [];
    for (let i = 0; i < RUNS; i++) warmUser.push(await warmUsers());

    // Opening /user-info inside the running app (data already generated).
    const inApp = [];
    for (let i = 0; i < Math.min(5, RUNS); i++) {
      await page.evaluate(() => {
        window.location.hash = '#/log';
      });
      await page.waitForURL((u) => u.hash === '#/log');
      // Close the list's tab (multi-tab mode keeps a visited page mounted) so that it mounts afresh.
      const tab = page.locator('.ant-tabs-tab', { hasText: '用户列表' }).first();
      const close = tab.locator('[title="关闭"], .ant-tabs-tab-remove').first();
      if (await close.count()) await close.click();
      else if (await tab.count()) {
        await tab.click({ button: 'right' });
        await page.getByRole('menuitem', { name: '关闭当前' }).last().click();
      }
      await page.waitForFunction((row) => !document.querySelector(row), RIDER_ROW, { timeout: 15000 });
      const t0 = await page.evaluate(() => {
        window.__rowsAt = null;
        return performance.now();
      });
      await page.evaluate(() => {
        window.location.hash = '#/user-info';
      });
      inApp.push((await rowsShown()) - t0);
    }

    // The order list with a filter, through the service worker: cold (fresh page) and warm.
    await page.goto(`${base}#/user-order?status=paid`);
    await page.evaluate(() => window.__embeddedBackend.stop?.());
    await page.reload();
    await page.locator('.ant-table-tbody tr[data-row-key^="R"]').first().waitFor({ timeout: 60000 });
    const orderCold = (await listTimes('/platform/order/list'))[0];
    const warmOrder = [];
    for (let i = 0; i < RUNS; i++) {
      const seen = (await listTimes('/platform/order/list')).length;
      await refresh().click();
      await page.waitForFunction(
        ([p, n]) => performance.getEntriesByType('resource').filter((e) => e.name.includes(p)).length > n,
        ['/platform/order/list', seen],
        { polling: 10 },
      );
      warmOrder.push((await listTimes('/platform/order/list')).at(-1));
    }
    const tick = await benchTickBrowser(browser, base);
    return { cold, coldRequest, coldStart, coldHome, warmUser, inApp, orderCold, warmOrder, errors, tick };
  } finally {
    await demo.close();
  }
}

// ---------------------------------------------------------------- report

const node = await benchNode();
const tick = await benchTick();
const browser = process.argv.includes('--no-browser') ? { skipped: '--no-browser' } : await benchBrowser();

const rows = [];
const verdict = (v) => (v <= GOAL_MS ? 'met' : 'NOT met');
for (const r of node) {
  rows.push([
    `Node: ${r.name} (${r.total.toLocaleString('en-US')} match)`,
    ms(r.cold),
    ms(r.first),
    ms(r.warm),
    ms(r.server),
    `${verdict(r.warm)} (≤ ${GOAL_MS} ms)`,
  ]);
}
if (!browser.skipped) {
  const b = (list) => [median(list.map((x) => x.total)), median(list.map((x) => x.app))];
  const [uTotal, uApp] = b(browser.warmUser);
  const [oTotal, oApp] = b(browser.warmOrder);
  // In the page the goal is judged on the backend's own time; the round trip is reported beside it.
  const both = (total, app) => `backend ${verdict(app)}, round trip ${verdict(total)}`;
  rows.push([
    'Chromium: riders page 1, through the service worker',
    ms(median(browser.coldRequest.map((x) => x.total))),
    '-',
    ms(uTotal),
    ms(uApp),
    both(uTotal, uApp),
  ]);
  rows.push([
    'Chromium: orders page 1, status=paid, through the service worker',
    ms(browser.orderCold.total),
    '-',
    ms(oTotal),
    ms(oApp),
    both(oTotal, oApp),
  ]);
  rows.push([
    'Chromium: /user-info navigation -> first rows on screen',
    ms(median(browser.cold)),
    ms(median(browser.inApp)),
    '-',
    '-',
    'reported',
  ]);
}
const COLD_GOAL_MS = 500;
const head = [
  'measurement',
  'cold: first call',
  'first call, data made',
  `warm: median of ${RUNS}`,
  'of it in the backend',
  'goal (warm)',
];
const width = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
const line = (cells) => `| ${cells.map((c, i) => c.padEnd(width[i])).join(' | ')} |`;
console.log(
  `\nEmbedded backend, user management — load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
console.log(line(head));
console.log(`|${width.map((w) => '-'.repeat(w + 2)).join('|')}|`);
rows.forEach((r) => console.log(line(r)));
console.log(
  'cold: the first request on a fresh database, which generates 20,000 riders and ~60,000 rides from the seed (once per page load);',
);
console.log(
  'first call, data made: the first request of this list after another list generated the data; warm: the same request again.',
);
console.log(
  'of it in the backend: what the backend reports in Server-Timing (envelope, token, filter, page, JSON); the rest is msw and transport',
);
console.log(
  '(in the page: the service worker hop, and the main thread the handler shares with the list re-rendering).',
);
console.log(
  '/user-info: cold = a full page load (sign-in kept; app boot, backend start, generation, request, render; median of 3),',
);
console.log('            second column = opening it inside the running app (median of 5).');
console.log(
  `\nLiving world, ${tick.vehicles.toLocaleString('en-US')} vehicles (Node): first advance (the world lived on from its minute to the clock) ${ms(tick.first)}; ` +
    `first hour's slowest minute ${ms(tick.firstHourMax)} (one-off index builds); then one minute's tick: median ${ms(tick.median)}, max ${ms(tick.max)} over ${TICK_MINUTES} minutes (goal ≤ ${GOAL_MS} ms: ${verdict(tick.max)}); ${tick.riding} rides under way at the end; ` +
    `slowest minutes: ${tick.worst.map(([t, i]) => `#${i + 1} ${ms(t)}`).join(', ')}`,
);
if (!browser.skipped) {
  console.log(
    `Living world, ${TICK_VEHICLES.toLocaleString('en-US')} vehicles (Chromium, the demo build): one minute's tick median ${ms(browser.tick.median)}, max ${ms(browser.tick.max)} over ${TICK_MINUTES} minutes after the first ${TICK_MINUTES} (goal ≤ ${GOAL_MS} ms: ${verdict(browser.tick.max)}).`,
  );
  const c = browser.coldStart;
  const whole = median(c.map((x) => x.whole));
  console.log(
    `\nCold start of the embedded backend in Chromium (default world: 3,000 vehicles, 20,000 riders, ~60,000 rides), full page loads of /user-info (signed in): ` +
      `the whole world made from the seed and lived on to the clock in ${ms(whole)} (median of ${c.length}; runs: ${c.map((x) => ms(x.whole)).join(', ')}; goal ≤ ${COLD_GOAL_MS} ms: ${whole <= COLD_GOAL_MS ? 'met' : 'NOT met'}): ` +
      `the fleet and the rides under way ${ms(median(c.map((x) => x.world)))} when the page had a moment after the first signed-in call, the rides' history in the rider list's call (${c[0].path}: ${ms(median(c.map((x) => x.app)))}), ` +
      `answered ${ms(median(c.map((x) => x.answered)))} after the backend's start (worker registered and journal replayed after ${ms(median(c.map((x) => x.ready)))}).`,
  );
  const h = browser.coldHome;
  console.log(
    `  首页 /log: the fleet and the rides under way made in ${ms(median(h.map((x) => x.world)))} while it loads; its slowest call (${h[0].path}) took the backend ${ms(median(h.map((x) => x.app)))}.`,
  );
}
if (browser.skipped) console.log(`Chromium part skipped: ${browser.skipped}`);
else if (browser.errors.length) console.log('page errors:', browser.errors);
