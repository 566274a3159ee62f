/**
 * The repair tickets' closed history is made at the first read of the whole list, not when the
 * living world's first working minute seeds the open tickets it moves on (issue 40). Whenever it
 * is made (at once, at a read between minutes, or only when the world is compared), the world is
 * the same: every collection and the living world's bookkeeping hash alike, over random minutes
 * lived, reads of the list and of a vehicle's open ticket, and repairs reported in between.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { advanceClock, now, pinClock } from '@/shared/utils/clock';
import { partHash, worldFingerprint } from '@mocks/db/fingerprint';
import { allCollections } from '@mocks/db/lazy';
import { advanceWorld, liveWorldState } from '@mocks/db/liveFleet';
import { getRepairs, openRepairOf, repairsSeeded, reportRepair } from '@mocks/db/repairs';
import { getDb, resetDb } from '@mocks/db/store';
import { createWorld, within } from '@mocks/db/world';
import { getVehicles } from '@mocks/db/vehicles';
import '@mocks/handlers';

/** A weekday morning in the service areas (10:30 UTC+8): the workshop is at work. */
const START = Date.parse('2026-11-26T02:30:00Z');
beforeAll(() => {
  vi.stubEnv('EBIKE_MOCK_VEHICLES', '3000');
});
afterAll(() => {
  vi.unstubAllEnvs();
  resetDb();
});

type Step =
  | { kind: 'minutes'; n: number }
  | { kind: 'list' }
  | { kind: 'openOf'; pick: number }
  | { kind: 'report'; pick: number };

const steps = fc.array(
  fc.oneof(
    fc.record({ kind: fc.constant('minutes' as const), n: fc.integer({ min: 1, max: 40 }) }),
    fc.record({ kind: fc.constant('list' as const) }),
    fc.record({ kind: fc.constant('openOf' as const), pick: fc.nat() }),
    fc.record({ kind: fc.constant('report' as const), pick: fc.nat() }),
  ),
  { minLength: 1, maxLength: 8 },
);

/**
 * A fresh world lived through `plan` from START; `early`: the whole list read as soon as the
 * tickets are seeded (the history made at once, as before), else only where the plan reads it.
 * Returns the hashes of every collection and of the bookkeeping, and how many tickets it holds.
 */
function lived(plan: Step[], early: boolean) {
  pinClock(START);
  const world = createWorld({ size: 'small' });
  return within(world, () => {
    const vehicles = getVehicles();
    advanceWorld(now());
    const settle = () => {
      advanceWorld(now());
      if (early && repairsSeeded()) getRepairs();
    };
    for (const step of plan) {
      if (step.kind === 'minutes') advanceClock(step.n * 60000);
      settle();
      if (step.kind === 'list') getRepairs();
      if (step.kind === 'openOf') openRepairOf(vehicles[step.pick % vehicles.length].vehicleNo);
      if (step.kind === 'report') {
        const v = vehicles[step.pick % vehicles.length];
        const by = getDb().operators[step.pick % getDb().operators.length];
        if (!openRepairOf(v.vehicleNo)) reportRepair(v, { description: '刹车失灵', source: 'report' }, by, now());
      }
      settle();
    }
    const parts = [
      ...worldFingerprint({ collections: allCollections().map((_, i) => i), memos: [] }).parts,
      partHash(liveWorldState()),
    ];
    return { parts, tickets: getRepairs().length };
  });
}

describe('the repair tickets’ closed history, made at the first read of the whole list', () => {
  it('leaves the world as made at once, whenever it is made', () => {
    fc.assert(
      fc.property(steps, (plan) => {
        const late = lived(plan, false);
        const early = lived(plan, true);
        expect(late.tickets).toBeGreaterThan(0);
        expect(late.parts).toEqual(early.parts);
      }),
      { numRuns: 6 },
    );
  });
});
