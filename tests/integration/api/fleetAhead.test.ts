/**
 * The fleet made ahead (issue 40): the shared worker makes the fleet's identities and vehicles
 * in slices while its pages boot (buildAhead), and the build takes up what was made. However
 * it was sliced, and wherever the build took it up, the world is the one made at once: the
 * same fleet, vehicles (their pack voltages too), rides under way, stations and bookkeeping.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { now, pinClock } from '@/shared/utils/clock';
import { partHash, worldFingerprint } from '@mocks/db/fingerprint';
import { allCollections } from '@mocks/db/lazy';
import { getFleet } from '@mocks/db/fleet';
import { advanceWorld, liveWorldState } from '@mocks/db/liveFleet';
import { getDb, resetDb } from '@mocks/db/store';
import { createWorld, setHomeWorld } from '@mocks/db/world';
import { buildAhead, getVehicles } from '@mocks/db/vehicles';
import '@mocks/handlers';

const START = Date.parse('2026-11-26T02:30:00Z');
beforeAll(() => {
  vi.stubEnv('EBIKE_MOCK_VEHICLES', '5000');
});
afterAll(() => {
  vi.unstubAllEnvs();
  resetDb();
});

/**
 * A fresh world started at START (its store read, as the sign-in's steps read it), `slices`
 * slices made ahead of it (each as short as can be: 1,024 records), then built and lived to
 * the clock; the hashes of its parts.
 */
function worldAfter(slices: number) {
  pinClock(START);
  setHomeWorld(createWorld({ size: 'small' }));
  getDb();
  let made = 0;
  while (made < slices && !buildAhead(0)) made++;
  getVehicles();
  advanceWorld(now());
  return {
    made,
    parts: partsOf(),
  };
}

/** Every collection built, and the living world's bookkeeping, hashed. */
function partsOf(): string[] {
  return [
    ...worldFingerprint({ collections: allCollections().map((_, i) => i), memos: [] }).parts,
    partHash(liveWorldState()),
  ];
}

describe('the fleet made ahead in slices', () => {
  it('is the world made at once, wherever its build took it up', () => {
    const once = worldAfter(0);
    expect(once.made).toBe(0);
    // 5,000 identities then 5,000 vehicles, 1,024 a slice (a slice that ends the identities
    // goes on to the vehicles): 9 slices, the 9th finishing them
    const whole = worldAfter(Infinity);
    expect(whole.made).toBe(8);
    expect(whole.parts).toEqual(once.parts);
    // taken up halfway through the identities, and halfway through the vehicles
    for (const slices of [2, 6]) expect(worldAfter(slices)).toEqual({ made: slices, parts: once.parts });
  });

  it('is not taken up by a fleet of another size', () => {
    vi.stubEnv('EBIKE_MOCK_VEHICLES', '3000');
    const once = worldAfter(0);
    // made ahead at 5,000, identities and vehicles, then the size set to 3,000 before the build
    vi.stubEnv('EBIKE_MOCK_VEHICLES', '5000');
    pinClock(START);
    setHomeWorld(createWorld({ size: 'small' }));
    getDb();
    for (let i = 0; i < 6; i++) buildAhead(0);
    vi.stubEnv('EBIKE_MOCK_VEHICLES', '3000');
    expect(getVehicles()).toHaveLength(3000);
    advanceWorld(now());
    expect(partsOf()).toEqual(once.parts);
    vi.stubEnv('EBIKE_MOCK_VEHICLES', '5000');
  });

  it('makes nothing ahead of a world not started, or of a fleet built', () => {
    pinClock(START);
    setHomeWorld(createWorld({ size: 'small' }));
    // its epoch not fixed yet: the fleet waits for it
    expect(buildAhead(0)).toBe(true);
    expect(getFleet.built()).toBe(false);
    getVehicles();
    expect(buildAhead(0)).toBe(true);
  });
});
