#!/usr/bin/env node
// `npm run check`: the inner loop before a commit — format check (Biome), lint (cached), typecheck (incremental) and the
// unit tests (the Vitest projects `unit…` of vite.config.ts: tests/unit, pure functions and small components with a setup
// that loads no backend; the heavier unit tests, antd rendered in jsdom, many-run properties, the backend's own modules, are
// in tests/integration/, which `npm test` runs), side by side. Each one's output is printed when it ends; the exit code is
// the first failure's. Integration and browser tests are `npm test`.
import { spawn } from 'node:child_process';

const steps = [
  ['format', 'npx', ['biome', 'format', '.']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings', '0', '--cache', '--cache-location', '.cache/eslint/']],
  // build mode over tsconfig.check.json (tsconfig.json, incremental, its state in .cache/tsc/): with no file changed
  // since the last run it reads the build info and stops (~1.5 s of CPU); `tsc -p --incremental` parsed and bound all
  // 4,000 files (~15 s) before finding nothing to check
  ['typecheck', 'npx', ['tsc', '-b', 'tsconfig.check.json']],
  ['unit tests', 'npx', ['vitest', 'run', '--project', 'unit*']],
];

const started = performance.now();
const seconds = (from) => ((performance.now() - from) / 1000).toFixed(1);

const results = await Promise.all(
  steps.map(
    ([name, cmd, args]) =>
      new Promise((resolve) => {
        const t0 = performance.now();
        const child = spawn(cmd, args, {
          stdio: ['ignore', 'pipe', 'pipe'],
          env: { ...process.env, FORCE_COLOR: '0' },
        });
        let out = '';
        child.stdout.on('data', (d) => (out += d));
        child.stderr.on('data', (d) => (out += d));
        child.on('close', (code) => {
          const ok = code === 0;
          process.stdout.write(`\n── ${name}: ${ok ? 'passed' : `FAILED (exit ${code})`} in ${seconds(t0)} s\n`);
          if (!ok || process.env.CHECK_VERBOSE) process.stdout.write(out);
          resolve(code ?? 1);
        });
      }),
  ),
);

const failed = results.find((code) => code !== 0);
console.log(`\ncheck: ${failed ? 'failed' : 'passed'} in ${seconds(started)} s`);
process.exit(failed ?? 0);
