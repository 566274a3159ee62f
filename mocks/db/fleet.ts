import { createRng, type Rng } from '../lib/rng';
import { finishedOnRead, hashAfter, lazy, prefixHash } from './lazy';
import { worldSlot } from './world';
import { epoch, getDb, worldSeed } from './store';
import { isoAt, workingHoursOn } from './time';
import type { Vehicle, VehicleIdentity } from '@contract/vehicles';
import { VEHICLE_MODELS } from '@contract/production';
import { fleetSize } from './worldSize';

// the fleet's size is a setting of the world (worldSize.ts), read in the page and in Node
export { fleetSize, VEHICLES_KEY } from './worldSize';

const MODELS = VEHICLE_MODELS;

/** The fleet number of the first vehicle: the i-th vehicle of the fleet is 8600000 + i. */
const FIRST_NO = 8600000;

/** The hash of a launch's key ('launch:' and the vehicle's place) starts from this state. */
const LAUNCH = prefixHash('launch:');

/** The fleet's identities being made ahead of their first read, a slice at a time (buildAhead in vehicles.ts). */
export interface FleetSlices {
  rng: Rng;
  out: VehicleIdentity[];
  /** the next vehicle to make */
  i: number;
  /** what their written parts are made from (the launch day of each), until they are written */
  parts: WrittenParts;
}

/**
 * The parts of the identities written out (IMEI, frame number, launch time: three strings a
 * vehicle, which the map's first answers never read) are made after the rest, on the first read
 * that may read them (`getFleet`, `getVehicles`), before the world is kept or compared (`whole`),
 * or ahead in slices once the pages are quiet: until then they are '' in the identities and the
 * vehicles made from them. The launch day is drawn with the identity, in the seed's order.
 */
interface WrittenParts {
  /** the identities, and the vehicles made from them so far (in the fleet's order) */
  fleet: VehicleIdentity[];
  vehicles: Vehicle[] | null;
  /** each identity's launch: days before the world's epoch */
  launchDays: Int16Array;
  /** the world's epoch the fleet was made at */
  start: number;
  /** the next identity to write */
  i: number;
}

/** The current world's identities being made ahead (null: none begun, or taken by the build). */
export const fleetAhead = worldSlot((): { at: FleetSlices | null } => ({ at: null }));

/** The current world's identities whose written parts are still to make (null: none). */
const unwritten = worldSlot((): { at: WrittenParts | null } => ({ at: null }));

export const fleetSlices = (): FleetSlices => {
  const out = new Array<VehicleIdentity>(fleetSize());
  const parts = { fleet: out, vehicles: null, launchDays: new Int16Array(out.length), start: epoch(), i: 0 };
  unwritten().at = parts;
  return { rng: createRng(worldSeed() + 1), out, i: 0, parts };
};

/**
 * Whether a slice made ahead of a build (buildAhead in vehicles.ts) that began at vehicle `first`
 * stops before vehicle `i`: `until` (performance.now()) has passed. The clock is read once every
 * 1,024 vehicles, and never before the first, so each slice makes some; Infinity: no slice.
 */
export const sliceOver = (i: number, first: number, until: number): boolean =>
  (i & 1023) === 0 && i !== first && until !== Infinity && performance.now() > until;

/**
 * Makes the identities from `s.i` on, until all are made (true) or `until` (performance.now())
 * has passed (false: go on later), their written parts left for later (WrittenParts). The same
 * draws in the same order however it is sliced: it reads the seed, the service areas and the
 * world's epoch, never the clock.
 */
export function makeFleet(s: FleetSlices, until: number): boolean {
  const { rng, out } = s;
  const { launchDays } = s.parts;
  const areas = getDb().serviceAreas;
  const n = out.length;
  const first = s.i;
  for (let i = first; i < n; i++) {
    if (sliceOver(i, first, until)) {
      s.i = i;
      return false;
    }
    // Area sizes differ: 西湖 45 %, 滨江 30 %, 拱墅 25 %.
    const r = rng.next();
    const area = areas[r < 0.45 ? 0 : r < 0.75 ? 1 : 2];
    out[i] = {
      vehicleNo: `${FIRST_NO + i}`,
      imei: '',
      frameNo: '',
      model: MODELS[i % 7 === 0 ? 2 : i % 3 === 0 ? 0 : 1],
      serviceAreaId: area.id,
      agentId: area.agentId,
      launchedAt: '',
    };
    launchDays[i] = rng.int(20, 700);
  }
  s.i = n;
  return true;
}

