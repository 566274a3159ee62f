import { execFileSync } from 'node:child_process';
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * Browser tests of the production build as deployed (tests/deploy/): dist/ (npm run build;
 * `npm test` reuses the size step's build) behind Debian's nginx with deploy/nginx.conf (HTTPS),
 * the Node backend behind it, on free ports (scripts/deploy-stack.mjs, which the tests also
 * use to stop, restart and slow down the backend). One worker: the tests share the backend.
 */
// the ports are picked once, by the runner, and its workers inherit them
if (!process.env.DEPLOY_PORT) {
  const script =
    "import('./scripts/lib/deployStack.mjs').then(async (m) => console.log([await m.freePort(), await m.freePort(), await m.freePort(), await m.freePort()].join(' ')))";
  const [port, backend, control, http] = execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' })
    .trim()
    .split(' ');
  Object.assign(process.env, {
    DEPLOY_PORT: port,
    DEPLOY_BACKEND_PORT: backend,
    DEPLOY_CONTROL_PORT: control,
    DEPLOY_HTTP_PORT: http,
  });
}
/** nginx waits this long for the backend before its 504 (the deployed file says 60 s). */
process.env.DEPLOY_READ_TIMEOUT ??= '3s';
/** HTTPS with the stack's self-signed certificate (made afresh at each run): accepted here. */
const BASE_URL = `https://127.0.0.1:${process.env.DEPLOY_PORT}/`;

export default defineConfig({
  ...base,
  testDir: 'tests/deploy',
  outputDir: 'test-results-deploy',
  workers: 1,
  fullyParallel: false,
  use: { ...base.use, baseURL: BASE_URL, ignoreHTTPSErrors: true },
  webServer: {
    command: 'node scripts/deploy-stack.mjs',
    url: BASE_URL,
    reuseExistingServer: false,
    ignoreHTTPSErrors: true,
    // the backend is compiled first, then builds its world
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
