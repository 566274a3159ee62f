/**
 * The world moves with the clock (issue 12 item 4: a tick moves the fleet, starts and ends rides, drains batteries).
 *
 * Every call the backend answers first brings the world up to the clock's minute, minute by
 * minute, each minute's events in time order: rides reach their planned end (priced, then
 * paid a moment later through their channel: the wallet is debited, a card or coupon covers
 * what it covers), new rides start at the rate the hour of day implies on vehicles that can
 * ride (online, charged, not in repair), batteries drain by the distance ridden, the crews
 * swap the lowest batteries, and alarms rise and clear. Between minutes the vehicles that
 * are ridden move along their ride. What happens in a minute is drawn from a seed of that
 * minute, so the world at a given time is the same however often it was asked on the way:
 * a journal replayed with the clock at its entries' times meets the same world.
 *
 * The fleet is generated with the rides (vehicles.ts: a vehicle is ridden exactly when a ride
 * in progress uses it, 骑行中 = rides in progress). The first call after it was read lives
 * the world on from its minute (the seed's "now") to the clock. Before the fleet is read
 * nothing moves and nothing is built for it.
 */
import type { LngLat } from '@contract/common';
import type { Alarm, Vehicle } from '@contract/vehicles';
import type { Order } from '@contract/orders';
import { createRng, type Rng } from '../lib/rng';
import { getFences, STATIONS_PER_AREA, stationId } from './fences';
import { fleetSize } from './fleet';
import { metresBetween, pointInPolygon, randomPointIn } from './geo';
import { buildDeferred, hash, keptPart, setWorldClock, unjournalled, worldRun } from './lazy';
import { worldSlot } from './world';
import {
  addRide,
  CASH,
  getOrders,
  HOURLY,
  HOURLY_SUM,
  keepBill,
  ORDERS_PER_DAY,
  planPosition,
  ridePaid,
  rideById,
  ridePlans,
  ridesMadeSoFar,
  type RidePlan,
} from './orders';
import { endRideAt } from './rideEnd';
import { getRiders, riderIndex } from './riders';
import { epoch, getDb, worldSeed } from './store';
import { isoAt } from './time';
// the vehicles as built: the world's minutes read no identity's written parts (fleet.ts), so
// the map's first answers, each of which brings the world up to the clock, need none of them
import { UNRIDEABLE, vehicleIndexAsBuilt as vehicleIndex, vehiclesAsBuilt as getVehicles, voltageOf } from './vehicles';
import { addTxn, paidAt } from './wallet';
import { scaled } from './worldSize';
import { dayOf } from '../lib/stats';
import { now } from '../../src/shared/utils/clock';
import { addVehicleLog, getVehicleLogs } from './vehicleLogs';
import { ALARM_OVER, clearAlarm, liveAlarmOf, raiseAlarm } from './alarms';
import { workshopMinute } from './repairs';
import { SYSTEM_ACTOR } from '@contract/labels/columns';

const MIN = 60000;
const H8 = 8 * 3600000;
/** At most a day is caught up in one call (a journal from long ago, a tab asleep). */
const MAX_CATCH_UP = 24 * 60;
/** Battery used per km ridden (%). */
const DRAIN_PER_KM = 2;
/** Alarms the world raises now and then, and how long each lasts (minutes). */
const PASSING_ALARMS: Alarm[] = ['out_of_area', 'in_no_parking', 'abnormal_move'];

interface State {
  /** the world is up to here (a minute boundary, ms) */
  movedTo: number;
  /** rides the world ended, waiting for their payment (orderId → when paid, ms) */
  awaitingPay: Map<string, number>;
  /** alarms the world raised or will clear (vehicleNo|alarm → minute it clears) */
  clears: Map<string, number>;
  /** the newest ride number of each local day (R20261124…) */
  daySeq: Map<string, number>;
}

