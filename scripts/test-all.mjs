#!/usr/bin/env node
// `npm test`: every check in order, stopping at the first failure with its exit code.
// The last line is the summary, exactly `N passed, M failed` (steps).
import { spawnSync } from 'node:child_process';

const steps = [
  ['lint (ESLint)', 'npm', ['run', 'lint']],
  ['typecheck (tsc)', 'npm', ['run', 'typecheck']],
  ['unit + integration (Vitest, jsdom + msw/node)', 'npx', ['vitest', 'run']],
  ['browser (Playwright in Chromium, demo build)', 'node', ['scripts/e2e.mjs']],
  ['size budget (production build)', 'node', ['scripts/size.mjs', '--build', '--check']],
];

let passed = 0;
let failed = 0;
let exitCode = 0;
for (const [i, [name, cmd, args]] of steps.entries()) {
  console.log(`\n======== [${i + 1}/${steps.length}] ${name}: ${cmd} ${args.join(' ')} ========`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit' });
  if (r.error) console.error(r.error.message);
  const status = r.status ?? 1;
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`======== ${name}: ${status === 0 ? 'ok' : `FAILED (exit ${status})`} in ${seconds} s ========`);
  if (status === 0) {
    passed += 1;
  } else {
    failed += 1;
    exitCode = status;
    const skipped = steps.slice(i + 1).map(([n]) => n);
    if (skipped.length) console.log(`not run: ${skipped.join('; ')}`);
    break;
  }
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(exitCode);
