/**
 * Latency of the backend over real HTTP: the rider list and the order list (first page of 20,
 * sealed `?params=` query, `_t` and the Bearer token as the console sends them) with 1, 10 and
 * 50 concurrent clients (autocannon), p50 and p95 from every response's own time; and the cold
 * start (process start to the first list answered, the world built on the way).
 *
 *   npx tsx scripts/bench-http.ts [seconds per run=5]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { freePort, startBackend } from './lib/deployStack.mjs';
import { signedRequest, signInOverHttp } from './lib/httpSession';

const seconds = Number(process.argv[2] ?? 5);
const dir = mkdtempSync(join(tmpdir(), 'ebike-bench-http-'));
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;

const t0 = performance.now();
const backend = await startBackend({ port, db: join(dir, 'b.sqlite'), reset: true, quiet: true });
const listening = performance.now() - t0;
const session = await signInOverHttp(origin);
const first = signedRequest(session, 'GET', '/platform/user/list', { page: 1, pageSize: 20 });
await (await fetch(first.url, first.init)).json();
const firstList = performance.now() - t0;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function run(path: string, connections: number) {
  const { url, init } = signedRequest(session, 'GET', path, { page: 1, pageSize: 20 });
  const times: number[] = [];
  let errors = 0;
  const instance = autocannon({ url, connections, duration: seconds, headers: init.headers });
  instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
    if (status === 200) times.push(ms);
    else errors++;
  });
  await instance;
  times.sort((a, b) => a - b);
  return {
    n: times.length,
    errors,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    rps: times.length / seconds,
  };
}

console.log(
  `cold start: listening ${listening.toFixed(0)} ms, first rider list answered ${firstList.toFixed(0)} ms after spawn`,
);
console.log('| list | clients | requests | p50 ms | p95 ms | req/s | errors |');
console.log('|---|---|---|---|---|---|---|');
for (const [label, path] of [
  ['rider list', '/platform/user/list'],
  ['order list', '/platform/order/list'],
] as const) {
  for (const c of [1, 10, 50]) {
    const r = await run(path, c);
    console.log(
      `| ${label} | ${c} | ${r.n} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.rps.toFixed(0)} | ${r.errors} |`,
    );
  }
}
backend.kill('SIGTERM');
rmSync(dir, { recursive: true, force: true });
