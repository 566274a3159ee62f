#!/usr/bin/env node
/**
 * The console's boot time in Chromium against the demo build: a fresh browser context (no
 * service worker, no journal, as each browser test starts) opens #/login, and the time is
 * taken until the login form can be used. Printed per phase (ms since navigation start):
 *   html        the document's response ended
 *   scripts     the last script or style of the first load arrived
 *   backend     the embedded backend started: its module ran (backend:start) and the mock
 *               service worker controls the page (backend:ready)
 *   form        the phone field is editable (加载中… gone)
 * and the machine's load average. The browser tests use measureBoot() once at their start
 * to scale their timeouts (tests/e2e/globalSetup.ts).
 *
 *   node scripts/boot-time.mjs [--runs 3] [--port 4290]
 *   DEMO_OUT_DIR=dist-demo-x node scripts/boot-time.mjs   (which build; default dist-demo, built if missing)
 *   BOOT_URL=http://127.0.0.1:4173/ node scripts/boot-time.mjs   (an already running preview)
 */
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { CONSOLE_CONTEXT, launchChromium } from './lib/chromium.mjs';
import { ensureBuild, startPreview } from './lib/preview.mjs';

/**
 * One boot in a fresh context of `browser`: the phases above, in ms since navigation start.
 * `timeout` bounds the wait for the form (a console that never boots throws); `ignoreHTTPSErrors`
 * for a server with a self-signed certificate (the deploy tests').
 */
export async function measureBoot(browser, baseUrl, timeout = 300_000, ignoreHTTPSErrors = false) {
  const context = await browser.newContext({ ...CONSOLE_CONTEXT, ignoreHTTPSErrors });
  try {
    const page = await context.newPage();
    await page.goto(new URL('./#/login', baseUrl).href);
    await page.getByLabel('手机号').waitFor({ state: 'visible', timeout });
    await page.waitForFunction(
      () => {
        const input = document.querySelector('input#phone, input[placeholder="11位手机号"]');
        return !!input && !input.disabled && !document.body.textContent?.includes('加载中…');
      },
      undefined,
      { timeout, polling: 50 },
    );
    return await page.evaluate(() => {
      const now = performance.now();
      const nav = performance.getEntriesByType('navigation')[0];
      const mark = (name) => performance.getEntriesByName(name)[0]?.startTime ?? null;
      const resources = performance
        .getEntriesByType('resource')
        .filter((r) => /\.(js|css)$/.test(new URL(r.name).pathname));
      const beforeBackend = mark('backend:start') ?? now;
      const firstLoad = resources.filter((r) => r.startTime <= beforeBackend);
      return {
        html: Math.round(nav?.responseEnd ?? 0),
        scripts: Math.round(Math.max(0, ...firstLoad.map((r) => r.responseEnd))),
        backendStart: mark('backend:start') === null ? null : Math.round(mark('backend:start')),
        backendReady: mark('backend:ready') === null ? null : Math.round(mark('backend:ready')),
        form: Math.round(now),
        files: resources.length,
      };
    });
  } finally {
    await context.close();
  }
}

async function main() {
  const arg = (name, dflt) => {
    const i = process.argv.indexOf(`--${name}`);
    return i >= 0 ? process.argv[i + 1] : dflt;
  };
  const runs = Number(arg('runs', 3));
  const port = Number(arg('port', 4290));
  const outDir = process.env.DEMO_OUT_DIR ?? 'dist-demo';
  const { chromium } = await import('@playwright/test');
  if (!process.env.BOOT_URL && !ensureBuild(outDir)) process.exit(1);
  const { base, stop } = await startPreview({ outDir, port, url: process.env.BOOT_URL, waitMs: 60_000 });
  const browser = await launchChromium(chromium);
  try {
    console.log(
      `boot of #/login in a fresh context, ${base} (load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')})`,
    );
    console.log('run  html  scripts  backend:start  backend:ready  form  files (ms since navigation)');
    const forms = [];
    for (let i = 1; i <= runs; i++) {
      const b = await measureBoot(browser, base);
      forms.push(b.form);
      console.log(
        `${String(i).padStart(3)}  ${String(b.html).padStart(4)}  ${String(b.scripts).padStart(7)}  ${String(b.backendStart).padStart(13)}  ${String(b.backendReady).padStart(13)}  ${String(b.form).padStart(4)}  ${b.files}`,
      );
    }
    forms.sort((a, b) => a - b);
    console.log(
      `boot time (form usable), median of ${runs}: ${forms[Math.floor(runs / 2)]} ms; load average now ${loadavg()[0].toFixed(1)}`,
    );
  } finally {
    await browser.close();
    stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
