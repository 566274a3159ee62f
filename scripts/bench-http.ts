/**
 * Throughput and latency of the backend over real HTTP: the rider list and the order list (first
 * page of 20, sealed `?params=` query, `_t` and the Bearer token as the console sends them) and a
 * write (a balance adjustment of ¥0.01, sealed body, a fresh Idempotency-Key for each request, so
 * each one is applied and journalled) with 1, 10 and 50 concurrent clients (autocannon): req/s,
 * p50, p95 and p99 from every response's own time, the requests that got no answer within 30 s
 * (timeouts), and the server's own CPU time per request (process.cpuUsage() over the run, read
 * from /healthz: far less sensitive to a loaded machine than req/s). Also the cold start.
 *
 * --soak <clients> <seconds> (e.g. --soak 200 60): instead, that many clients for that long, one
 * in five writing (balance adjustments), the others reading the two lists; then the ledger
 * checks (scripts/lib/ledgerOverHttp.ts): every acknowledged adjustment is in the rider's
 * balance and wallet, the wallet's chain adds up, and 日统计 adds up. Exits 1 on a timeout or a
 * failed check.
 *
 * --trace-gc: the server runs with node's --trace-gc, and each row says its GC pauses (the
 * longest scavenge and mark-compact, and all pauses summed, ms): a tail longer than the server's
 * own longest answer that matches a pause was the GC's. --node-flag <flag> (repeatable): another
 * flag for the server's node (e.g. --max-semi-space-size=64), to measure it before the unit takes it.
 *
 * At the end: issue 44's goals at 50 clients (met or not) and the load average at the start and end.
 *
 * --only <endpoint> (repeatable): only that row (e.g. 'order list'), at 50 clients after 2 s
 * of warming up: a profile's run
 * (--node-flag --cpu-prof --node-flag --cpu-prof-dir=<dir>).
 *
 *   npx tsx scripts/bench-http.ts [seconds per run=5] [--compiled] [--soak 200 60] [--trace-gc] [--node-flag <flag>] [--only <endpoint>]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { freePort, startBackend } from './lib/deployStack.mjs';
import { signedRequest, signInOverHttp } from './lib/httpSession';
import { checkLedgerOverHttp, ledgerBefore } from './lib/ledgerOverHttp';

const argv = process.argv.slice(2);
const soakAt = argv.indexOf('--soak');
const soak = soakAt >= 0 ? { clients: Number(argv[soakAt + 1] ?? 200), seconds: Number(argv[soakAt + 2] ?? 60) } : null;
const seconds = Number(
  argv.find(
    (a, i) =>
      /^\d+$/.test(a) && (soakAt < 0 || i > soakAt + 2) && argv[i - 1] !== '--node-flag' && argv[i - 1] !== '--only',
  ) ?? 5,
);
const compiled = argv.includes('--compiled');
/** --only <endpoint> (repeatable, e.g. --only 'order list'): those rows only, at 50 clients (a profile's run) */
const only = argv.flatMap((a, i) => (argv[i - 1] === '--only' ? [a] : []));
const traceGc = argv.includes('--trace-gc');
const nodeArgs = [
  ...(traceGc ? ['--trace-gc'] : []),
  ...argv.flatMap((a, i) => (argv[i - 1] === '--node-flag' ? [a] : [])),
];
/** A request with no answer after this long counts as a timeout. */
const TIMEOUT_S = 30;

const loadAtStart = loadavg()
  .map((v) => v.toFixed(2))
  .join(', ');
const dir = mkdtempSync(join(tmpdir(), 'ebike-bench-http-'));
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;

const t0 = performance.now();
const backend = await startBackend({
  port,
  db: join(dir, 'b.sqlite'),
  reset: true,
  quiet: true,
  compiled,
  nodeArgs,
});
if (nodeArgs.length) console.log(`server's node flags: ${nodeArgs.join(' ')}`);

/**
 * The server's GC pauses since the last run began (--trace-gc lines on its stdout: "Scavenge …
 * MB, <pause> / <external> ms", "Mark-Compact …").
 */
const gc = { scavenge: [] as number[], markCompact: [] as number[] };
if (traceGc)
  backend.stdout?.on('data', (d: Buffer) => {
    for (const line of d.toString().split('\n')) {
      const m = /(Scavenge|Mark-Compact)[^,]*MB, ([\d.]+) \/ ([\d.]+) ms/.exec(line);
      if (m) (m[1] === 'Scavenge' ? gc.scavenge : gc.markCompact).push(Number(m[2]));
    }
  });