interface Living {
  state: State | null;
  /** the moment (ms) the world was last brought up to: what a collection built now is built over (journalled with the build) */
  advancedAt: number | undefined;
  /** whether the page was asked to build it ahead of need */
  warming: boolean;
}
const living = worldSlot((): Living => ({ state: null, advancedAt: undefined, warming: false }));
setWorldClock(() => living().advancedAt);
keptPart('living world', {
  save: () => {
    const { state, advancedAt } = living();
    return { state, advancedAt };
  },
  load: (kept) => {
    Object.assign(living(), kept as Pick<Living, 'state' | 'advancedAt'>);
  },
});

const minuteOf = (ms: number) => Math.floor(ms / MIN);
const localDayTag = (ms: number) => dayOf(ms).replace(/-/g, '');
const localHour = (ms: number) => new Date(ms + H8).getUTCHours();

/** The world's own bookkeeping, from the rides and vehicles as generated; passing seeded alarms get an end. */
function startState(at: number): State {
  const clears = new Map<string, number>();
  for (const v of getVehicles()) {
    for (const a of v.alarms) {
      const h = hash(`${v.vehicleNo}|${a}|clear`);
      if (PASSING_ALARMS.includes(a) && h % 2 === 0)
        clears.set(`${v.vehicleNo}|${a}`, minuteOf(epoch()) + 30 + (h % 600));
    }
  }
  // the living world numbers rides from its "now" on: only the days from then count (how much
  // of the older history happens to be made when it starts must not show in its state)
  const daySeq = new Map<string, number>();
  const today = localDayTag(epoch());
  for (const o of ridesMadeSoFar()) {
    const tag = o.orderId.slice(1, 9);
    if (tag < today) continue;
    const n = Number(o.orderId.slice(9));
    if (n > (daySeq.get(tag) ?? 0)) daySeq.set(tag, n);
  }
  // the world was generated up to its minute: it lives on from there
  return { movedTo: Math.min(minuteOf(at), minuteOf(epoch())) * MIN, awaitingPay: new Map(), clears, daySeq };
}

function canRide(v: Vehicle): boolean {
  return (
    v.rideState === 'ready' &&
    v.online &&
    v.battery >= 20 &&
    !v.opsStates.some((s) => UNRIDEABLE.has(s)) &&
    !v.alarms.includes('lost')
  );
}

/** A point in one of the area's stations that lies inside the area (else anywhere in it). */
function stationPoint(rng: Rng, areaId: string, polygon: readonly LngLat[]): [string | undefined, LngLat] {
  const fences = getFences();
  for (let k = 0; k < 6; k++) {
    const id = stationId(areaId, rng.int(1, STATIONS_PER_AREA));
    const st = fences.find((f) => f.id === id);
    const p = randomPointIn(rng, st?.polygon ?? polygon);
    if (pointInPolygon(p, polygon)) return [st?.id, p];
  }
  return [undefined, randomPointIn(rng, polygon)];
}

/** A ride starting at `t` (ms) on a vehicle that can ride, by a rider; none when no vehicle is free. */
function startRide(s: State, rng: Rng, t: number): void {
  const vehicles = getVehicles();
  let v: Vehicle | undefined;
  for (let k = 0; k < 30 && !v; k++) {
    const c = vehicles[rng.int(0, vehicles.length - 1)];
    if (canRide(c)) v = c;
  }
  if (!v) return;
  const riders = getRiders();
  const rider = riders[rng.int(0, riders.length - 1)];
  const area = getDb().serviceAreas.find((a) => a.id === v.serviceAreaId)!;
  const outside = rng.chance(0.06);
  const [toStationId, to] = outside
    ? [undefined, randomPointIn(rng, area.polygon)]
    : stationPoint(rng, area.id, area.polygon);
  const from: LngLat = [v.lng, v.lat];
  const straight = metresBetween(from, to);
  const distance = Math.round(straight < 300 ? 800 + rng.next() * 3200 : straight * (1.2 + rng.next() * 0.3));
  const seconds = Math.max(120, Math.round(distance / ((10 + rng.next() * 10) / 3.6)));
  const tag = localDayTag(t);
  const seq = (s.daySeq.get(tag) ?? 0) + 1;
  s.daySeq.set(tag, seq);
  const cardRide = Boolean(rider.ridingCard) && rng.chance(0.7);
  const o: Order = {
    orderId: `R${tag}${String(seq).padStart(5, '0')}`,
    userId: rider.userId,
    phone: rider.phone,
    vehicleNo: v.vehicleNo,
    serviceAreaId: area.id,
    agentId: area.agentId,
    startAt: isoAt(t),
    start: from,
    distance: 0,
    duration: 0,
    amount: { base: 0, time: 0, dispatchFee: 0, discount: 0, paid: 0 },
    payChannel: rng.pick(CASH),
    status: 'riding',
    endedOutsideParking: outside,
    startStationId: undefined,
    discountSource: cardRide ? 'riding_card' : undefined,
  };
  rider.rides += 1;
  addRide(o);
  ridePlans().set(o.orderId, { to, toStationId, distance, endMs: t + seconds * 1000 });
  v.rideState = 'riding';
  v.locked = false;
}

