import { createRng, type Rng } from '../lib/rng';
import {
  byVehicleNo,
  fleetAhead,
  fleetAsBuilt,
  fleetSlices,
  makeFleet,
  positionsByVehicleNo,
  sliceOver,
  vehiclesMadeFrom,
  writeIdentitiesNow,
} from './fleet';
import { randomPointAt } from './geo';
import { finishedOnRead, lazy } from './lazy';
import { currentWorld, worldSlot } from './world';
import { epoch, getDb, worldSeed } from './store';
import { isoAt } from './time';
import type { Alarm, OpsState, Vehicle, VehicleIdentity } from '@contract/vehicles';
import { now } from '../../src/shared/utils/clock';
import { parkAtStations } from './parking';
import { getOrders, onOrdersGenerated, planPosition, rideEndsSince, ridePlans, ridesUnderWay } from './orders';
import { getVoltageSchemes } from './voltageSchemes';
import { percentAt, VEHICLE_MODELS, voltageAt } from '@contract/production';

/** The voltage scheme a vehicle model is assigned (none: a plain 48 V line). */
const schemeOfModel = (model: string) => getVoltageSchemes().find((s) => s.models.includes(model));

type Scheme = ReturnType<typeof schemeOfModel>;

/** Battery % → pack voltage (mV) on a scheme (none: the plain 48 V line). */
const voltageOn = (scheme: Scheme, pct: number): number =>
  Math.round((scheme ? voltageAt(scheme.points, pct) : 42 + (pct / 100) * 12.6) * 1000);

/** Battery % → pack voltage (mV) on the model's scheme: the seed's battery is what the scheme reads from it. */
export const voltageOf = (model: string, pct: number): number => voltageOn(schemeOfModel(model), pct);

/**
 * The battery percent of the vehicles of these models read again from their pack voltage
 * with the scheme now assigned (after a scheme's curve is edited or a model changes scheme);
 * the low-battery state follows. Returns how many vehicles' percent changed.
 */
export function rereadBatteries(models: readonly string[]): number {
  let changed = 0;
  for (const v of getVehicles()) {
    if (!models.includes(v.model)) continue;
    const scheme = schemeOfModel(v.model);
    if (!scheme) continue;
    const battery = Math.max(0, Math.min(100, percentAt(scheme.points, v.voltage / 1000)));
    if (battery === v.battery) continue;
    changed += 1;
    v.battery = battery;
    const low = v.opsStates.includes('low_battery') || v.opsStates.includes('battery_swap');
    if (battery < 20 && !low) v.opsStates = [...v.opsStates, 'low_battery'];
    if (battery >= 20) v.opsStates = v.opsStates.filter((s) => s !== 'low_battery');
  }
  return changed;
}

const FIRMWARE = ['v3.2.1', 'v3.2.4', 'v3.3.0'];

/** Ops states that keep a vehicle off the road: no ride starts on it (a ride under way is never in one). */
export const UNRIDEABLE: ReadonlySet<OpsState> = new Set<OpsState>([
  'repair',
  'off_shelf',
  'moving',
  'dragged_back',
  'battery_swap',
]);

/**
 * The states and alarms of a vehicle that has none: one shared, frozen list (most of the fleet
 * has none; 500,000 empty lists of their own were garbage to collect at the world's start).
 * A change gives the vehicle a list of its own (`v.alarms = [...v.alarms, a]`), never a push.
 */
const NONE: never[] = Object.freeze([]) as unknown as never[];
/** where the fleet's build draws a vehicle's place ([lng, lat]): no point made for each */
const place = new Float64Array(2);

/**
 * The pack voltage (mV) of each model at each whole battery percent (0–100): the seed's
 * batteries are whole percents, so the fleet's build reads a table, not the scheme's curve
 * once a vehicle.
 */
function voltageTable(): Map<string, Int32Array> {
  const table = new Map<string, Int32Array>();
  for (const model of VEHICLE_MODELS) {
    const scheme = schemeOfModel(model);
    const mv = new Int32Array(101);
    for (let pct = 0; pct <= 100; pct++) mv[pct] = voltageOn(scheme, pct);
    table.set(model, mv);
  }
  return table;
}

