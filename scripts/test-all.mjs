#!/usr/bin/env node
// `npm test`: every check in order, stopping at the first failure.
import { spawnSync } from 'node:child_process';

const steps = [
  ['lint', 'npm', ['run', 'lint']],
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['unit + integration (Vitest)', 'npx', ['vitest', 'run']],
  ['browser (Playwright, Chromium)', 'node', ['scripts/e2e.mjs']],
  ['size budget (production build)', 'node', ['scripts/size.mjs', '--build', '--check']],
];

let passed = 0;
let failed = 0;
for (const [name, cmd, args] of steps) {
  console.log(`\n=== ${name} ===`);
  const t = Date.now();
  const status = spawnSync(cmd, args, { stdio: 'inherit' }).status ?? 1;
  console.log(`=== ${name}: ${status === 0 ? 'ok' : `FAILED (exit ${status})`} in ${((Date.now() - t) / 1000).toFixed(1)} s ===`);
  if (status === 0) passed += 1;
  else {
    failed += 1;
    break;
  }
}
console.log(`\nsteps: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
