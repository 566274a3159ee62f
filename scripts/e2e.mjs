#!/usr/bin/env node
// Browser tests: builds the demo (embedded backend) and runs Playwright in Debian's Chromium.
//   node scripts/e2e.mjs [--no-build] [playwright test arguments …]
// Without Chromium: fails in CI (CI=true), skips with a printed line elsewhere.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const INSTALL = 'apt-get update && apt-get install -y chromium fonts-noto-cjk';
const inCI = process.env.CI === 'true' || process.env.CI === '1';

if (!existsSync(CHROMIUM)) {
  if (inCI) {
    const bar = '!'.repeat(78);
    console.error(`\n${bar}\nERROR: Chromium is required in CI: ${INSTALL}\n(not found at ${CHROMIUM})\n${bar}\n`);
    process.exit(1);
  }
  console.log(`Skipping browser tests: Chromium not found at ${CHROMIUM}. Install it with: ${INSTALL}`);
  process.exit(0);
}

/** Runs a command with inherited stdio; returns its exit code (1 if it died from a signal). */
function run(cmd, args) {
  console.log(`> ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit' });
  if (r.error) console.error(r.error.message);
  return r.status ?? 1;
}

const argv = process.argv.slice(2);
if (!argv.includes('--no-build')) {
  const built = run('npm', ['run', 'build:demo']);
  if (built !== 0) process.exit(built);
}
process.exit(run('npx', ['playwright', 'test', ...argv.filter((a) => a !== '--no-build')]));