/** The vehicles being made ahead of their first read, a slice at a time (buildAhead). */
interface VehicleSlices {
  /** the identities they are made from */
  fleet: readonly VehicleIdentity[];
  rng: Rng;
  list: Vehicle[];
  /** the seed's last heartbeat of each vehicle (ms) */
  beats: Float64Array;
  /** an online vehicle's last heartbeat written out once per distinct heartbeat (116 strings, not one a vehicle) */
  beatText: Map<number, string>;
  /** the next vehicle to make */
  i: number;
}

const vehiclesAhead = worldSlot((): { at: VehicleSlices | null } => ({ at: null }));

const vehicleSlices = (fleet: VehicleIdentity[]): VehicleSlices => {
  const list: Vehicle[] = [];
  // their identities' written parts are set on them too (fleet.ts)
  vehiclesMadeFrom(fleet, list);
  return {
    fleet,
    rng: createRng(worldSeed() + 5),
    list,
    beats: new Float64Array(fleet.length),
    beatText: new Map(),
    i: 0,
  };
};

/**
 * Makes the vehicles from `s.i` on, until all are made (true) or `until` (performance.now())
 * has passed (false: go on later). `volts` null: made ahead, before the voltage schemes are
 * read (a collection of their own): each pack voltage is then 0 until the build sets it. The
 * same draws in the same order however it is sliced: it reads the seed, the fleet, the service
 * areas and the world's epoch, never the clock.
 */
function makeVehicles(
  s: VehicleSlices,
  fleet: readonly VehicleIdentity[],
  volts: Map<string, Int32Array> | null,
  until: number,
): boolean {
  const { rng, list, beats, beatText } = s;
  const areas = new Map(getDb().serviceAreas.map((a) => [a.id, a]));
  const start = epoch();
  const first = s.i;
  for (let i = first; i < fleet.length; i++) {
    if (sliceOver(i, first, until)) {
      s.i = i;
      return false;
    }
    const id = fleet[i];
    const area = areas.get(id.serviceAreaId)!;
    randomPointAt(rng, area.polygon, place);
    const lng = place[0];
    const lat = place[1];
    // Battery: most between 30 and 95 %, a tail of low ones.
    const battery = Math.max(2, Math.min(100, Math.round(rng.chance(0.12) ? rng.int(3, 19) : 30 + rng.next() * 68)));
    const r = rng.next();
    const rideState: Vehicle['rideState'] =
      r < 0.08 ? 'riding' : r < 0.095 ? 'temp_stop' : r < 0.105 ? 'reserved' : r < 0.125 ? 'in_ops' : 'ready';
    // a list made only for the few vehicles that have a state or an alarm (not a shared list
    // emptied and copied for each)
    let ops: OpsState[] = NONE;
    if (battery < 20) ops = [rng.chance(0.3) ? 'battery_swap' : 'low_battery'];
    if (rng.chance(0.025)) ops = [...ops, 'repair'];
    if (rng.chance(0.012)) ops = [...ops, 'off_shelf'];
    if (rng.chance(0.01)) ops = [...ops, 'moving'];
    if (rng.chance(0.004)) ops = [...ops, 'dragged_back'];
    let alarms: Alarm[] = NONE;
    const online = !rng.chance(0.03);
    if (!online) alarms = ['offline'];
    if (!online && rng.chance(0.15)) alarms = [...alarms, 'lost'];
    if (rng.chance(0.012)) alarms = [...alarms, 'out_of_area'];
    if (rng.chance(0.015)) alarms = [...alarms, 'in_no_parking'];
    if (rng.chance(0.004)) alarms = [...alarms, 'abnormal_move'];
    if (rng.chance(0.002)) alarms = [...alarms, 'battery_removed'];
    const heartbeatAgo = online ? rng.int(5, 120) : rng.int(3600, 3 * 86400);
    // the seed once drew an idle time and a last ride here: drawn still (the draws after them
    // unchanged), not used: the last ride comes from the rides' history
    if (rideState !== 'riding') rng.next();
    // drawn in the seed's order
    const signal = online ? rng.int(8, 31) : 0;
    const firmware = rng.pick(FIRMWARE);
    if (rng.chance(0.97)) rng.int(0, 3599);
    const odometer = rng.int(80, 6000) * 1000;
    const beat = start - heartbeatAgo * 1000;
    beats[i] = beat;
    let beatAt = beatText.get(heartbeatAgo);
    if (beatAt === undefined) {
      beatAt = isoAt(beat);
      beatText.set(heartbeatAgo, beatAt);
    }
    // every field written out (not `...id`): a spread followed by 15 more fields left 50,000
    // objects slow to build and to collect (50,000 vehicles in Node: 790-820 → 93-221 ms). The
    // last heartbeat of a vehicle with a ride since, and its last ride, are written after the loop
    list.push({
      vehicleNo: id.vehicleNo,
      imei: id.imei,
      frameNo: id.frameNo,
      model: id.model,
      serviceAreaId: id.serviceAreaId,
      agentId: id.agentId,
      launchedAt: id.launchedAt,
      rideState,
      opsStates: ops,
      alarms,
      battery,
      voltage: volts ? volts.get(id.model)![battery] : 0,
      locked: rideState !== 'riding',
      lng,
      lat,
      online,
      signal,
      firmware,
      lastHeartbeatAt: beatAt,
      lastRideAt: undefined,
      odometer,
    });
  }
  s.i = fleet.length;
  return true;
}

