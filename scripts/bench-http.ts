/**
 * Latency of the backend over real HTTP: the rider list and the order list (first page of 20,
 * sealed `?params=` query, `_t` and the Bearer token as the console sends them) and a write (a
 * balance adjustment of ¥0.01, sealed body, a fresh Idempotency-Key for each request, so each
 * one is applied and journalled) with 1, 10 and 50 concurrent clients (autocannon), p50, p95
 * and p99 from every response's own time; and the cold start (process start to the first list
 * answered, the world built on the way).
 *
 *   npx tsx scripts/bench-http.ts [seconds per run=5]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
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

const riders = await (await fetch(first.url, first.init)).json();
const adjustment = { userId: riders.data.rows[0].userId as string, amount: 0.01, reason: '压测调整' };

interface Load {
  method: 'GET' | 'POST';
  path: string;
  payload: Record<string, unknown>;
}

async function run({ method, path, payload }: Load, connections: number) {
  const { url, init } = signedRequest(session, method, path, payload);
  const times: number[] = [];
  let errors = 0;
  const instance = autocannon({
    url,
    connections,
    duration: seconds,
    method,
    headers: init.headers,
    body: init.body as string | undefined,
    // a write: each request its own key (the same key would be answered from the first, applying nothing)
    ...(method === 'POST'
      ? {
          requests: [
            {
              setupRequest: (req: { headers: Record<string, string> }) => ({
                ...req,
                headers: { ...req.headers, 'Idempotency-Key': randomUUID() },
              }),
            },
          ],
        }
      : {}),
  });
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
    p99: percentile(times, 99),
    rps: times.length / seconds,
  };
}

console.log(
  `cold start: listening ${listening.toFixed(0)} ms, first rider list answered ${firstList.toFixed(0)} ms after spawn`,
);
console.log('| call | clients | requests | p50 ms | p95 ms | p99 ms | req/s | errors |');
console.log('|---|---|---|---|---|---|---|---|');
const page = { page: 1, pageSize: 20 };
for (const [label, load] of [
  ['rider list', { method: 'GET', path: '/platform/user/list', payload: page }],
  ['order list', { method: 'GET', path: '/platform/order/list', payload: page }],
  ['balance adjustment', { method: 'POST', path: '/platform/user/balance/adjust', payload: adjustment }],
] as const) {
  for (const c of [1, 10, 50]) {
    const r = await run(load, c);
    const ms = (v: number | undefined) => (v === undefined ? '–' : v.toFixed(1));
    console.log(
      `| ${label} | ${c} | ${r.n} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${r.rps.toFixed(0)} | ${r.errors} |`,
    );
  }
}
backend.kill('SIGTERM');
rmSync(dir, { recursive: true, force: true });
