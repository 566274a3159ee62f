#!/usr/bin/env node
// The date- and time-sensitive tests at four hours of the service areas' day (UTC+8), on
// a process whose own zone is UTC, as CI's machine is: just after midnight, just before
// the hour turns, the afternoon when a UTC machine's date is a day behind, just before
// midnight. Each hour's tests pin the app's injectable clock there (TEST_NOW, tests/clock.ts).
//   node scripts/test-hours.mjs [--json file] [vitest arguments, e.g. a filter among them]
// `npm test` runs the same projects inside its one Vitest run (scripts/test-all.mjs).
// Prints `N passed, M failed` over all four hours; a failure is shown under its hour's project.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';

import { HOURS, MOMENTS, TIME_SENSITIVE } from './lib/hours.mjs';

const argv = process.argv.slice(2);
const jsonAt = argv.indexOf('--json');
const jsonOut = jsonAt >= 0 ? argv.splice(jsonAt, 2)[1] : undefined;
const files = argv.length ? argv : TIME_SENSITIVE;
const dir = mkdtempSync(join(tmpdir(), 'test-hours-'));
const out = join(dir, 'hours.json');
const moments = MOMENTS;

// One Vitest run: vite.config.ts makes its projects once per moment of TEST_HOURS (named
// `shared @00:05` and so on), each worker in zone UTC with the app's clock pinned there.
console.log(`\n======== clock at ${moments.join(', ')} (process zone UTC), one run ========`);
const started = Date.now();
const r = spawnSync(
  'npx',
  ['vitest', 'run', '--reporter=dot', '--reporter=json', `--outputFile.json=${out}`, ...files],
  {
    stdio: 'inherit',
    env: { ...process.env, TEST_HOURS: moments.join(',') },
  },
);
let passed = 0;
let failed = r.status === 0 ? 0 : 1;
try {
  const j = JSON.parse(readFileSync(out, 'utf8'));
  passed = j.numPassedTests;
  failed = j.numFailedTests + (r.status !== 0 && j.numFailedTests === 0 ? 1 : 0);
} catch {
  // no report: the run itself failed (counted as one failure)
}
// a failed test is reported under its project, whose name says the hour (`shared @07:59`)
console.log(
  `\n${HOURS.length} hours × ${files.length === TIME_SENSITIVE.length ? 'the time-sensitive tests' : files.join(' ')}: one run of ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
if (jsonOut) writeFileSync(jsonOut, JSON.stringify({ numPassedTests: passed, numFailedTests: failed }));
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