/** The vehicles made from the identities: their written parts are set with the identities'. */
export function vehiclesMadeFrom(fleet: readonly VehicleIdentity[], vehicles: Vehicle[]): void {
  const parts = unwritten().at;
  if (parts?.fleet === fleet) parts.vehicles = vehicles;
}

/**
 * Writes the identities' parts left for later (and the vehicles' made from them), until all are
 * written (true) or `until` (performance.now()) has passed. A vehicle made after its identity was
 * written copies them from it.
 */
export function writeIdentities(until: number): boolean {
  const parts = unwritten().at;
  if (!parts) return true;
  const { fleet, launchDays, start } = parts;
  const vehicles = parts.vehicles ?? [];
  const first = parts.i;
  for (let i = first; i < fleet.length; i++) {
    if (sliceOver(i, first, until)) {
      parts.i = i;
      return false;
    }
    const id = fleet[i];
    // 86 and 13 digits, as one number written out (one flat string, not a concatenation)
    id.imei = String(864410000000000 + i * 7919);
    id.frameNo = `XQ${202400000 + i}`;
    // on a working day's hours (the seed's draws unchanged)
    id.launchedAt = isoAt(workingHoursOn(start - launchDays[i] * 86400000, hashAfter(LAUNCH, i)));
    const v = vehicles[i];
    if (v !== undefined) {
      v.imei = id.imei;
      v.frameNo = id.frameNo;
      v.launchedAt = id.launchedAt;
    }
  }
  unwritten().at = null;
  return true;
}

/** Writes what is left of the identities' written parts now. */
export const writeIdentitiesNow = (): void => {
  if (!unwritten().at) return;
  const begin = performance.now();
  writeIdentities(Infinity);
  // a read that needed them (the timeline of scripts/bench-map.mjs shows when)
  performance.measure('backend:identities written by a read', { start: begin });
};

/**
 * The fleet's identities as built: their written parts may be '' still (WrittenParts). Read only
 * where none of them is (the vehicles' build, the rides' history); everything else reads getFleet.
 */
export const fleetAsBuilt = lazy(
  (): VehicleIdentity[] => {
    const ahead = fleetAhead();
    // what was made ahead for the fleet's size now (a size set since makes a world of its own anyway)
    const s = ahead.at?.out.length === fleetSize() ? ahead.at : fleetSlices();
    ahead.at = null;
    makeFleet(s, Infinity);
    return s.out;
  },
  { whole: writeIdentitiesNow },
);

/** The fleet's identities, whole. */
export const getFleet = finishedOnRead(fleetAsBuilt, writeIdentitiesNow);

/** Records by fleet number. */
export interface ByVehicleNo<T> {
  get(no: string): T | undefined;
  has(no: string): boolean;
}

/**
 * The place of each fleet number in a list of records by fleet number (-1: none). A list in
 * the fleet's order (the fleet, and the vehicles made from it) is read by position, the number
 * being 8600000 + its index: no index is built (at 500,000 vehicles a Map took 105 ms of the
 * world's start and its garbage). Any other list gets a Map, filled in a loop.
 */
export function positionsByVehicleNo<T extends { vehicleNo: string }>(list: readonly T[]): (no: string) => number {
  const n = list.length;
  if (n > 0 && list[0].vehicleNo === `${FIRST_NO}` && list[n - 1].vehicleNo === `${FIRST_NO + n - 1}`) {
    return (no) => {
      const at = Number(no) - FIRST_NO;
      return list[at] !== undefined && list[at].vehicleNo === no ? at : -1;
    };
  }
  const index = new Map<string, number>();
  list.forEach((v, i) => index.set(v.vehicleNo, i));
  return (no) => index.get(no) ?? -1;
}

/** Records by fleet number, found by their place (positionsByVehicleNo). */
export function byVehicleNo<T extends { vehicleNo: string }>(list: readonly T[]): ByVehicleNo<T> {
  const positionOf = positionsByVehicleNo(list);
  return {
    get: (no) => {
      const at = positionOf(no);
      return at < 0 ? undefined : list[at];
    },
    has: (no) => positionOf(no) >= 0,
  };
}

export const fleetIndex = lazy(() => byVehicleNo(getFleet()), { derived: true });