const listening = performance.now() - t0;
const session = await signInOverHttp(origin);
const first = signedRequest(session, 'GET', '/platform/user/list', { page: 1, pageSize: 20 });
await (await fetch(first.url, first.init)).json();
const firstList = performance.now() - t0;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

const ms = (v: number | undefined) => (v === undefined ? '–' : v.toFixed(1));
/** The largest number, NaN skipped (0 for none): a loop, since spreading a soak's ~100,000 times into Math.max overflows the stack. */
function largest(values: number[]): number {
  let max = 0;
  for (const v of values) if (v > max) max = v;
  return max;
}

/** The server's CPU time so far (ms), from /healthz. */
const serverCpu = async () => ((await (await fetch(`${origin}/healthz`)).json()) as { cpuMs: number }).cpuMs;

const riders = await (await fetch(first.url, first.init)).json();
const userId = riders.data.rows[0].userId as string;
// the wire's money is whole fen: 1 = ¥0.01 (a refused write is counted as an error, never as served)
const adjustment = { userId, amount: 1, reason: '压测调整' };

interface Load {
  method: 'GET' | 'POST';
  path: string;
  payload: Record<string, unknown>;
}

const page = { page: 1, pageSize: 20 };
const LOADS = {
  'rider list': { method: 'GET', path: '/platform/user/list', payload: page },
  'order list': { method: 'GET', path: '/platform/order/list', payload: page },
  'balance adjustment': { method: 'POST', path: '/platform/user/balance/adjust', payload: adjustment },
} as const satisfies Record<string, Load>;

/** Writes answered suc:true (the ledger checks count on them), and writes answered otherwise. */
let acknowledged = 0;
let refused = 0;
let sentWrites = 0;

/**
 * The server's own time for each answer (its Server-Timing: app = the whole answer, world = the
 * world brought up to the clock inside it): a tail whose longest app time is short waited for
 * something outside the requests (a GC pause, a timer), one whose app time is long paid inside.
 */
const served = { app: [] as number[], world: [] as number[] };
function timing(headers: Record<string, string | string[]> | undefined): void {
  const t = headers?.['server-timing'] ?? headers?.['Server-Timing'];
  const text = Array.isArray(t) ? t.join(',') : t;
  if (!text) return;
  const dur = (name: string) => Number(new RegExp(`${name};dur=([\\d.]+)`).exec(text)?.[1] ?? Number.NaN);
  served.app.push(dur('app'));
  served.world.push(dur('world'));
}

/** autocannon's request of a load; a write gets its own key each time (the same key would be answered from the first). */
function request({ method, path, payload }: Load) {
  const { url, init } = signedRequest(session, method, path, payload);
  const { pathname, search } = new URL(url);
  return {
    method,
    path: pathname + search,
    headers: init.headers,
    body: init.body as string | undefined,
    ...(method === 'POST'
      ? {
          setupRequest: (req: { headers: Record<string, string> }) => {
            sentWrites++;
            return { ...req, headers: { ...req.headers, 'Idempotency-Key': randomUUID() } };
          },
          onResponse: (status: number, body: string, _c: unknown, headers?: Record<string, string>) => {
            if (status === 200 && body.includes('"suc":true')) acknowledged++;
            else refused++;
            timing(headers);
          },
        }
      : { onResponse: (_s: number, _b: string, _c: unknown, headers?: Record<string, string>) => timing(headers) }),
  };
}

/** `connections` clients for `duration` s, each cycling through `loads`; every answer's status and time. */
async function run(loads: Load[], connections: number, duration: number) {
  const times: number[] = [];
  let errors = 0;
  const refused0 = refused;
  const cpu0 = await serverCpu();
  served.app.length = 0;
  served.world.length = 0;
  gc.scavenge.length = 0;
  gc.markCompact.length = 0;
  const instance = autocannon({
    url: origin,
    connections,
    duration,
    timeout: TIMEOUT_S,
    // autocannon passes onResponse the headers too (its types name only status and body)
    requests: loads.map(request) as unknown as Parameters<typeof autocannon>[0]['requests'],
  });
  instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
    if (status === 200) times.push(ms);
    else errors++;
  });
  const result = await instance;
  const cpu = (await serverCpu()) - cpu0;
  times.sort((a, b) => a - b);
  // a write answered 200 with suc:false was refused, not served: an error, out of req/s
  const notServed = refused - refused0;
  return {
    n: times.length - notServed,
    errors: errors + notServed,
    timeouts: result.timeouts,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    rps: (times.length - notServed) / duration,
    cpuPerRequest: times.length ? cpu / (times.length + errors) : undefined,
    appMax: largest(served.app),
    worldMax: largest(served.world),
    gc: traceGc
      ? `${gc.scavenge.length} / ${ms(largest(gc.scavenge))}; ${gc.markCompact.length} / ${ms(largest(gc.markCompact))}; ${ms([...gc.scavenge, ...gc.markCompact].reduce((a, b) => a + b, 0))}`
      : '',
  };
}

