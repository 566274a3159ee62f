/**
 * What a Node backend's snapshot costs, in one process and without HTTP: the world at 3,000
 * vehicles (EBIKE_MOCK_VEHICLES) made live as the server makes it, then N balance adjustments'
 * records added as the handler adds them (a wallet line and an operator-log line each), then the
 * world kept (worldState + v8 serialize), read back (deserialize) and put back (putWorld), each
 * timed, with the largest collections by size and their own deserialize time. Prints figures;
 * asserts nothing. The restart itself is scripts/bench-restart.ts (over HTTP, minutes per
 * 10,000 writes on a loaded machine); this isolates the snapshot's part of it in seconds.
 *
 *   npx tsx scripts/bench-snapshot.ts [writes=0,10000,100000] [--top 8]
 */
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { deserialize, serialize } from 'node:v8';

const argv = process.argv.slice(2);
const counts = (argv.find((a) => /^\d[\d,]*$/.test(a)) ?? '0,10000,100000').split(',').map(Number);
const topAt = argv.indexOf('--top');
const top = topAt >= 0 ? Number(argv[topAt + 1]) : 8;
const child = process.env.BENCH_SNAPSHOT_CHILD;

if (!child) {
  // each count in a process of its own: a fresh heap, as a start has
  for (const n of counts) {
    const r = spawnSync(process.execPath, [...process.execArgv, process.argv[1], ...argv], {
      stdio: 'inherit',
      env: {
        ...process.env,
        BENCH_SNAPSHOT_CHILD: String(n),
        EBIKE_MOCK_VEHICLES: process.env.EBIKE_MOCK_VEHICLES ?? '3000',
      },
    });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
  console.log(
    `load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} (2 cores shared: wall figures are inflated by the others' load)`,
  );
} else {
  const n = Number(child);
  const { pinClock, advanceClock } = await import('../src/shared/utils/clock');
  pinClock(Date.parse('2026-11-26T02:30:00Z'));
  const { resetDb, getDb } = await import('../mocks/db/store');
  const { liveWorld } = await import('../mocks/server/liveWorld');
  const { riderIndex } = await import('../mocks/db/riders');
  const { addTxn } = await import('../mocks/db/wallet');
  const { logOperatorAction } = await import('../mocks/db/operatorLogs');
  const { worldState, putWorld } = await import('../mocks/db/snapshot');
  const { allCollections } = await import('../mocks/db/lazy');
  resetDb();
  liveWorld();
  const riders = [...riderIndex().values()].slice(0, 100);
  const admin = getDb().operators[0];
  for (let i = 0; i < n; i++) {
    // the balance adjustment's records (mocks/handlers/riders.ts), ten to a second
    if (i % 10 === 0) advanceClock(1000);
    const r = riders[i % riders.length];
    addTxn(r, { kind: 'adjust', amount: 1, channel: 'system', note: '余额调整：重启测试', by: admin.name });
    logOperatorAction(admin, '余额调整 +0.01 元', `用户 ${r.phone.slice(0, 3)}****${r.phone.slice(7)}`);
  }
  const cpu = () => {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1000;
  };
  const time = <T>(run: () => T): [T, number, number] => {
    const w = performance.now();
    const c = cpu();
    const v = run();
    return [v, performance.now() - w, cpu() - c];
  };
  const [state, saveMs] = time(() => worldState());
  const [bytes, serializeMs] = time(() => serialize(state));
  const [back, deserializeMs, deserializeCpu] = time(() => deserialize(bytes) as typeof state);
  const [, putMs, putCpu] = time(() => putWorld(back, Date.parse('2026-11-26T02:30:00Z')));
  const f = (ms: number) => `${ms.toFixed(0)} ms`;
  console.log(
    `${n.toLocaleString('en')} writes: ${(bytes.length / 1e6).toFixed(1)} MB; kept ${f(saveMs)}, serialized ${f(serializeMs)}, ` +
      `deserialized ${f(deserializeMs)} (CPU ${f(deserializeCpu)}), put back ${f(putMs)} (CPU ${f(putCpu)})`,
  );
  const sizes = state.collections
    .map((c, i) => ({ i, c }))
    .filter((x) => x.c)
    .map(({ i, c }) => {
      const b = serialize(c);
      const [, ms] = time(() => deserialize(b));
      return { i, mb: b.length / 1e6, ms, name: allCollections()[i].name || `collection ${i}` };
    })
    .sort((a, b) => b.mb - a.mb)
    .slice(0, top);
  for (const s of sizes) console.log(`  collection ${s.i}: ${s.mb.toFixed(1)} MB, deserialized alone ${f(s.ms)}`);
  const parts = Object.entries(state.parts)
    .map(([name, v]) => ({ name, mb: serialize(v).length / 1e6 }))
    .sort((a, b) => b.mb - a.mb)
    .slice(0, 3);
  for (const p of parts) console.log(`  part ${p.name}: ${p.mb.toFixed(1)} MB`);
}
