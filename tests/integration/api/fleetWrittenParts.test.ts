/**
 * The fleet's written parts left for later (issue 40): the identities' IMEI, frame number and
 * launch time, which the map's first answers (the stations' parked counts, the clusters) never
 * read, are written after them: on the first read that may read them, or ahead in slices. The
 * map answers without them; every other read, a map's keyword search included, sees them as a
 * world that wrote them at once; however they were sliced, the world is the same.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { now, pinClock } from '@/shared/utils/clock';
import { worldFingerprint } from '@mocks/db/fingerprint';
import { allCollections } from '@mocks/db/lazy';
import { getFleet, writeIdentities } from '@mocks/db/fleet';
import { getFences } from '@mocks/db/fences';
import { advanceWorld } from '@mocks/db/liveFleet';
import { parkedCounts } from '@mocks/db/parking';
import { getDb, resetDb } from '@mocks/db/store';
import { createWorld, setHomeWorld } from '@mocks/db/world';
import { buildAhead, getVehicles, vehicleIndex, vehiclesAsBuilt } from '@mocks/db/vehicles';
import { vehicleClusters } from '@mocks/handlers/vehicles';
import '@mocks/handlers';

const START = Date.parse('2026-11-26T02:30:00Z');
// a fleet of 5,000: five slices of written parts
beforeAll(() => void vi.stubEnv('EBIKE_MOCK_VEHICLES', '5000'));
afterAll(() => {
  resetDb();
  vi.unstubAllEnvs();
});

/** The platform's administrator, as the map's handlers see the caller. */
function administrator(): Parameters<typeof vehicleClusters>[0] {
  const db = getDb();
  const operator = db.operators.find((o) => o.phone === '13800000000')!;
  const codes = new Set(db.roles.find((r) => r.id === operator.roleId)!.codes);
  return { operator, claims: {}, codes } as unknown as Parameters<typeof vehicleClusters>[0];
}

const CITY = { bbox: '119.8,30.0,120.5,30.5', zoom: '11' };

/** A fresh world started at START (its store read, as the sign-in's steps read it). */
function freshWorld(): void {
  pinClock(START);
  setHomeWorld(createWorld({ size: 'small' }));
  getDb();
}

/** A fresh world that read the whole fleet at once, lived to the clock. */
function madeAtOnce(): void {
  freshWorld();
  getVehicles();
  advanceWorld(now());
}

/** A fresh world, its fleet made ahead, the map's first answers given as the worker gives them. */
function mapAnswered() {
  freshWorld();
  while (!buildAhead(Infinity));
  advanceWorld(now());
  const parked = parkedCounts(getFences(), vehiclesAsBuilt());
  const clusters = vehicleClusters(administrator(), CITY);
  return { parked, clusters };
}

/** Every collection built, hashed. */
const fingerprint = () => worldFingerprint({ collections: allCollections().map((_, i) => i), memos: [] }).parts;

describe("the fleet's written parts", () => {
  it('are left for later by the map’s first answers, which answer as a world that wrote them at once', () => {
    madeAtOnce();
    const once = {
      parked: parkedCounts(getFences(), getVehicles()),
      clusters: vehicleClusters(administrator(), CITY),
      parts: fingerprint(),
    };
    const first = getVehicles()[0];
    expect(first.imei).toBe('864410000000000');
    expect(first.frameNo).toBe('XQ202400000');
    expect(first.launchedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.000Z$/);

    const later = mapAnswered();
    // not written yet: the map did not need them
    expect(vehiclesAsBuilt()[0].imei).toBe('');
    expect(later.parked).toEqual(once.parked);
    expect(later.clusters).toEqual(once.clusters);
    // read by anything else, they are there
    expect(vehicleIndex().get(first.vehicleNo)).toMatchObject({
      imei: first.imei,
      frameNo: first.frameNo,
      launchedAt: first.launchedAt,
    });
    expect(getFleet()[0]).toMatchObject({ imei: first.imei, frameNo: first.frameNo, launchedAt: first.launchedAt });
    expect(fingerprint()).toEqual(once.parts);
  });

  it('are found by a keyword on the map before anything else read them', () => {
    mapAnswered();
    const imei = String(864410000000000 + 4321 * 7919);
    const found = vehicleClusters(administrator(), { ...CITY, keyword: imei });
    expect(found.total).toBe(1);
  });

  it('make the same world however they were sliced', () => {
    madeAtOnce();
    const once = fingerprint();

    mapAnswered();
    // as short slices as can be (1,024 identities), then the rest by a read
    expect(writeIdentities(0)).toBe(false);
    expect(writeIdentities(0)).toBe(false);
    expect(vehiclesAsBuilt()[1023].imei).not.toBe('');
    expect(vehiclesAsBuilt()[3000].imei).toBe('');
    expect(fingerprint()).toEqual(once);
    expect(vehiclesAsBuilt()[3000].imei).toBe(String(864410000000000 + 3000 * 7919));
  });
});
