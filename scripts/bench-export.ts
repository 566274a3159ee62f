/**
 * The export job at scale: 交易订单 of ROWS rows (default 1,000,000) written by the
 * backend's job code (mocks/exports/: the streaming .xlsx writer, a slice of rows between
 * yields), in this process as the Node server runs it. The seeded world has ~56,000 rides:
 * the rows are its rides repeated (the same records, so the same cells and work per row).
 * Prints the time, the peak heap and RSS (sampled every 50 ms), the file's size and the
 * longest the event loop was held (what a request arriving meanwhile would wait); exceljs'
 * first load (once per process) is timed apart.
 *
 *   npx tsx scripts/bench-export.ts [rows=1000000]
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { Order } from '@contract/orders';
import { getOrders } from '../mocks/db/orders';
import { getDb } from '../mocks/db/store';
import { jobSettled, jobsOf, startJob } from '../mocks/exports/jobs';
import { planOf } from '../mocks/exports/kinds';
import type { Caller } from '../mocks/lib/route';
import { loadExcel } from '../src/shared/utils/excel';

const ROWS = Number(process.argv[2] ?? 1_000_000);

// exceljs is loaded (once per process, a synchronous require of ~1 MB) before the clock starts
const t00 = performance.now();
await loadExcel();
const loadMs = performance.now() - t00;

const db = getDb();
const operator = db.operators.find((o) => o.phone === '13800000001')!;
const role = db.roles.find((r) => r.id === operator.roleId)!;
const caller = { operator, claims: {}, codes: new Set(role.codes) } as unknown as Caller;

const seeded = getOrders().filter((o) => o.status === 'paid');
const rows: Order[] = Array.from({ length: ROWS }, (_, i) => seeded[i % seeded.length]!);
globalThis.gc?.();

let peakHeap = 0;
let peakRss = 0;
const sample = () => {
  const m = process.memoryUsage();
  peakHeap = Math.max(peakHeap, m.heapUsed);
  peakRss = Math.max(peakRss, m.rss);
};
sample();
const baseHeap = process.memoryUsage().heapUsed;
const sampler = setInterval(sample, 50);
const loop = monitorEventLoopDelay({ resolution: 10 });
loop.enable();

const t0 = performance.now();
const job = startJob(operator.opManId, planOf('transactions', caller, { status: 'paid' }, rows));
await jobSettled(job.id);
const seconds = (performance.now() - t0) / 1000;
loop.disable();
clearInterval(sampler);
sample();

const done = jobsOf(operator.opManId).find((j) => j.id === job.id)!;
if (done.status !== 'done') throw new Error(`job ${done.status}: ${done.error}`);
const mb = (b: number) => (b / 1024 / 1024).toFixed(0);
console.log(
  `rows          ${ROWS.toLocaleString('en')} (the world's ${seeded.length.toLocaleString('en')} paid rides repeated)`,
);
console.log(`time          ${seconds.toFixed(1)} s (${Math.round(ROWS / seconds).toLocaleString('en')} rows/s)`);
console.log(`peak heap     ${mb(peakHeap)} MB (world and rows before the job: ${mb(baseHeap)} MB)`);
console.log(`peak RSS      ${mb(peakRss)} MB`);
console.log(`file          ${mb(done.size ?? 0)} MB`);
console.log(`longest stall ${(loop.max / 1e6).toFixed(0)} ms (event loop held at once)`);
console.log(`exceljs load  ${loadMs.toFixed(0)} ms (once per process, before the job)`);
