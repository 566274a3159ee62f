/**
 * The same seed and size make exactly the same world (issue 40: the fleet's build made faster
 * must not make another one). A world of 20,000 vehicles, started as the worker and the bench
 * start it (the fleet made with the rides under way tied to their vehicles, then lived to the
 * clock), is hashed part by part: every vehicle's fields, the fleet's identities, the rides
 * under way and their plans, the stations' counts, the living world's bookkeeping. Then the world
 * is lived on through a working morning (the repair tickets and the rides' history are made on
 * the way) and every collection is hashed. The figures were taken from the code before the
 * fleet's build was sped up; any change of the seeded world fails here.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceClock, now, pinClock } from '@/shared/utils/clock';
import { partHash, worldFingerprint } from '@mocks/db/fingerprint';
import { getFences } from '@mocks/db/fences';
import { getFleet } from '@mocks/db/fleet';
import { allCollections } from '@mocks/db/lazy';
import { advanceWorld, liveWorldState } from '@mocks/db/liveFleet';
import { ridePlans, ridesUnderWay } from '@mocks/db/orders';
import { parkedCounts } from '@mocks/db/parking';
import { getDb, resetDb } from '@mocks/db/store';
import { createWorld, setHomeWorld } from '@mocks/db/world';
import { getVehicles } from '@mocks/db/vehicles';
// every endpoint's module, so every collection is registered whatever this worker's earlier files imported
import '@mocks/handlers';

/** A weekday morning in the service areas (10:30 UTC+8), whatever hour the tests run at. */
const START = Date.parse('2026-11-26T02:30:00Z');

const KEY = 'EBIKE_MOCK_VEHICLES';
let before: string | undefined;
beforeAll(() => {
  before = process.env[KEY];
  process.env[KEY] = '20000';
});
afterAll(() => {
  if (before === undefined) delete process.env[KEY];
  else process.env[KEY] = before;
  resetDb();
});

/** A fresh world of the seed, started at START as the worker's first read starts it. */
function startWorld(): void {
  pinClock(START);
  // a world of the default seed and no pinned epoch: resetDb() would keep the options of the
  // home world an earlier file in this shared worker left (a journal's pinned epoch, its seed)
  setHomeWorld(createWorld({ size: 'small' }));
  getVehicles();
  advanceWorld(now());
}

describe('the seeded world at 20,000 vehicles', () => {
  it('starts as it always has: the fleet, the rides under way, the stations and the bookkeeping', () => {
    startWorld();
    const vehicles = getVehicles();
    expect(vehicles).toHaveLength(20000);
    const parts = {
      store: partHash(getDb()),
      fleet: partHash(getFleet()),
      vehicles: partHash(vehicles),
      underWay: partHash(ridesUnderWay()),
      plans: partHash(ridePlans()),
      stations: partHash(parkedCounts(getFences(), vehicles)),
      bookkeeping: partHash(liveWorldState()),
    };
    expect(parts).toEqual(PINNED.start);
  });

  it('lived on through the morning, every collection is as it always was', () => {
    startWorld();
    for (let minute = 0; minute < 90; minute++) {
      advanceClock(60000);
      advanceWorld(now());
    }
    const all = allCollections().map((_, i) => i);
    // the collections' order is the order their modules were first imported, which the files run
    // before this one in a shared worker decide: the parts are compared as a set, sorted
    const { parts } = worldFingerprint({ collections: all, memos: [] });
    const lived = createHash('sha256')
      .update([...parts].sort().join())
      .digest('hex')
      .slice(0, 16);
    expect({ collections: all.length, lived }).toEqual(PINNED.lived);
  });
});

/** Taken from the code before the fleet's build was sped up (2efea338). */
const PINNED = {
  start: {
    store: 'b72e46882ddb4be0',
    fleet: 'c45ac23d74dbbce4',
    vehicles: '76c8086ce87be2c0',
    underWay: '78d99d28b62e1ce2',
    plans: '597b0c18c194668f',
    stations: 'eab6b9b327d14c1a',
    bookkeeping: '359563b416497bab',
  },
  lived: { collections: 74, lived: '3dd389ee6794aeeb' },
};
