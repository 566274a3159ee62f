import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS } from './scripts/lib/chromium.mjs';
import { measuredWorkers, scaled } from './tests/e2e/machine';

/**
 * Browser tests: Debian's Chromium (never `playwright install`: no download) against the
 * demo build (`npm run build:demo` → dist-demo/, embedded backend in the page's
 * service worker), served by `vite preview`. Run them with `npm run test:e2e`, which
 * builds first. Specs save their screenshots to artifacts/screenshots/; Playwright's
 * own output (traces, failure screenshots) goes to test-results/.
 */
const CI = process.env.CI === 'true' || process.env.CI === '1';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// E2E_PORT and DEMO_OUT_DIR let two runs share a machine (the defaults are what CI uses).
const PORT = Number(process.env.E2E_PORT ?? 4173);
const DEMO_OUT_DIR = process.env.DEMO_OUT_DIR ?? 'dist-demo';
const BASE_URL = `http://127.0.0.1:${PORT}/`;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: PORT === 4173 ? 'test-results' : `test-results-${PORT}`,
  // Every timeout is a quiet CI machine's, multiplied by how much slower this machine booted
  // the console at the start of the run (tests/e2e/globalSetup.ts, tests/e2e/machine.ts).
  globalSetup: './tests/e2e/globalSetup.ts',
  timeout: scaled(120_000),
  expect: { timeout: scaled(10_000) },
  fullyParallel: false,
  forbidOnly: CI,
  // Most of a fault sweep is waiting (latency, retries), not CPU: two workers per idle core
  // (measured without traces on a quiet 2-core machine: 7.1 min with four, 9.8 min with two);
  // on a busy or pinned machine fewer (tests/e2e/machine.ts; E2E_WORKERS overrides).
  workers: measuredWorkers(),
  // No retry: a test that passes only on its second try is a defect to fix, not to hide.
  retries: 0,
  // npm test reads the JSON report's counts (PLAYWRIGHT_JSON_OUTPUT_NAME, set by scripts/test-all.mjs).
  reporter: [
    ['list'],
    ...(CI ? [['html', { open: 'never', outputFolder: 'playwright-report' }] as const] : []),
    ...(process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['json'] as const] : []),
  ],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: BASE_URL,
    viewport: { width: 1440, height: 900 },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    // The console honours prefers-reduced-motion (antd's motion off): a click never lands on a
    // dialog or menu still zooming or sliding in.
    reducedMotion: 'reduce',
    headless: true,
    actionTimeout: scaled(15_000),
    navigationTimeout: scaled(30_000),
    // Recording a trace costs a sweep ~40 % of its time (43.8 s instead of 73 s for one account):
    // CI records none (no retry to record it on); a local run keeps a failed test's.
    trace: CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: {
    command: `npx vite preview --outDir ${DEMO_OUT_DIR} --port ${PORT} --strictPort --host 127.0.0.1`,
    url: BASE_URL,
    reuseExistingServer: !CI,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