const header = () => {
  console.log(
    `| endpoint | clients | req/s | p50 ms | p95 ms | p99 ms | timeouts | errors | server CPU ms/req | longest app / world ms |${traceGc ? ' GC: scavenges / longest; mark-compacts / longest; all pauses ms |' : ''}`,
  );
  console.log(`|---|---|---|---|---|---|---|---|---|---|${traceGc ? '---|' : ''}`);
};
const row = (label: string, c: number, r: Awaited<ReturnType<typeof run>>) =>
  console.log(
    `| ${label} | ${c} | ${r.rps.toFixed(0)} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${r.timeouts} | ${r.errors} | ${r.cpuPerRequest?.toFixed(2) ?? '–'} | ${ms(r.appMax)} / ${ms(r.worldMax)} |${traceGc ? ` ${r.gc} |` : ''}`,
  );

console.log(
  `cold start: listening ${listening.toFixed(0)} ms, first rider list answered ${firstList.toFixed(0)} ms after spawn`,
);
let failed = false;
if (soak) {
  const before = await ledgerBefore(session, userId);
  const mix: Load[] = [
    LOADS['rider list'],
    LOADS['order list'],
    LOADS['balance adjustment'],
    LOADS['rider list'],
    LOADS['order list'],
  ];
  console.log(`soak: ${soak.clients} clients for ${soak.seconds} s, timeout ${TIMEOUT_S} s`);
  header();
  const r = await run(mix, soak.clients, soak.seconds);
  row('mixed (2 rider lists, 2 order lists, 1 adjustment)', soak.clients, r);
  const unanswered = sentWrites - acknowledged - refused;
  const problems = await checkLedgerOverHttp(session, { ...before, acknowledged, unanswered });
  console.log(
    `writes: ${sentWrites} sent, ${acknowledged} acknowledged, ${refused} refused, ${unanswered} in flight at the stop`,
  );
  console.log(problems.length ? `ledger checks FAILED:\n  ${problems.join('\n  ')}` : 'ledger checks: all hold');
  failed = r.timeouts > 0 || problems.length > 0;
  console.log(`goal: 0 timeouts at ${TIMEOUT_S} s: ${r.timeouts} (${r.timeouts ? 'not met' : 'met'})`);
} else {
  header();
  const goals: string[] = [];
  for (const [label, load] of Object.entries(LOADS)) {
    if (only.length && !only.includes(label)) continue;
    // the first reads build what a list reads (the refunds, the wallets): not counted in a row of its own
    if (only.length) await run([load], 10, 2);
    for (const c of only.length ? [50] : [1, 10, 50]) {
      const r = await run([load], c, seconds);
      row(label, c, r);
      if (c === 50) goals.push(goalOf(label, r));
    }
  }
  // issue 44's goals at 50 clients (a quiet two-core machine's: say the load average beside them)
  for (const g of goals) console.log(g);
}

/** The goal line of a row at 50 clients: lists ≥ 1,000 req/s with p99 ≤ 100 ms, the write ≥ 300 req/s. */
function goalOf(label: string, r: Awaited<ReturnType<typeof run>>): string {
  const write = label === 'balance adjustment';
  const met = write ? r.rps >= 300 && r.errors === 0 : r.rps >= 1000 && (r.p99 ?? Infinity) <= 100;
  const wanted = write ? '≥ 300 req/s' : '≥ 1,000 req/s, p99 ≤ 100 ms';
  return `goal: ${label} at 50 clients ${wanted}: ${r.rps.toFixed(0)} req/s, p99 ${ms(r.p99)} ms, CPU ${r.cpuPerRequest?.toFixed(2) ?? '–'} ms/req (${met ? 'met' : 'not met'})`;
}
if (refused) {
  console.log(`${refused} writes answered without suc:true (refused): the write's figures are not of applied writes`);
  failed = true;
}
// the machine's load beside the figures: on a shared machine they say little without it
console.log(
  `load average at the end: ${loadavg()
    .map((v) => v.toFixed(2))
    .join(', ')} (at the start: ${loadAtStart})`,
);
backend.kill('SIGTERM');
await new Promise((done) => backend.once('exit', done));
rmSync(dir, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