/** The ride reaches its plan's end: priced and due; paid a moment later. */
function endRide(s: State, o: Order, plan: RidePlan): void {
  endRideAt(o, plan.endMs, plan.to, plan.distance);
  o.endStationId = plan.toStationId;
  const v = vehicleIndex().get(o.vehicleNo);
  if (v) {
    v.odometer += plan.distance;
    v.battery = Math.max(0, v.battery - Math.round((plan.distance / 1000) * DRAIN_PER_KM));
    v.voltage = voltageOf(v.model, v.battery);
    if (v.battery < 20 && !v.opsStates.includes('low_battery') && !v.opsStates.includes('battery_swap'))
      v.opsStates = [...v.opsStates, 'low_battery'];
  }
  s.awaitingPay.set(o.orderId, paidAt(o));
}

/** The rider pays what is due: from the wallet when it holds enough, else by WeChat. */
function pay(o: Order, at: number): void {
  if (o.status !== 'unpaid') return;
  const due = o.amount.base + o.amount.time + o.amount.dispatchFee - o.amount.discount;
  if (due > 0 && o.payChannel === 'wallet') {
    const r = riderIndex().get(o.userId);
    if (r && r.balance >= due)
      addTxn(
        r,
        { kind: 'ride', amount: -due, orderId: o.orderId, note: `骑行扣费 ${o.orderId}`, channel: 'wallet' },
        at,
      );
    else o.payChannel = 'wechat';
  }
  o.amount = { ...o.amount, paid: due };
  o.status = 'paid';
  keepBill(o);
  ridePaid(o);
}

/** A crew swaps `v`'s battery at `t` (for `taskId`, when a task asked for it): the vehicle's log says so. */
function swapBattery(v: Vehicle, t: number, taskId?: string): void {
  addVehicleLog(
    {
      vehicleNo: v.vehicleNo,
      event: '换电',
      detail: `运维换电：电量 ${v.battery}% → 100%${taskId ? `（任务 ${taskId}）` : ''}`,
    },
    t,
  );
  v.battery = 100;
  v.voltage = voltageOf(v.model, 100);
  v.opsStates = v.opsStates.filter((x) => x !== 'low_battery' && x !== 'battery_swap');
}

/**
 * An area's crew swaps a battery now and then: an assigned 换电 task first (it is done then),
 * else the area's lowest battery on its round.
 */
function swapInArea(rng: Rng, areaId: string, t: number): void {
  const tasks = getVehicleLogs.ready() ? getVehicleLogs().tasks : [];
  const task = tasks.find(
    (x) =>
      x.kind === 'battery_swap' &&
      x.serviceAreaId === areaId &&
      (x.status === 'assigned' || x.status === 'in_progress') &&
      vehicleIndex().get(x.vehicleNo)?.rideState !== 'riding',
  );
  if (task) {
    const v = vehicleIndex().get(task.vehicleNo);
    task.status = 'done';
    task.finishedAt = isoAt(t);
    if (v) swapBattery(v, t, task.id);
    return;
  }
  // else the lowest battery among the vehicles the crew passes on its round
  const vehicles = getVehicles();
  let low: Vehicle | undefined;
  for (let k = 0; k < 300; k++) {
    const v = vehicles[rng.int(0, vehicles.length - 1)];
    if (v.serviceAreaId !== areaId || v.rideState === 'riding' || v.battery >= 20) continue;
    if (!low || v.battery < low.battery) low = v;
  }
  if (low) swapBattery(low, t);
}

