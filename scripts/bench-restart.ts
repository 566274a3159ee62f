/**
 * How long the Node backend takes to start again after many journalled writes (3,000 vehicles
 * by default): for each count, a fresh database, that many balance adjustments over HTTP (a
 * money write, each with its idempotency key), then three restarts, each timed from the spawn
 * to "backend ready", with the phases of the start the server says (scripts/lib/startPhases.ts:
 * node and the code loaded, the snapshot's read and deserialize, the journal after it, the world
 * made live, the server's own count and the process's CPU time to ready):
 *   - after a graceful stop (SIGTERM: a snapshot is written at the stop, nothing to replay);
 *   - after kill -9 (the latest periodic snapshot and the entries after it);
 *   - with the snapshot deleted (the whole journal replayed over the seed), for counts up to
 *     10,000 (minutes beyond), unless --no-full.
 *
 * --compiled runs dist-backend/main.mjs (npm run build:backend) as the service unit does.
 *
 * --fill: only the first FILL_FROM (1,000) writes go over HTTP; the journal is then filled up to
 * the count with copies of the last one, each with its own idempotency key and a later time (so
 * each is applied again), the snapshot deleted, and the backend started once to replay them all
 * (timed: "filled, whole journal") and stopped, which snapshots a world of that many writes. For
 * 100,000 writes on a loaded machine, where HTTP writes come at tens per second.
 *
 * --keep leaves each database in place (its path on stderr), to profile a start over it.
 *
 * --db <file>: no writes; an existing database (one --keep left) is started once (its whole
 * journal replayed when its snapshot is of another version), stopped, and timed as above.
 *
 *   npx tsx scripts/bench-restart.ts [counts=10000,100000] [--clients 8] [--no-full] [--compiled] [--fill] [--keep]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import Database from 'libsql';
import { randomUUID } from 'node:crypto';
import { freePort, startBackend } from './lib/deployStack.mjs';
import { callJson, signInOverHttp, type HttpSession } from './lib/httpSession';
import { PHASE_COLUMNS, phaseCells, startPhases } from './lib/startPhases';

const argv = process.argv.slice(2);
const flag = (name: string) => {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : undefined;
};
const counts = (argv.find((a) => /^\d[\d,]*$/.test(a)) ?? '10000,100000').split(',').map(Number);
const clients = Number(flag('--clients') ?? 8);
const full = !argv.includes('--no-full');
const compiled = argv.includes('--compiled');
const fill = argv.includes('--fill');
const FILL_FROM = 1000;
const keep = argv.includes('--keep');
const given = flag('--db');
const env = { REQUEST_LOG: 'off', EBIKE_MOCK_VEHICLES: process.env.EBIKE_MOCK_VEHICLES ?? '3000' };

const stopped = (child: ChildProcess, signal: NodeJS.Signals) =>
  new Promise<void>((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    child.once('exit', () => done());
    child.kill(signal);
  });

/** Starts the backend; the time from spawn to ready, the server's own figure and what it said of the snapshot. */
async function timedStart(port: number, db: string) {
  const t0 = performance.now();
  const child = await startBackend({ port, db, env, quiet: true, compiled });
  const ms = performance.now() - t0;
  return { child, ms, phases: startPhases(child.startLines) };
}

/** One row: the writes, which restart, spawn to ready, then the start's phases. */
const row = (n: number, restart: string, b: Awaited<ReturnType<typeof timedStart>>) =>
  `| ${n} | ${restart} | ${b.ms.toFixed(0)} | ${phaseCells(b.phases).join(' | ')} |`;

async function writeMany(s: HttpSession, n: number): Promise<number> {
  const riders = await callJson(s, 'GET', '/platform/user/list', { page: 1, pageSize: 100 });
  const ids = (riders.body.data.rows as Array<{ userId: string }>).map((r) => r.userId);
  let next = 0;
  let refused = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < n) {
      const i = next++;
      const r = await callJson(
        s,
        'POST',
        '/platform/user/balance/adjust',
        { userId: ids[i % ids.length], amount: 1, reason: '重启测试' },
        undefined,
        { 'Idempotency-Key': randomUUID() },
      );
      if (!r.body.suc && !refused++) console.log('  refused:', JSON.stringify(r.body));
      if (i % 5000 === 4999) {
        // progress on stderr: stdout is the table
        const rate = (i + 1) / ((performance.now() - started) / 1000);
        console.error(`  ${i + 1} writes (${rate.toFixed(0)}/s)`);
      }
    }
  };
  await Promise.all(Array.from({ length: clients }, worker));
  return refused;
}

/**
 * `more` copies of the journal's last entry (a balance adjustment), each with its own idempotency
 * key and ten to a ms after it, and no snapshot: the next start replays them all.
 */
function fillJournal(file: string, more: number): void {
  const d = new Database(file);
  const last = JSON.parse(
    (d.prepare('SELECT entry FROM entries ORDER BY id DESC LIMIT 1').get() as { entry: string }).entry,
  );
  const insert = d.prepare('INSERT INTO entries (entry) VALUES (?)');
  d.transaction(() => {
    for (let i = 1; i <= more; i++)
      insert.run(JSON.stringify({ ...last, at: last.at + Math.floor(i / 10), idempotencyKey: randomUUID() }));
  })();
  d.prepare('DELETE FROM snapshot_files').run();
  d.close();
}

const heads = ['writes', 'restart', 'spawn to ready ms', ...PHASE_COLUMNS.map(([, head]) => head)];
console.log(`| ${heads.join(' | ')} |`);
console.log(`|${heads.map(() => '---').join('|')}|`);
const rows = { push: (row: string) => console.log(row) };
for (const n of counts) {
  const dir = given ? '' : mkdtempSync(join(tmpdir(), 'ebike-bench-restart-'));
  const db = given ?? join(dir, 'backend.sqlite');
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  console.error(`${n.toLocaleString('en')} writes:`);
  let b = await timedStart(port, db);
  if (given) rows.push(row(n, 'given database, first start', b));
  else {
    const refused = await writeMany(await signInOverHttp(origin), fill ? Math.min(n, FILL_FROM) : n);
    if (refused) console.log(`  ${refused} refused`);
  }

  await stopped(b.child, 'SIGTERM');
  if (!given && fill && n > FILL_FROM) {
    fillJournal(db, n - FILL_FROM);
    b = await timedStart(port, db);
    rows.push(row(n, 'filled, whole journal', b));
    await stopped(b.child, 'SIGTERM');
  }
  b = await timedStart(port, db);
  rows.push(row(n, 'after SIGTERM', b));

  await stopped(b.child, 'SIGKILL');
  b = await timedStart(port, db);
  rows.push(row(n, 'after kill -9', b));
  await stopped(b.child, 'SIGKILL');

  if (full && n <= 10_000) {
    const file = new Database(db);
    file.prepare('DELETE FROM snapshot_files').run();
    file.close();
    b = await timedStart(port, db);
    rows.push(row(n, 'no snapshot (whole journal)', b));
    await stopped(b.child, 'SIGKILL');
  }
  if (keep || given) console.error(`  database kept: ${db}`);
  else rmSync(dir, { recursive: true, force: true });
}
console.log(
  `load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} (2 cores shared: wall figures are inflated by the others' load)`,
);
