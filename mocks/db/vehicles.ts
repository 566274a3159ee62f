import { createRng } from '../lib/rng';
import { byVehicleNo, fleetPreparation, getFleet, SLICE } from './fleet';
import { prepared, type Slices } from './prepare';
import { randomPointIn } from './geo';
import { lazy } from './lazy';
import { epoch, getDb, worldSeed } from './store';
import { isoAt } from './time';
import type { Alarm, OpsState, Vehicle } from '@contract/vehicles';
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
const scratchOps: OpsState[] = [];
const scratchAlarms: Alarm[] = [];

/** Live state of every vehicle of the fleet, from the seed (made in slices: prepare.ts). */
function* makeVehicles(): Slices<Vehicle[]> {
  // the fleet's identities first, in slices of their own when they are not made yet
  while (!getFleet.ready() && !fleetPreparation.step(performance.now())) yield;
  const rng = createRng(worldSeed() + 5);
  const areas = new Map(getDb().serviceAreas.map((a) => [a.id, a]));
  // A ride ends with the lock's report: a vehicle's last heartbeat is not older than the end of
  // its last ride (its 最后骑行, the newest ride of its history), or an offline vehicle would
  // have finished a ride 40 minutes ago while silent for two days.
  const ends = rideEndsSince(epoch() - OLDEST_HEARTBEAT_MS);
  // 最后骑行 is the end of the vehicle's newest ride in the history: from the last days' rides
  // now, from the whole history if it is made already (else once it is: onOrdersGenerated below)
  const lastEnds = getOrders.ready() ? rideEndsSince(-Infinity) : ends;
  // each model's scheme looked up once, not once a vehicle
  const schemes = new Map<string, Scheme>(VEHICLE_MODELS.map((m) => [m, schemeOfModel(m)]));
  const fleet = getFleet();
  const list: Vehicle[] = new Array(fleet.length);
  for (let i = 0; i < fleet.length; i++) {
    if (i % SLICE === SLICE - 1) yield;
    const id = fleet[i];
    const area = areas.get(id.serviceAreaId)!;
    const [lng, lat] = randomPointIn(rng, area.polygon);
    // Battery: most between 30 and 95 %, a tail of low ones.
    const battery = Math.max(2, Math.min(100, Math.round(rng.chance(0.12) ? rng.int(3, 19) : 30 + rng.next() * 68)));
    const r = rng.next();
    const rideState: Vehicle['rideState'] =
      r < 0.08 ? 'riding' : r < 0.095 ? 'temp_stop' : r < 0.105 ? 'reserved' : r < 0.125 ? 'in_ops' : 'ready';
    const ops = scratchOps;
    ops.length = 0;
    if (battery < 20) ops.push(rng.chance(0.3) ? 'battery_swap' : 'low_battery');
    if (rng.chance(0.025)) ops.push('repair');
    if (rng.chance(0.012)) ops.push('off_shelf');
    if (rng.chance(0.01)) ops.push('moving');
    if (rng.chance(0.004)) ops.push('dragged_back');
    const alarms = scratchAlarms;
    alarms.length = 0;
    const online = !rng.chance(0.03);
    if (!online) alarms.push('offline');
    if (!online && rng.chance(0.15)) alarms.push('lost');
    if (rng.chance(0.012)) alarms.push('out_of_area');
    if (rng.chance(0.015)) alarms.push('in_no_parking');
    if (rng.chance(0.004)) alarms.push('abnormal_move');
    if (rng.chance(0.002)) alarms.push('battery_removed');
    const heartbeatAgo = online ? rng.int(5, 120) : rng.int(3600, 3 * 86400);
    // the seed once drew an idle time and a last ride here: drawn still (the draws after them
    // unchanged), not used: the last ride comes from the rides' history
    if (rideState !== 'riding') rng.next();
    // drawn in the seed's order
    const signal = online ? rng.int(8, 31) : 0;
    const firmware = rng.pick(FIRMWARE);
    if (rng.chance(0.97)) rng.int(0, 3599);
    const odometer = rng.int(80, 6000) * 1000;
    const lastRide = lastEnds.get(id.vehicleNo);
    const lastHeartbeat = Math.max(epoch() - heartbeatAgo * 1000, ends.get(id.vehicleNo) ?? -Infinity);
    // every field written out (not `...id`): a spread followed by 15 more fields left 50,000
    // objects slow to build and to collect (50,000 vehicles in Node: 790-820 → 93-221 ms)
    list[i] = {
      vehicleNo: id.vehicleNo,
      imei: id.imei,
      frameNo: id.frameNo,
      model: id.model,
      serviceAreaId: id.serviceAreaId,
      agentId: id.agentId,
      launchedAt: id.launchedAt,
      rideState,
      opsStates: ops.length ? ops.slice() : NONE,
      alarms: alarms.length ? alarms.slice() : NONE,
      battery,
      voltage: voltageOn(schemes.get(id.model), battery),
      locked: rideState !== 'riding',
      lng,
      lat,
      online,
      signal,
      firmware,
      lastHeartbeatAt: isoAt(lastHeartbeat),
      lastRideAt: lastRide === undefined ? undefined : isoAt(lastRide),
      odometer,
    };
  }
  // the rides under way at the world's "now" ride these vehicles, and only these (骑行中 =
  // rides in progress); the others stand, idle ones at the parking stations
  const byNo = byVehicleNo(list);
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
}

/**
 * The fleet's live state made ahead of need, in slices (the shared worker does, between the
 * pages' requests, once its journal is replayed), or at once when it is read first.
 */
// (the vehicles' last rides come from the whole history when it is made: a history made by a
// read between two slices changes them)
export const vehiclesPreparation = prepared(makeVehicles, () => getOrders.ready());

/** Live state of every vehicle of the fleet, from the seed: realistic battery and heartbeat distributions. */
export const getVehicles = lazy((): Vehicle[] => vehiclesPreparation.take());

// Once the whole history is made, each vehicle's 最后骑行 is its newest ride's end (the world's
// start knew only the last days' rides); a ride the living world ended since is newer already.
onOrdersGenerated((orders) => {
  if (!getVehicles.ready()) return;
  const last = new Map<string, string>();
  for (const o of orders) if (o.endAt && o.endAt > (last.get(o.vehicleNo) ?? '')) last.set(o.vehicleNo, o.endAt);
  for (const v of getVehicles()) {
    const end = last.get(v.vehicleNo);
    if (end && end > (v.lastRideAt ?? '')) v.lastRideAt = end;
  }
});

/** The oldest last heartbeat the seed gives a vehicle (an offline one: 3 days before the world's "now"). */
const OLDEST_HEARTBEAT_MS = 3 * 86400000;

/** Vehicles by fleet number (looked up by position: see byVehicleNo). */
export const vehicleIndex = lazy(() => byVehicleNo(getVehicles()), { derived: true });

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
