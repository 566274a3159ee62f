#!/usr/bin/env node
// Lighthouse (12.8, runs on Node 20) on the login page of the production build, mobile and desktop.
//   npm run lighthouse [-- --demo] [-- --no-build]
// LIGHTHOUSE_PORT (default 4191) sets the port of the preview server it starts.
// The production build is what operators load; --demo audits the build with the embedded backend.
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { startPreview } from './lib/preview.mjs';

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4191);
const url = `http://127.0.0.1:${PORT}/#/login`;
const chromePath = process.env.CHROME_PATH ?? CHROMIUM_PATH;

const demo = process.argv.includes('--demo');
const outDir = demo ? 'dist-demo' : 'dist';
if (!process.argv.includes('--no-build')) {
  const s = spawnSync('npm', ['run', demo ? 'build:demo' : 'build'], { stdio: ['ignore', 'ignore', 'inherit'] }).status;
  if (s !== 0) process.exit(s ?? 1);
}
const { stop } = await startPreview({ outDir, port: PORT, waitMs: 30_000 });

const { default: lighthouse } = await import('lighthouse');
const chromeLauncher = await import('chrome-launcher');

async function audit(preset) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    userDataDir: mkdtempSync(join(tmpdir(), 'lh-')),
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    const config =
      preset === 'desktop' ? (await import('lighthouse/core/config/desktop-config.js')).default : undefined;
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
      },
      config,
    );
    const c = result.lhr.categories;
    const a = result.lhr.audits;
    return {
      preset,
      performance: c.performance.score,
      accessibility: c.accessibility.score,
      bestPractices: c['best-practices'].score,
      fcp: a['first-contentful-paint'].displayValue,
      lcp: a['largest-contentful-paint'].displayValue,
      tbt: a['total-blocking-time'].displayValue,
      si: a['speed-index'].displayValue,
      cls: a['cumulative-layout-shift'].displayValue,
      // what blocks: the longest main-thread tasks (simulated), to tell the app's work from a busy machine
      longTasks: (a['long-tasks']?.details?.items ?? [])
        .slice(0, 3)
        .map((t) => `${Math.round(t.duration)} ms ${String(t.url).replace(/^.*\//, '')}`)
        .join(', '),
      lcpElement: a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '?',
    };
  } finally {
    await chrome.kill();
  }
}

try {
  const rows = [await audit('mobile'), await audit('desktop')];
  console.log(`Lighthouse ${url} (${outDir})`);
  console.table(rows.map(({ longTasks: _l, lcpElement: _e, ...r }) => r));
  for (const r of rows) console.log(`${r.preset}: longest tasks ${r.longTasks || 'none'}; LCP element ${r.lcpElement}`);
} finally {
  stop();
}
