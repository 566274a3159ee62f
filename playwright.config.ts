import { defineConfig, devices } from '@playwright/test';

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
  timeout: 120_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  forbidOnly: CI,
  // Most of a fault sweep is waiting (latency, retries), not CPU: four workers share a 2-core machine
  // (measured without traces: 7.1 min with four in a clean-clone CI run, 9.8 min with two).
  workers: Number(process.env.E2E_WORKERS ?? (CI ? 4 : 2)),
  retries: CI ? 1 : 0,
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
    // Recording a trace costs a sweep ~40 % of its time (43.8 s instead of 73 s for one account):
    // in CI only the retry of a failed test records one.
    trace: CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      // Without the background-networking flags Chromium floods the closed network with refused connections.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
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
