#!/usr/bin/env node
// `npm test`: every check in order, stopping at the first failure with its exit code.
// The last line counts tests (Vitest and Playwright), exactly `N passed, M failed`; a
// check that is not a test runner (lint, typecheck, size) and fails counts as one failed.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';
import { cpus } from 'node:os';
import { MOMENTS } from './lib/hours.mjs';

const OUT = 'artifacts/test-counts';
mkdirSync(OUT, { recursive: true });
const VITEST_JSON = `${OUT}/vitest.json`;
const PLAYWRIGHT_JSON = `${OUT}/playwright.json`;
const DEPLOY_JSON = `${OUT}/playwright-deploy.json`;
rmSync(DEPLOY_JSON, { force: true });
rmSync(VITEST_JSON, { force: true });
rmSync(PLAYWRIGHT_JSON, { force: true });

/** [name, command, args, counts: { file, read(json): {passed, failed} } | null] */
/**
 * The static checks, side by side: each is one process on one core (ESLint and tsc are
 * single-threaded), so on two cores they take the longest one's time instead of the sum.
 * Their output is printed whole, one check after the other, as each is known.
 */
const checks = [
  ['format (Biome: every file formatted as `npm run format` writes it)', 'npm', ['run', 'format:check']],
  ['lint (ESLint)', 'npm', ['run', 'lint']],
  ['typecheck (tsc)', 'npm', ['run', 'typecheck']],
  ['OpenAPI (docs/openapi.json up to date, Redocly and Spectral lint)', 'npm', ['run', 'openapi:lint']],
  // `npm run check` runs only the unit projects: this holds every other test file to a project of the run below
  ['test projects (every test file in exactly one Vitest project per moment)', 'node', ['scripts/test-projects.mjs']],
];

const steps = [
  [
    // one run: the time-sensitive tests at four hours are projects of it (scripts/lib/hours.mjs)
    'unit + integration, the time-sensitive tests at 00:05, 07:59, 16:30 and 23:55 UTC+8 in zone UTC (Vitest, jsdom + msw/node)',
    'env',
    [
      `TEST_HOURS=${MOMENTS.join(',')}`,
      'npx',
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${VITEST_JSON}`,
    ],
    { file: VITEST_JSON, read: (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests }) },
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

/**
 * The machine's busy and idle CPU time so far (all cores, ms): a step's share of the cores
 * says whether it waits (fault sweeps, latency) or computes, which decides what can run beside it.
 */
function cpuTimes() {
  let busy = 0;
  let idle = 0;
  for (const { times: t } of cpus()) {
    busy += t.user + t.nice + t.sys + t.irq;
    idle += t.idle;
  }
  return { busy, idle };
}
/** "N s, busy B core-s of the C cores' T (P %)" since `from` (cpuTimes()) */
function cpuSince(from) {
  const now = cpuTimes();
  const busy = (now.busy - from.busy) / 1000;
  const all = busy + (now.idle - from.idle) / 1000;
  return `CPU ${busy.toFixed(0)} core-s busy of ${all.toFixed(0)} (${all ? ((100 * busy) / all).toFixed(0) : 0} % of ${cpus().length} cores)`;
}

let passed = 0;
let failed = 0;
let exitCode = 0;
const timings = [];

/** Runs a check with its output captured; resolves with its exit status, output and seconds. */
function runCaptured(cmd, args) {
  const started = Date.now();
  return new Promise((done) => {
    const child = spawn(cmd, args, { env: process.env });
    const out = [];
    child.stdout.on('data', (d) => out.push(d));
    child.stderr.on('data', (d) => out.push(d));
    child.on('error', (e) => out.push(Buffer.from(`${e.message}\n`)));
    child.on('close', (code) =>
      done({ status: code ?? 1, output: Buffer.concat(out).toString(), seconds: (Date.now() - started) / 1000 }),
    );
  });
}

console.log(`\n======== static checks, side by side: ${checks.map(([n]) => n.split(' (')[0]).join(', ')} ========`);
const checksCpu = cpuTimes();
const results = checks.map(([, cmd, args]) => runCaptured(cmd, args));
for (const [i, [name, cmd, args]] of checks.entries()) {
  const r = await results[i];
  console.log(`\n======== [${i + 1}/${checks.length + steps.length}] ${name}: ${cmd} ${args.join(' ')} ========`);
  process.stdout.write(r.output);
  timings.push(`${name.split(' (')[0]} ${r.seconds.toFixed(1)} s`);
  console.log(
    `======== ${name}: ${r.status === 0 ? 'ok' : `FAILED (exit ${r.status})`} in ${r.seconds.toFixed(1)} s ========`,
  );
  if (r.status !== 0) {
    failed += 1;
    exitCode ||= r.status;
  }
}
console.log(`======== static checks: ${cpuSince(checksCpu)} ========`);
if (exitCode) {
  console.log(`not run: ${steps.map(([n]) => n).join('; ')}`);
  console.log(`\nsteps: ${timings.join(', ')}`);
  console.log(`\n${passed} passed, ${failed} failed`);
  process.exit(exitCode);
}

for (const [j, [name, cmd, args, counts]] of steps.entries()) {
  const i = j + checks.length;
  console.log(`\n======== [${i + 1}/${checks.length + steps.length}] ${name}: ${cmd} ${args.join(' ')} ========`);
  const started = Date.now();
  const cpuBefore = cpuTimes();
  const r = spawnSync(cmd, args, {
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: PLAYWRIGHT_JSON },
  });
  if (r.error) console.error(r.error.message);
  const status = r.status ?? 1;
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  timings.push(`${name.split(' (')[0]} ${seconds} s`);
  console.log(
    `======== ${name}: ${status === 0 ? 'ok' : `FAILED (exit ${status})`} in ${seconds} s, ${cpuSince(cpuBefore)} ========`,
  );
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
    const skipped = steps.slice(j + 1).map(([n]) => n);
    if (skipped.length) console.log(`not run: ${skipped.join('; ')}`);
    break;
  }
}
console.log(`\nsteps: ${timings.join(', ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(exitCode);