function raiseSomeAlarm(s: State, rng: Rng, minute: number): void {
  const vehicles = getVehicles();
  const v = vehicles[rng.int(0, vehicles.length - 1)];
  const alarm = rng.pick(PASSING_ALARMS);
  const at = minute * MIN + rng.int(0, 59) * 1000;
  if (raiseAlarm(v, alarm, at)) s.clears.set(`${v.vehicleNo}|${alarm}`, minute + rng.int(10, 90));
}

/** Passing alarms end by themselves (the vehicle is back in its area, moved off the no-parking zone). */
function clearAlarms(s: State, minute: number): void {
  for (const [key, at] of s.clears) {
    if (at > minute) continue;
    s.clears.delete(key);
    const [no, alarm] = key.split('|') as [string, Alarm];
    const r = liveAlarmOf(no, alarm);
    if (r) clearAlarm(r, SYSTEM_ACTOR, at * MIN, ALARM_OVER);
  }
}

/** One minute of the world, its events in time order. */
function minuteOfWorld(s: State, minute: number): void {
  const t0 = minute * MIN;
  const rng = createRng((hash(`world:${minute}`) ^ worldSeed()) >>> 0);
  // rides starting in this minute: the day's rides spread by the hour's share
  const perMinute = (scaled(ORDERS_PER_DAY) * HOURLY[localHour(t0)]) / HOURLY_SUM / 60;
  let starts = 0;
  for (let p = Math.exp(-perMinute), acc = p, u = rng.next(); u > acc && starts < 20; starts++) {
    p *= perMinute / (starts + 1);
    acc += p;
  }
  const events: Array<[number, () => void]> = [];
  for (let i = 0; i < starts; i++) {
    const t = t0 + rng.int(0, 59) * 1000;
    const draw = createRng((hash(`ride:${minute}:${i}`) ^ worldSeed()) >>> 0);
    events.push([t, () => startRide(s, draw, t)]);
  }
  const plans = ridePlans();
  for (const [id, plan] of plans) {
    if (plan.endMs >= t0 + MIN) continue;
    const o = rideById(id);
    events.push([plan.endMs, () => (o && o.status === 'riding' ? endRide(s, o, plan) : plans.delete(id))]);
  }
  events.sort((a, b) => a[0] - b[0]);
  for (const [, run] of events) run();
  for (const [id, at] of s.awaitingPay) {
    if (at >= t0 + MIN) continue;
    s.awaitingPay.delete(id);
    const o = rideById(id);
    if (o) pay(o, at);
  }
  // about three alarms an hour per 3,000 vehicles; each area's crew swaps a battery every ~10 minutes
  if (rng.chance(Math.min(1, (fleetSize() / 3000) * 0.05))) raiseSomeAlarm(s, rng, minute);
  clearAlarms(s, minute);
  for (const a of getDb().serviceAreas) if (rng.chance(0.1)) swapInArea(rng, a.id, t0 + rng.int(0, 59) * 1000);
  workshopMinute(minute, t0 + 30000);
}

/** A parked lock reports every ten minutes, a ridden one every minute. */
const HEARTBEAT_EVERY = 10;

/** The vehicles whose turn it is report: their last heartbeat is within the minute. */
function heartbeats(minute: number): void {
  const vehicles = getVehicles();
  // a vehicle reports at one of 55 seconds of the minute: 55 strings made, not one per vehicle
  const times: string[] = [];
  for (let k = 0; k < 55; k++) times.push(isoAt(minute * MIN - k * 1000));
  const at = (v: Vehicle) => times[Number(v.vehicleNo) % 55];
  // a report never moves the last heartbeat back: a ride that ended later in this minute
  // already stamped its lock's report (ISO strings of one format compare as times)
  const report = (v: Vehicle) => {
    const t = at(v);
    if (t > v.lastHeartbeatAt) v.lastHeartbeatAt = t;
  };
  for (let i = minute % HEARTBEAT_EVERY; i < vehicles.length; i += HEARTBEAT_EVERY) {
    const v = vehicles[i];
    if (v.online) report(v);
  }
  for (const id of ridePlans().keys()) {
    const o = rideById(id);
    const v = o && vehicleIndex().get(o.vehicleNo);
    if (v) report(v);
  }
}

