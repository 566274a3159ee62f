/**
 * The shared worker's build of the fleet, in Node: a fresh world made ahead in slices
 * (buildAhead, as mocks/shared/hub.ts does while its pages boot), then the build's rest (the
 * first read of the vehicles, as the map's first answers read it), then the identities' written
 * parts left for later (mocks/db/fleet.ts), with each part's CPU time and the garbage collections it caused
 * (their count and time, by kind). Prints figures; asserts nothing.
 *
 *   npx tsx scripts/bench-fleet.ts [vehicles]   (default 500000)
 */
import { PerformanceObserver, type PerformanceEntry } from 'node:perf_hooks';
import { constants } from 'node:perf_hooks';
import { loadavg } from 'node:os';

const n = Number(process.argv[2] ?? 500000);
process.env.EBIKE_MOCK_VEHICLES = String(n);

const gcs: PerformanceEntry[] = [];
const observer = new PerformanceObserver((list) => gcs.push(...list.getEntries()));
observer.observe({ entryTypes: ['gc'] });

const { pinClock } = await import('../src/shared/utils/clock');
pinClock(Date.parse('2026-11-26T02:30:00Z'));
const { resetDb, getDb } = await import('../mocks/db/store');
const { buildAhead, getVehicles } = await import('../mocks/db/vehicles');
const fleet = await import('../mocks/db/fleet');
const { vehiclesAsBuilt } = await import('../mocks/db/vehicles');
resetDb();
getDb();

/** Waits for the observer's entries of what ran so far. */
const flush = () => new Promise((r) => setTimeout(r, 0));
const kinds: Record<number, string> = {
  [constants.NODE_PERFORMANCE_GC_MINOR]: 'scavenge',
  [constants.NODE_PERFORMANCE_GC_MAJOR]: 'mark-compact',
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental',
  [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weak',
};
async function part(name: string, run: () => unknown): Promise<void> {
  await flush();
  gcs.length = 0;
  const c = process.cpuUsage();
  const t = performance.now();
  run();
  const wall = performance.now() - t;
  const { user, system } = process.cpuUsage(c);
  await flush();
  const byKind = new Map<string, { count: number; ms: number }>();
  for (const g of gcs) {
    const kind = kinds[(g as unknown as { detail: { kind: number } }).detail.kind] ?? 'other';
    const k = byKind.get(kind) ?? { count: 0, ms: 0 };
    k.count++;
    k.ms += g.duration;
    byKind.set(kind, k);
  }
  const gc = [...byKind].map(([kind, k]) => `${k.count} ${kind} ${k.ms.toFixed(0)} ms`).join(', ') || 'none';
  console.log(`${name}: wall ${wall.toFixed(0)} ms, CPU ${((user + system) / 1000).toFixed(0)} ms; GC ${gc}`);
}

let slices = 1;
if (process.env.BENCH_FLEET_APART) await part('identities', () => fleet.fleetAsBuilt());
await part('made ahead (20 ms slices)', () => {
  while (!buildAhead(performance.now() + 20)) slices++;
});
await part("the build's rest (the map's first read)", () => vehiclesAsBuilt());
// what the map's first answers do not read, written later (or by the first read that does)
await part("the identities' written parts (later)", () => getVehicles());
const heap = process.memoryUsage().heapUsed / 1048576;
console.log(
  `${n.toLocaleString('en')} vehicles, ${slices} slices, heap ${heap.toFixed(0)} MB; load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
observer.disconnect();
