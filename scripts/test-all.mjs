#!/usr/bin/env node
// `npm test`: every check in order, stopping at the first failure with its exit code.
// The last line counts tests (Vitest and Playwright), exactly `N passed, M failed`; a
// check that is not a test runner (lint, typecheck, size) and fails counts as one failed.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const OUT = 'artifacts/test-counts';
mkdirSync(OUT, { recursive: true });
const VITEST_JSON = `${OUT}/vitest.json`;
const PLAYWRIGHT_JSON = `${OUT}/playwright.json`;
const HOURS_JSON = `${OUT}/hours.json`;
const DEPLOY_JSON = `${OUT}/playwright-deploy.json`;
rmSync(DEPLOY_JSON, { force: true });
rmSync(HOURS_JSON, { force: true });
rmSync(VITEST_JSON, { force: true });
rmSync(PLAYWRIGHT_JSON, { force: true });

/** [name, command, args, counts: { file, read(json): {passed, failed} } | null] */
const steps = [
  ['format (Biome: every file formatted as `npm run format` writes it)', 'npm', ['run', 'format:check'], null],
  ['lint (ESLint)', 'npm', ['run', 'lint'], null],
  ['typecheck (tsc)', 'npm', ['run', 'typecheck'], null],
  ['OpenAPI (docs/openapi.json up to date, redocly lint)', 'npm', ['run', 'openapi:lint'], null],
  [
    'unit + integration (Vitest, jsdom + msw/node)',
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${VITEST_JSON}`],
    { file: VITEST_JSON, read: (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests }) },
  ],
  [
    'any hour (the time-sensitive tests at 00:05, 07:59, 16:30 and 23:55 UTC+8, zone UTC)',
    'node',
    ['scripts/test-hours.mjs', '--json', HOURS_JSON],
    { file: HOURS_JSON, read: (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests }) },
  ],
  [
    'browser (Playwright in Chromium, demo build)',
    'node',
    ['scripts/e2e.mjs'],
    // no retries (playwright.config.ts): a test passing only on a second try would count as failed
    { file: PLAYWRIGHT_JSON, read: ({ stats: s }) => ({ passed: s.expected, failed: s.unexpected + s.flaky }) },
  ],
  ['size budget (production build)', 'node', ['scripts/size.mjs', '--build', '--check'], null],
  [
    // the size step's dist/ behind Debian's nginx (deploy/nginx.conf) and the Node backend
    'deployed (Playwright, production build through nginx)',
    'env',
    [`PLAYWRIGHT_JSON_OUTPUT_NAME=${DEPLOY_JSON}`, 'npx', 'playwright', 'test', '-c', 'playwright.deploy.config.ts'],
    { file: DEPLOY_JSON, read: ({ stats: s }) => ({ passed: s.expected + s.flaky, failed: s.unexpected }) },
  ],
];

let passed = 0;
let failed = 0;
let exitCode = 0;
const timings = [];
for (const [i, [name, cmd, args, counts]] of steps.entries()) {
  console.log(`\n======== [${i + 1}/${steps.length}] ${name}: ${cmd} ${args.join(' ')} ========`);
  const started = Date.now();
  const r = spawnSync(cmd, args, {
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: PLAYWRIGHT_JSON },
  });
  if (r.error) console.error(r.error.message);
  const status = r.status ?? 1;
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  timings.push(`${name.split(' (')[0]} ${seconds} s`);
  console.log(`======== ${name}: ${status === 0 ? 'ok' : `FAILED (exit ${status})`} in ${seconds} s ========`);
  let counted = null;
  try {
    counted = counts && existsSync(counts.file) ? counts.read(JSON.parse(readFileSync(counts.file, 'utf8'))) : null;
  } catch (e) {
    console.error(`could not read the test counts of ${name}: ${e instanceof Error ? e.message : e}`);
  }
  if (counted) {
    passed += counted.passed;
    failed += counted.failed;
    console.log(`======== ${name}: ${counted.passed} tests passed, ${counted.failed} failed ========`);
  }
  if (status !== 0) {
    // a failing step whose failures are not tests (lint, a crash before any test) counts as one
    if (!counted || counted.failed === 0) failed += 1;
    exitCode = status;
    const skipped = steps.slice(i + 1).map(([n]) => n);
    if (skipped.length) console.log(`not run: ${skipped.join('; ')}`);
    break;
  }
}
console.log(`\nsteps: ${timings.join(', ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(exitCode);
