/**
 * The world as one value and back (the Node server's snapshots, mocks/server/snapshot.ts):
 * every collection built so far as it is (or as its `Keeping` says), and the state outside
 * the collections (the store, sequences, the living world's bookkeeping, idempotency keys).
 * The value is meant for one structured clone (node:v8 serialize): records shared between
 * collections stay shared. Putting it back gives the world a replay of the same journal gives
 * (tests/integration/server/snapshot.test.ts compares their fingerprints).
 */
import { allCollections, allKeptParts, startWorld } from './lazy';
import { pinEpoch, resetDb } from './store';

export interface WorldState {
  /** per collection in the order declared: what is kept, absent when it was not built */
  collections: Array<{ kept: unknown } | undefined>;
  /** the other parts by name */
  parts: Record<string, unknown>;
}

/** The world as it is now; throws when it cannot be kept yet (the rides' history half made). */
export function worldState(): WorldState {
  const parts: Record<string, unknown> = {};
  for (const p of allKeptParts()) parts[p.name] = p.save();
  return { collections: allCollections().map((c) => c.save()), parts };
}

/** Whether a kept world has the shape of this code's (the same collections and parts). */
export function fitsCode(state: WorldState): boolean {
  const names = allKeptParts().map((p) => p.name);
  return (
    state.collections.length === allCollections().length &&
    Object.keys(state.parts).length === names.length &&
    names.every((n) => n in state.parts)
  );
}

/** The world as kept, built at `epoch` (the journal's), in place of the current one; nothing is journalled. */
export function putWorld(state: WorldState, epoch: number): void {
  resetDb();
  pinEpoch(epoch);
  // what runs when a world starts (the epoch, the living world's state cleared) runs before the kept values go in
  startWorld();
  const late: Array<() => void> = [];
  allCollections().forEach((c, i) => {
    const k = state.collections[i];
    if (k) c.load(k.kept, late);
  });
  for (const p of allKeptParts()) p.load(state.parts[p.name]);
  for (const run of late) run();
}