/** The world's own bookkeeping (what rides await payment, which alarms clear when), for its fingerprint. */
export const liveWorldState = (): Readonly<State> | null => living().state;

/**
 * Moves the world up to `at`; does nothing before the fleet is read (with it the rides under way,
 * the rest of the history when read). What its minutes build is not journalled: they are the
 * same minutes whenever the world is brought past them, in the page or in a replay.
 */
export function advanceWorld(at: number): void {
  unjournalled(() => moveWorld(at));
}

function moveWorld(at: number): void {
  // what a replay left for later is made first, at its own point, never halfway through these minutes
  buildDeferred();
  if (!getVehicles.ready()) {
    // not built yet: built now by whatever reads it, or (in the page) at the next idle moment
    const l = living();
    if (host.warmer && !l.warming && !host.paused) {
      l.warming = true;
      const world = worldRun();
      host.warmer(() => (world === worldRun() && !host.paused ? warmWorld(now()) : undefined));
    }
    return;
  }
  const l = living();
  l.state ??= startState(at);
  const s = l.state;
  const last = minuteOf(at);
  let minute = minuteOf(s.movedTo);
  if (last - minute > MAX_CATCH_UP) minute = last - MAX_CATCH_UP;
  // each minute's heartbeats, not only the last one's: the world is the same however often it was asked on the way
  for (; minute < last; minute++) {
    minuteOfWorld(s, minute);
    heartbeats(minute + 1);
  }
  s.movedTo = Math.max(s.movedTo, last * MIN);
  l.advancedAt = at;
  // the ridden vehicles where they are now, and their rides' running time
  const plans = ridePlans();
  for (const [id, plan] of plans) {
    const o = rideById(id);
    const v = o && vehicleIndex().get(o.vehicleNo);
    if (!o || !v || o.status !== 'riding') continue;
    [v.lng, v.lat] = planPosition(o, plan, at);
    o.duration = Math.max(0, Math.round((at - Date.parse(o.startAt)) / 1000));
  }
}

/** The world built from the seed (fleet, rides, riders) and lived on to `at`: what the first call that reads it would otherwise pay. */
function warmWorld(at: number): string | undefined {
  const built = !getVehicles.ready();
  getVehicles();
  advanceWorld(at);
  // then, when the page has long been idle, the rest of the rides' history (lists and reports read it),
  // built over the world brought up to then, as a call that read it then would
  const world = worldRun();
  host.warmer?.(
    () => {
      if (world !== worldRun() || host.paused || getOrders.ready()) return undefined;
      advanceWorld(now());
      getOrders();
      return 'history';
    },
    { later: true },
  );
  return built ? 'world' : undefined;
}

/** `later`: not needed by the page being opened, so only once it is quiet. */
type Warmer = (build: () => string | undefined, when?: { later: boolean }) => void;

/**
 * The page's part (infrastructure, not world state): how it builds the home world ahead of need,
 * and whether that is paused (while a journal is replayed nothing is built ahead of need: the
 * replay builds what the page built, when it did).
 */
const host: { warmer: Warmer | null; paused: boolean } = { warmer: null, paused: false };

/** Stops building ahead of need until the function returned is called. */
export function pauseWarming(): () => void {
  const was = host.paused;
  host.paused = true;
  return () => {
    host.paused = was;
  };
}

/**
 * How the page builds the world ahead of need (mocks/browser.ts): the first signed-in call
 * hands `schedule` the build, to run when the page has a moment (while the app loads the
 * page that will read it), as a server would already be running, then the rides' history;
 * each says what it built ('world', 'history'; nothing when a call needed it first). Without
 * it (Node) the first call that reads the world builds it.
 */
export function setWorldWarmer(schedule: Warmer | null): void {
  host.warmer = schedule;
}
