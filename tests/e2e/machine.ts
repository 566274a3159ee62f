/**
 * How much the browser tests may ask of this machine, measured at the start of the run:
 * - workers: the cores this process may use (its CPU affinity: `taskset -c 0` gives one)
 *   that are idle now (/proc/stat sampled over half a second), twice over since most of a
 *   browser test is waiting; between 1 and twice the cores.
 * - timeFactor: how much slower than a quiet CI machine the console boots here (set by
 *   tests/e2e/globalSetup.ts from one boot), by which every timeout is multiplied.
 * The main process measures; its workers inherit the figures through the environment.
 */
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

/** Idle and total CPU ticks of the whole machine. */
function cpuTicks(): { idle: number; total: number } {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  return { idle: fields[3] + (fields[4] ?? 0), total: fields.reduce((a, b) => a + b, 0) };
}

function idleCores(sampleMs: number): number {
  const machineCores = availableParallelism();
  try {
    const before = cpuTicks();
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, sampleMs);
    const after = cpuTicks();
    const total = after.total - before.total;
    if (total <= 0) return machineCores;
    // /proc/stat counts every core of the machine, however many this process may use
    const online =
      readFileSync('/proc/stat', 'utf8')
        .split('\n')
        .filter((l) => /^cpu\d+ /.test(l)).length || machineCores;
    return ((after.idle - before.idle) / total) * online;
  } catch {
    return machineCores; // no /proc (not Linux): assume a quiet machine
  }
}

/** The number of Playwright workers for this run (E2E_WORKERS overrides it). */
export function measuredWorkers(): number {
  if (process.env.E2E_WORKERS) return Number(process.env.E2E_WORKERS);
  if (!process.env.E2E_MEASURED_WORKERS) {
    const cores = availableParallelism();
    const idle = Math.min(cores, idleCores(500));
    const workers = Math.max(1, Math.min(2 * cores, Math.round(2 * idle)));
    process.env.E2E_MEASURED_WORKERS = String(workers);
    console.log(`browser tests: ${workers} worker(s) (${cores} core(s) usable, ${idle.toFixed(1)} idle at the start)`);
  }
  return Number(process.env.E2E_MEASURED_WORKERS);
}

/** What the console's cold boot (fresh context → usable login form) takes on a quiet CI machine. */
export const REFERENCE_BOOT_MS = 1500;

/** The measured slowdown of this run (1 on a quiet machine; E2E_TIME_FACTOR, set by the global setup). */
export const timeFactor = (): number => Math.max(1, Number(process.env.E2E_TIME_FACTOR) || 1);

/** A timeout of `ms` on a quiet machine, scaled to this run's machine. */
export const scaled = (ms: number): number => Math.round(ms * timeFactor());