/**
 * Makes part of the fleet ahead of its first read, until `until` (performance.now()): the
 * identities, then the vehicles' seeded state (the shared worker's idle time while its pages
 * boot, mocks/shared/hub.ts). The build takes up what was made and finishes it, the same
 * world as made at once. True when nothing is left to make ahead (or nothing may be: a world
 * not started, whose epoch is not fixed yet, or a fleet already built).
 */
export function buildAhead(until: number): boolean {
  if (!currentWorld().started || getVehicles.built()) return true;
  let fleet: VehicleIdentity[];
  if (fleetAsBuilt.built()) fleet = fleetAsBuilt();
  else {
    const f = fleetAhead();
    f.at ??= fleetSlices();
    if (!makeFleet(f.at, until)) return false;
    fleet = f.at.out;
  }
  const v = vehiclesAhead();
  v.at ??= vehicleSlices(fleet);
  return makeVehicles(v.at, fleet, null, until);
}

/**
 * Live state of every vehicle of the fleet, from the seed: realistic battery and heartbeat
 * distributions; as built, their identities' written parts may be '' still (fleet.ts). Read only
 * where none of them is (the living world's minutes, the map's clusters and stations);
 * everything else reads getVehicles.
 */
export const vehiclesAsBuilt = lazy(
  (): Vehicle[] => {
    // A ride ends with the lock's report: a vehicle's last heartbeat is not older than the end of
    // its last ride (its 最后骑行, the newest ride of its history), or an offline vehicle would
    // have finished a ride 40 minutes ago while silent for two days.
    const ends = rideEndsSince(epoch() - OLDEST_HEARTBEAT_MS);
    // 最后骑行 is the end of the vehicle's newest ride in the history: from the last days' rides
    // now, from the whole history if it is made already (else once it is: onOrdersGenerated below)
    const lastEnds = getOrders.ready() ? rideEndsSince(-Infinity) : ends;
    const volts = voltageTable();
    const fleet = fleetAsBuilt();
    // what was made ahead (buildAhead), taken up and finished; its pack voltages set now
    const ahead = vehiclesAhead();
    // what was made ahead from this fleet
    const s = ahead.at?.fleet === fleet ? ahead.at : vehicleSlices(fleet);
    ahead.at = null;
    const unpriced = s.i;
    makeVehicles(s, fleet, volts, Infinity);
    const { list, beats } = s;
    for (let i = 0; i < unpriced; i++) list[i].voltage = volts.get(list[i].model)![list[i].battery];
    // the few thousand vehicles with a ride in the last days (or in the history), looked up by
    // number once each, not 500,000 look-ups of a vehicle's number in a map of a few thousand
    const positionOf = positionsByVehicleNo(list);
    for (const [no, end] of ends) {
      const at = positionOf(no);
      if (at >= 0 && end > beats[at]) list[at].lastHeartbeatAt = isoAt(end);
    }
    for (const [no, end] of lastEnds) {
      const at = positionOf(no);
      if (at >= 0) list[at].lastRideAt = isoAt(end);
    }
    const byNo = byVehicleNo(list);
    // the rides under way at the world's "now" ride these vehicles, and only these (骑行中 =
    // rides in progress); the others stand, idle ones at the parking stations
    const ridden = new Set<string>();
    const plans = ridePlans();
    for (const o of ridesUnderWay()) {
      const plan = plans.get(o.orderId);
      const v = plan && byNo.get(o.vehicleNo);
      if (!plan || !v) continue;
      ridden.add(v.vehicleNo);
      v.rideState = 'riding';
      // the seed draws ops states apart from the rides: a vehicle being ridden is on the road
      v.opsStates = v.opsStates.filter((st) => !UNRIDEABLE.has(st));
      v.locked = false;
      [v.lng, v.lat] = planPosition(o, plan, epoch());
    }
    for (const v of list) {
      if (v.rideState !== 'riding' || ridden.has(v.vehicleNo)) continue;
      v.rideState = 'ready';
      v.locked = true;
    }
    parkAtStations(list);
    return list;
  },
  { whole: writeIdentitiesNow },
);

