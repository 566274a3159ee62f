/**
 * The embedded backend's world at national scale, in Node: how long it takes to start (the
 * seed's fleet made, the rides under way tied to their vehicles, the world lived on to the
 * clock), each phase of it with its CPU time, the first hour lived after it (a reload's
 * catch-up), and how long one minute's tick takes, at 50,000 and 500,000 vehicles (or the sizes
 * given), and how long the map's view of the whole city takes (clusters of the fleet). Prints figures; asserts nothing. Goals: start ≤ 1.5 s, tick ≤ 20 ms at 500,000.
 *
 *   npx tsx scripts/bench-world.ts [vehicles...]   (default 50000 500000)
 */
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';

const sizes = process.argv
  .slice(2)
  .map(Number)
  .filter((n) => n > 0);
const child = process.env.BENCH_WORLD_CHILD;

if (!child) {
  // each size in a process of its own: a fresh heap, and the fleet's size is read once per world
  for (const n of sizes.length ? sizes : [50000, 500000]) {
    const r = spawnSync(process.execPath, [...process.execArgv, process.argv[1]], {
      stdio: 'inherit',
      env: { ...process.env, BENCH_WORLD_CHILD: '1', EBIKE_MOCK_VEHICLES: String(n) },
    });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
  console.log(
    `load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} (2 cores shared: figures are inflated by the others' load)`,
  );
} else {
  const { pinClock, advanceClock, now } = await import('../src/shared/utils/clock');
  pinClock(Date.parse('2026-11-26T02:30:00Z'));
  const { resetDb } = await import('../mocks/db/store');
  const { getFleet } = await import('../mocks/db/fleet');
  const { getVehicles } = await import('../mocks/db/vehicles');
  const { advanceWorld } = await import('../mocks/db/liveFleet');
  const { ridePlans, ridesUnderWay } = await import('../mocks/db/orders');
  const median = (a: number[]) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
  /** wall and CPU (user + system, every thread of the process: the GC's helpers too) of `run`, ms */
  const timed = (run: () => unknown): { wall: number; cpu: number } => {
    const c = process.cpuUsage();
    const t = performance.now();
    run();
    const { user, system } = process.cpuUsage(c);
    return { wall: performance.now() - t, cpu: (user + system) / 1000 };
  };
  resetDb();
  // the start's phases, in the order getVehicles() meets them (each collection is built once:
  // building one ahead of its reader builds the same world)
  const phases = {
    'fleet made': timed(() => getFleet()),
    'rides under way': timed(() => ridesUnderWay()),
    'vehicles made': timed(() => getVehicles()),
    'lived to the clock': timed(() => advanceWorld(now())),
  };
  const n = getVehicles().length;
  const started = Object.values(phases).reduce((a, p) => a + p.wall, 0);
  const startCpu = Object.values(phases).reduce((a, p) => a + p.cpu, 0);
  /** each minute's CPU ms, for the hour's slowest (wall time on a shared machine is the others' too) */
  let minuteCpu: number[] = [];
  const hour = () => {
    const ticks: number[] = [];
    minuteCpu = [];
    for (let i = 0; i < 60; i++) {
      advanceClock(60000);
      const c = process.cpuUsage();
      const t = performance.now();
      advanceWorld(now());
      ticks.push(performance.now() - t);
      const { user, system } = process.cpuUsage(c);
      minuteCpu.push((user + system) / 1000);
    }
    return ticks;
  };
  let first: number[] = [];

  // the first hour lived after the start (a reload's catch-up): its first minute in working
  // hours makes the repair tickets and the rides' history
  const caughtUp = timed(() => {
    first = hour();
  });
  const firstCpu = minuteCpu;
  const ticks = hour();
  const heap = process.memoryUsage().heapUsed / 1048576;
  const ms = (p: { wall: number; cpu: number }) => `${p.wall.toFixed(0)} ms (CPU ${p.cpu.toFixed(0)})`;
  console.log(
    `${n.toLocaleString('en')} vehicles: start ${started.toFixed(0)} ms (CPU ${startCpu.toFixed(0)} ms) = ` +
      Object.entries(phases)
        .map(([name, p]) => `${name} ${ms(p)}`)
        .join(' + '),
  );
  console.log(
    `  first hour lived ${ms(caughtUp)}, its slowest minute ${Math.max(...first).toFixed(0)} ms (CPU ${Math.max(...firstCpu).toFixed(0)}) · ` +
      `tick median ${median(ticks).toFixed(1)} ms, max ${Math.max(...ticks).toFixed(1)} ms · ` +
      `${ridePlans().size} rides under way · heap ${heap.toFixed(0)} MB`,
  );
  // one map view of the whole city as the platform's administrator (the operation map's first view)
  const { getDb } = await import('../mocks/db/store');
  const { vehicleClusters } = await import('../mocks/handlers/vehicles');
  const db = getDb();
  const operator = db.operators.find((o) => o.phone === '13800000000')!;
  const codes = new Set(db.roles.find((r) => r.id === operator.roleId)!.codes);
  const caller = { operator, claims: {}, codes } as unknown as Parameters<typeof vehicleClusters>[0];
  const views: number[] = [];
  let marks = 0;
  for (let i = 0; i < 9; i++) {
    const t = performance.now();
    const r = vehicleClusters(caller, { bbox: '119.8,30.0,120.5,30.5', zoom: '11' });
    views.push(performance.now() - t);
    marks = r.clusters.length + r.points.vehicleNo.length;
  }
  console.log(
    `  a city view (bbox + zoom 11, ${marks} marks): median ${median(views.slice(1)).toFixed(1)} ms, first ${views[0].toFixed(1)} ms`,
  );
  // the stations' parked counts of the fence list (the operation map's other first read), CPU ms
  const { parkedCounts } = await import('../mocks/db/parking');
  const { getFences } = await import('../mocks/db/fences');
  const counts: number[] = [];
  for (let i = 0; i < 9; i++) counts.push(timed(() => parkedCounts(getFences(), getVehicles())).cpu);
  console.log(
    `  the stations' parked counts: median CPU ${median(counts.slice(1)).toFixed(1)} ms, first ${counts[0].toFixed(1)} ms`,
  );
  // the shared worker's start: the fleet made ahead in 12 ms slices (buildAhead) while its pages
  // boot, then what the build has left once they are quiet (a fresh world of the same seed)
  const { createWorld, setHomeWorld } = await import('../mocks/db/world');
  const { buildAhead } = await import('../mocks/db/vehicles');
  pinClock(Date.parse('2026-11-26T02:30:00Z'));
  setHomeWorld(createWorld({}));
  getDb();
  let slices = 1;
  const ahead = timed(() => {
    while (!buildAhead(performance.now() + 12)) slices++;
  });
  const rest = timed(() => getVehicles());
  console.log(`  made ahead in ${slices} slices of 12 ms: ${ms(ahead)}; then the build's rest ${ms(rest)}`);
}
