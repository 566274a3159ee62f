#!/usr/bin/env node
// `npm run check`: the inner loop before a commit — format check (Biome), lint (cached), typecheck and the unit tests
// (tests/unit: pure functions and components, nothing that loads the backend, runs ESLint or a script; the backend's own
// modules' unit tests are in tests/integration/backendUnits, which `npm test` runs), run side by side. Each one's output is printed
// when it ends; the exit code is the first failure's. Integration and browser tests are `npm test`.
import { spawn } from 'node:child_process';

const steps = [
  ['format', 'npx', ['biome', 'format', '.']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings', '0', '--cache', '--cache-location', '.cache/eslint/']],
  // incremental: a warm run rechecks what changed since the last (its state in .cache/tsc/)
  [
    'typecheck',
    'npx',
    ['tsc', '-p', 'tsconfig.json', '--noEmit', '--incremental', '--tsBuildInfoFile', '.cache/tsc/tsbuildinfo'],
  ],
  ['unit tests', 'npx', ['vitest', 'run', 'tests/unit']],
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