/** Live state of every vehicle of the fleet, whole. */
export const getVehicles = finishedOnRead(vehiclesAsBuilt, writeIdentitiesNow);

// Once the whole history is made, each vehicle's 最后骑行 is its newest ride's end (the world's
// start knew only the last days' rides); a ride the living world ended since is newer already.
onOrdersGenerated((orders) => {
  if (!vehiclesAsBuilt.ready()) return;
  const last = new Map<string, string>();
  for (const o of orders) if (o.endAt && o.endAt > (last.get(o.vehicleNo) ?? '')) last.set(o.vehicleNo, o.endAt);
  // the vehicles with a ride, found by number once each (not 500,000 look-ups of every vehicle's number)
  const list = vehiclesAsBuilt();
  const positionOf = positionsByVehicleNo(list);
  for (const [no, end] of last) {
    const at = positionOf(no);
    const v = at < 0 ? undefined : list[at];
    if (v && end > (v.lastRideAt ?? '')) v.lastRideAt = end;
  }
});

/** The oldest last heartbeat the seed gives a vehicle (an offline one: 3 days before the world's "now"). */
const OLDEST_HEARTBEAT_MS = 3 * 86400000;

/** Vehicles by fleet number (looked up by position: see byVehicleNo), as built (vehiclesAsBuilt). */
export const vehicleIndexAsBuilt = lazy(() => byVehicleNo(vehiclesAsBuilt()), { derived: true });

/** Vehicles by fleet number, whole. */
export const vehicleIndex = finishedOnRead(vehicleIndexAsBuilt, writeIdentitiesNow);

/** The fleet, each vehicle's 最后骑行 read from the whole history of rides (made now if it is not yet). */
export function vehiclesWithRides(): Vehicle[] {
  getOrders();
  return getVehicles();
}

/** Hours since the vehicle's last ride (Infinity when it never had one; none while it is ridden). */
export const idleHours = (v: Pick<Vehicle, 'lastRideAt' | 'rideState'>): number =>
  v.rideState === 'riding'
    ? 0
    : v.lastRideAt
      ? (Math.max(epoch(), now()) - Date.parse(v.lastRideAt)) / 3600000
      : Infinity;
