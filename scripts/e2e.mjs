#!/usr/bin/env node
// Browser tests: builds the demo (embedded backend) and runs Playwright in Debian's Chromium.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const install = 'apt-get update && apt-get install -y chromium fonts-noto-cjk';

if (!existsSync(chromium)) {
  if (process.env.CI === 'true') {
    console.error(`\n*** Chromium is required in CI but was not found at ${chromium}.\n*** Install it with: ${install}\n`);
    process.exit(1);
  }
  console.log(`Skipping browser tests: Chromium not found at ${chromium}. Install it with: ${install}`);
  process.exit(0);
}

const run = (cmd, args) => spawnSync(cmd, args, { stdio: 'inherit', shell: process.platform === 'win32' }).status ?? 1;

if (!process.argv.includes('--no-build')) {
  const built = run('npm', ['run', 'build:demo']);
  if (built !== 0) process.exit(built);
}
process.exit(run('npx', ['playwright', 'test', ...process.argv.slice(2).filter((a) => a !== '--no-build')]));
