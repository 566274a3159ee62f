/**
 * The demo build served for a benchmark or a measure: built when it is missing (or when asked),
 * then `vite preview` in a process group of its own, waited for until it answers.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH, launchChromium } from './chromium.mjs';

/** Builds `npm run <script>` into `outDir` when it has no index.html, or always with `force`; false when the build failed. */
export function ensureBuild(outDir, { force = false, script = 'build:demo' } = {}) {
  if (!force && existsSync(`${outDir}/index.html`)) return true;
  return (
    spawnSync('npm', ['run', script], { stdio: 'inherit', env: { ...process.env, DEMO_OUT_DIR: outDir } }).status === 0
  );
}

/**
 * `vite preview` of `outDir` on `port`, once it answers (or `url`, a preview already running).
 * `stop()` ends the preview this started, and is a no-op for one given by `url`.
 */
export async function startPreview({ outDir, port, url, waitMs = 60_000 }) {
  if (url) return { base: url, stop: () => {} };
  const base = `http://127.0.0.1:${port}/`;
  const child = spawn(
    'npx',
    ['vite', 'preview', '--outDir', outDir, '--port', String(port), '--strictPort', '--host', '127.0.0.1'],
    { stdio: 'ignore', detached: true },
  );
  const stop = () => {
    try {
      process.kill(-child.pid);
    } catch {
      /* already gone */
    }
  };
  for (const until = Date.now() + waitMs; Date.now() < until; ) {
    try {
      if ((await fetch(base)).ok) return { base, stop };
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  stop();
  throw new Error(`vite preview did not answer at ${base}`);
}

/**
 * Chromium on the demo build for a benchmark's browser half: the build in `outDir` (made when
 * missing, or with --build), its preview on `port` (or BENCH_URL, one already running) and the
 * browser; `close()` ends both. `{ skipped }` says why there is none.
 */
export async function demoInChromium({ outDir, port }) {
  const { chromium } = await import('@playwright/test');
  if (!existsSync(CHROMIUM_PATH)) return { skipped: `Chromium not found at ${CHROMIUM_PATH}` };
  if (!process.env.BENCH_URL && !ensureBuild(outDir, { force: process.argv.includes('--build') })) {
    return { skipped: 'the demo build failed' };
  }
  const { base, stop } = await startPreview({ outDir, port, url: process.env.BENCH_URL });
  const browser = await launchChromium(chromium);
  const close = async () => {
    await browser.close();
    stop();
  };
  return { base, browser, close };
}
