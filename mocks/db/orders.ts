import { createRng } from '../lib/rng';
import { getFences, STATIONS_PER_AREA, stationId } from './fences';
import { fleetAsBuilt } from './fleet';
import { metresBetween, pointInPolygon, randomPointIn, ringWhollyInside } from './geo';
import type { LngLat } from '@contract/common';
import type { Fence } from '@contract/fences';
import { hash, lazy, type Keeping } from './lazy';
import { worldSlot } from './world';
import { isoAt } from './time';
import { getRiders } from './riders';
import { epoch, getDb, worldSeed } from './store';
import { scaled } from './worldSize';
import { DEFAULT_PRICING, pricingOf, type FareRules } from './pricing';
import { discountHoursAt, getRidingActivities, hoursDiscount } from './activities';
import type { RidingActivityRecord } from '@contract/activities';
import { couponDiscount, getCoupons, type Coupon } from './marketing';
import type { ServiceArea } from '@contract/agents';
import { isSettled, type CashChannel, type DiscountSource, type Order, type OrderAmount } from '@contract/orders';
import type { RiderRecord as Rider } from '@contract/riders';

export const ORDER_DAYS = 90;
export const ORDERS_PER_DAY = 667;
/** Rides under way in each service area at any hour, even at 4 a.m. */
const MIN_LIVE_RIDES = 3;

// the fare rules live in ./pricing (marketing edits them); said here for the orders' callers
export { DEFAULT_PRICING, pricingOf, type FareRules } from './pricing';

/**
 * A ride's fare under `p`: the start price covers the first `startMinutes`, each started
 * `unitMinutes` after that costs `unitPrice`, riding time never costs more than the daily
 * cap; a ride ended outside parking adds the dispatch fee (outside the area: that fee too).
 */
export function fare(
  durationS: number,
  outside: boolean,
  p: FareRules = DEFAULT_PRICING,
  outOfArea = false,
): Omit<OrderAmount, 'discount' | 'paid'> {
  const minutes = Math.ceil(durationS / 60);
  const extra = Math.max(0, Math.ceil((minutes - p.startMinutes) / p.unitMinutes)) * p.unitPrice;
  const base = Math.min(p.startPrice, p.dailyCap);
  const time = Math.min(extra, p.dailyCap - base);
  return { base, time, dispatchFee: (outside ? p.dispatchFee : 0) + (outOfArea ? p.outOfAreaFee : 0) };
}

/** A discount granted on a ride: its source and value (fen). */
export interface Discount {
  source: DiscountSource;
  value: number;
}

/**
 * Settles a ride's amounts with a discount: the discount never exceeds the fare, the
 * rest is what is due; a ride covered in full is settled by its discount's source,
 * anything paid by the cash channel. Paid only when `pay` (else 0, still due).
 */
export function settle(
  o: Pick<Order, 'amount' | 'payChannel' | 'discountSource'>,
  discount: Discount | undefined,
  cash: CashChannel,
  pay: boolean,
): void {
  const gross = o.amount.base + o.amount.time + o.amount.dispatchFee;
  const value = discount ? Math.min(gross, discount.value) : 0;
  o.amount = { ...o.amount, discount: value, paid: pay ? gross - value : 0 };
  o.discountSource = value > 0 ? discount!.source : undefined;
  o.payChannel = gross - value === 0 && discount && discount.source !== 'activity' ? discount.source : cash;
}

/** The cash channel a ride was (or will be) paid through. */
export const cashChannelOf = (o: Pick<Order, 'payChannel' | 'orderId'>): CashChannel =>
  o.payChannel === 'wallet' || o.payChannel === 'wechat' || o.payChannel === 'alipay'
    ? o.payChannel
    : CASH[hash(o.orderId) % CASH.length];

/** Rides per hour of day (share of a day's rides): two commuter peaks. */
export const HOURLY = [2, 1, 1, 1, 1, 2, 5, 11, 13, 7, 5, 6, 7, 6, 5, 6, 8, 12, 13, 9, 7, 6, 4, 3];
export const CASH: CashChannel[] = ['wallet', 'wallet', 'wechat', 'wechat', 'alipay'];
export const HOURLY_SUM = HOURLY.reduce((a, b) => a + b, 0);

function hourOf(r: number): number {
  let acc = 0;
  for (let h = 0; h < 24; h++) {
    acc += HOURLY[h] / HOURLY_SUM;
    if (r < acc) return h;
  }
  return 23;
}

/**
 * Seeded history of other collections that changed orders after the ride (e.g. an
 * approved return-car review waived the dispatch fee). Each runs once on the freshly
 * generated orders, so every reader sees the same history whichever list loads first.
 */
const orderHistory: Array<(orders: Order[]) => void> = [];
export function onOrdersGenerated(apply: (orders: Order[]) => void): void {
  orderHistory.push(apply);
}

/**
 * Where each ride in progress is going: its end point and station, the distance it will
 * have ridden and when it ends (ms). The living world (liveFleet.ts) moves its vehicle
 * along and ends it then.
 */
export interface RidePlan {
  to: LngLat;
  toStationId?: string;
  distance: number;
  endMs: number;
}

export const ridePlans = lazy(() => new Map<string, RidePlan>());

/** Where a ride in progress is at `at`: along the straight line of its plan (its track draws the curve). */
export function planPosition(o: Pick<Order, 'startAt' | 'start'>, plan: RidePlan, at: number): LngLat {
  const start = Date.parse(o.startAt);
  const f = Math.min(1, Math.max(0, (at - start) / Math.max(1, plan.endMs - start)));
  return [
    +(o.start[0] + (plan.to[0] - o.start[0]) * f).toFixed(6),
    +(o.start[1] + (plan.to[1] - o.start[1]) * f).toFixed(6),
  ];
}

/** The seeded rides still going: their plan (a forced one ends a few minutes after the world's "now", ridden at 6-25 km/h). */
function planLive(
  orderId: string,
  startMs: number,
  duration: number,
  distance: number,
  to: LngLat,
  toStationId: string | undefined,
): void {
  const h = hash(`${orderId}#plan`);
  const endMs = Math.max(startMs + duration * 1000, epoch() + (3 + (h % 25)) * 60000);
  const seconds = (endMs - startMs) / 1000;
  const ridden = Math.min(Math.floor((seconds * 25) / 3.6), Math.max(distance, Math.ceil((seconds * 6) / 3.6)));
  ridePlans().set(orderId, { to, toStationId, distance: ridden, endMs });
}

/** An area's seeded station number n (1-based): its fence, and whether every point of it lies in the area. */
interface SeedStation {
  fence: Fence | undefined;
  inside: boolean;
}

/** The seeded stations of each area by number (a number the fence editor has since deleted: no fence). */
function seedStations(areas: Iterable<ServiceArea>): Map<string, SeedStation[]> {
  const fences = new Map(getFences().map((f) => [f.id, f]));
  const out = new Map<string, SeedStation[]>();
  for (const a of areas) {
    const list: SeedStation[] = [];
    for (let n = 1; n <= STATIONS_PER_AREA; n++) {
      const fence = fences.get(stationId(a.id, n));
      list[n] = { fence, inside: !!fence && ringWhollyInside(fence.polygon, a.polygon) };
    }
    out.set(a.id, list);
  }
  return out;
}

/**
 * The 时段折扣 activities' figures are what the seeded rides did: rewarded the rides they
 * discounted, participants the distinct riders of those rides.
 * Counted as the rides are made (`count`), written when they all are (`done`).
 */
function discountHoursCounter(riderCount: number) {
  const DAY = 86400000;
  const H8 = 8 * 3600000;
  const acts = getRidingActivities()
    .filter((a) => a.kind === 'discount_hours')
    .map((a) => ({
      a,
      from: Date.parse(`${a.startDate}T00:00:00Z`) - H8,
      to: Date.parse(`${a.endDate}T00:00:00Z`) + DAY - H8,
      riders: new Uint8Array(riderCount),
      count: 0,
      discounted: 0,
    }));
  return {
    count(o: Order, startMs: number, rider: number, hours: RidingActivityRecord | undefined): void {
      if (o.status === 'riding' || o.status === 'cancelled') return;
      for (const x of acts) {
        if (startMs < x.from || startMs >= x.to || !x.a.serviceAreaIds.includes(o.serviceAreaId)) continue;
        // a participant is a rider it discounted a ride of (not a riding-card ride in its hours)
        if (o.discountSource !== 'activity' || hours !== x.a) continue;
        x.discounted += 1;
        if (!x.riders[rider]) {
          x.riders[rider] = 1;
          x.count += 1;
        }
      }
    },
    done(): void {
      for (const x of acts) {
        x.a.participants = x.count;
        x.a.rewarded = x.discounted;
      }
    },
  };
}

/**
 * The coupon each seeded ride discounted by a coupon used (order id → coupon id): the rider
 * coupons (riderCoupons.ts) make the coupon the rider was issued and used on that ride.
 */
export const seededCouponUses = lazy(() => new Map<string, string>());

/**
 * Picks the coupons the seeded rides use: one that existed when the ride started, valid in its
 * area, that takes something off its fare, within the coupon's stock (what the seed handed out
 * apart from the rides, and a twentieth kept for the activities that still give it) and the
 * limit per rider; none left: the ride is not discounted. Rides are made newest first, so the
 * newest rides have the stock.
 */
function seededCouponPicker() {
  const coupons = getCoupons().filter((c) => c.issued > 0);
  const left = new Map(coupons.map((c) => [c.id, c.stock - c.issued - Math.ceil(c.stock / 20)]));
  const perRider = new Map<string, number>();
  return (o: Pick<Order, 'orderId' | 'userId' | 'serviceAreaId'>, startMs: number, fareFen: number) => {
    const fits = coupons.filter(
      (c) =>
        left.get(c.id)! > 0 &&
        Date.parse(c.createdAt) < startMs &&
        c.serviceAreaIds.includes(o.serviceAreaId) &&
        (perRider.get(`${o.userId}:${c.id}`) ?? 0) < c.limitPerRider &&
        couponDiscount(c, fareFen) > 0,
    );
    if (!fits.length) return undefined;
    const c: Coupon = fits[hash(`${o.orderId}#coupon`) % fits.length];
    left.set(c.id, left.get(c.id)! - 1);
    perRider.set(`${o.userId}:${c.id}`, (perRider.get(`${o.userId}:${c.id}`) ?? 0) + 1);
    seededCouponUses().set(o.orderId, c.id);
    return { source: 'coupon' as const, value: couponDiscount(c, fareFen) };
  };
}

/** No ride lasts longer (its moving time at ≥ 10 km/h over ≤ 12 km, and a short stop): a day ended before epoch() − this has none under way. */
export const MAX_RIDE_MS = 3 * 3600000;

/**
 * The seeded history of rides, made a day at a time, newest day first: the rides under way
 * (the fleet's state needs them) come from the first day or two, the rest of the 90 days
 * when something reads them (getOrders). What a finished history sets beyond the rides
 * (riders' ride counts and registrations, the 时段折扣 figures, other collections' seeded
 * history) is set when the last day is made, so nothing reads it half made.
 */
interface Generation {
  orders: Order[];
  /** days made so far */
  day: number;
  /** makes the next day's rides */
  step(): void;
  /** whether no ride of a day still to be made can be under way */
  liveKnown(): boolean;
  /** whether no ride of a day still to be made can end at or after `ms` */
  endsKnownSince(ms: number): boolean;
  finish(): void;
}

/**
 * A snapshot keeps a history made to its end (the Node server makes it before it listens): its
 * rides and days; nothing is left to make, so what made them is not kept.
 */
const generationKept: Keeping<Generation> = {
  save: (g) => {
    if (!getOrders.ready()) throw new Error('the rides’ history is not made yet');
    return g.orders;
  },
  load: (kept) => {
    const orders = kept as Order[];
    return {
      orders,
      day: ORDER_DAYS,
      step: () => undefined,
      liveKnown: () => true,
      endsKnownSince: () => true,
      finish: () => undefined,
    };
  },
};

const generation = lazy((): Generation => {
  const rng = createRng(worldSeed() + 3);
  const riders = getRiders();
  // the identities' number and area only: as built (their written parts may be left for later)
  const fleet = fleetAsBuilt();
  const areas = new Map(getDb().serviceAreas.map((a) => [a.id, a]));
  const areaNo = new Map([...areas.keys()].map((id, i) => [id, i]));
  const pricing = new Map(getDb().serviceAreas.map((a) => [a.id, pricingOf(a.id)]));
  const orders: Order[] = [];
  const liveIn = new Map<string, number>();
  const stations = seedStations(areas.values());
  // Each rider's first ride (ms; rides are made newest first, so the last one seen) and ride count
  const firstRide = new Float64Array(riders.length);
  const rideCount = new Uint32Array(riders.length);
  const discountHours = discountHoursCounter(riders.length);
  const couponFor = seededCouponPicker();
  // The 时段折扣 in force by area and hour (it depends on the local day and hour only)
  const hoursMemo = new Map<number, RidingActivityRecord | undefined>();
  const hoursAt = (areaId: string, ms: number) => {
    const key = Math.floor(ms / 3600000) * 8 + areaNo.get(areaId)!;
    if (!hoursMemo.has(key)) hoursMemo.set(key, discountHoursAt(areaId, ms));
    return hoursMemo.get(key);
  };
  // A point in station n of the area that lies inside the area (a station at the area's edge
  // may reach over it: another station then, else anywhere in the area).
  const atStation = (area: ServiceArea, n: number | undefined): [Fence | undefined, LngLat] => {
    const list = stations.get(area.id)!;
    for (let k = 0; k < 6 && n !== undefined; k++) {
      const st = list[k ? rng.int(1, STATIONS_PER_AREA) : n];
      const p = randomPointIn(rng, st.fence?.polygon ?? area.polygon);
      if (st.inside || pointInPolygon(p, area.polygon)) return [st.fence, p];
    }
    return [undefined, randomPointIn(rng, area.polygon)];
  };
  const DAY = 86400000;
  const TZ = 8 * 3600000; // the service areas' local time, UTC+8
  const dayStart = Math.floor((epoch() + TZ) / DAY) * DAY - TZ;
  // Newest day first, and newest ride first within a day: the order every list shows.
  const g: Generation = {
    orders,
    day: 0,
    step: () => makeDay(g.day++),
    liveKnown: () =>
      g.day > 0 &&
      dayStart - (g.day - 1) * DAY <= epoch() - MAX_RIDE_MS &&
      [...areas.keys()].every((id) => (liveIn.get(id) ?? 0) >= MIN_LIVE_RIDES),
    endsKnownSince: (ms) => g.day > 0 && dayStart - (g.day - 1) * DAY <= ms - MAX_RIDE_MS,
    finish() {
      riders.forEach((r, i) => (r.rides += rideCount[i]));
      registerBeforeFirstRide(riders, firstRide);
      discountHours.done();
      for (const apply of orderHistory) apply(orders);
    },
  };
  function makeDay(d: number): void {
    // Weekends ride less; a slow growth over the quarter.
    const date = new Date(dayStart - d * 86400000);
    const local = new Date(date.getTime() + TZ);
    const dayTag = local.toISOString().slice(0, 10).replace(/-/g, '');
    const dow = local.getUTCDay();
    const weekend = dow === 0 || dow === 6;
    const n = Math.round(
      scaled(ORDERS_PER_DAY) * (weekend ? 0.8 : 1.07) * (0.9 + (0.2 * (ORDER_DAYS - d)) / ORDER_DAYS),
    );
    const starts = Array.from(
      { length: n },
      () => date.getTime() + hourOf(rng.next()) * 3600000 + rng.int(0, 3599) * 1000,
    )
      .filter((t) => t <= epoch())
      .sort((a, b) => b - a);
    for (let i = 0; i < starts.length; i++) {
      const startMs = starts[i];
      const riderNo = rng.int(0, riders.length - 1);
      const rider = riders[riderNo];
      const vehicle = fleet[rng.int(0, fleet.length - 1)];
      const area = areas.get(vehicle.serviceAreaId)!;
      const rules = pricing.get(area.id)!;
      // Most rides start where the vehicle was parked, at a station; every ride not
      // ended outside parking ends inside one.
      const outside = rng.chance(0.06);
      const [from, start] = atStation(area, rng.chance(0.85) ? rng.int(1, STATIONS_PER_AREA) : undefined);
      const [to, end] = atStation(area, outside ? undefined : rng.int(1, STATIONS_PER_AREA));
      // Along streets: 1.2-1.5 x the straight line; a round trip back to where it began is
      // a loop of 0.8-4 km. Ridden at 10-20 km/h, and a ride over 20 minutes may include
      // a short stop (the timeline's 临时停车), so the average stays within 6-25 km/h.
      const straight = metresBetween(start, end);
      const distance = Math.round(straight < 300 ? 800 + rng.next() * 3200 : straight * (1.2 + rng.next() * 0.3));
      const moving = Math.max(120, Math.round(distance / ((10 + rng.next() * 10) / 3.6)));
      const orderId = `R${dayTag}${String(starts.length - i).padStart(5, '0')}`;
      const h = hash(orderId);
      const duration = moving + (moving > 1200 && h % 3 === 0 ? (3 + (h % 9)) * 60 : 0);
      const base = fare(duration, outside, rules);
      const cash = rng.pick(CASH);
      const cardRide = rider.ridingCard && rng.chance(0.7);
      const draw = rng.next();
      const hours = cardRide ? undefined : hoursAt(area.id, startMs);
      // now and then a coupon: the draw that once chose its value, kept so the rest of the seed stays
      const couponDrawn = !cardRide && draw < 0.16;
      if (couponDrawn) rng.next();
      // Still going: it has not ended yet (also last evening's rides just after midnight). Whatever
      // the hour, the newest few rides of each area are under way, as on any fleet of this size.
      const live = startMs + duration * 1000 > epoch() || (liveIn.get(area.id) ?? 0) < MIN_LIVE_RIDES;
      if (live) liveIn.set(area.id, (liveIn.get(area.id) ?? 0) + 1);
      const drawn = live
        ? 'riding'
        : rng.chance(0.02)
          ? 'unpaid'
          : rng.chance(0.008)
            ? 'cancelled'
            : rng.chance(0.01)
              ? 'refunded'
              : 'paid';
      // A dispatch fee for a ride ended outside parking is often left unpaid while the rider
      // appeals it (decided by a hash, not a draw, so the rest of the seeded world is unchanged).
      const status0 = drawn === 'paid' && outside && hash(`${orderId}#unpaid`) % 5 === 0 ? 'unpaid' : drawn;
      const o: Order = {
        orderId,
        userId: rider.userId,
        phone: rider.phone,
        vehicleNo: vehicle.vehicleNo,
        serviceAreaId: area.id,
        agentId: area.agentId,
        startAt: isoAt(startMs),
        endAt: live ? undefined : isoAt(startMs + duration * 1000),
        start,
        end: live ? undefined : end,
        distance: live ? 0 : distance,
        duration: live ? Math.round((epoch() - startMs) / 1000) : duration,
        amount: { base: base.base, time: base.time, dispatchFee: base.dispatchFee, discount: 0, paid: 0 },
        payChannel: cash,
        status: status0,
        endedOutsideParking: outside,
        startStationId: from?.id,
        endStationId: live ? undefined : to?.id,
      };
      if (live) planLive(orderId, startMs, duration, distance, end, to?.id);
      // What the ride is discounted by: the rider's riding card (the riding time, not a
      // dispatch fee), the area's 时段折扣 when the ride starts in its hours, else now and
      // then a coupon the rider was issued (none on a ride still going or cancelled).
      const discount: Discount | undefined = cardRide
        ? { source: 'riding_card', value: base.base + base.time }
        : hours
          ? { source: 'activity', value: hoursDiscount(hours, base.base + base.time) }
          : couponDrawn && !live && status0 !== 'cancelled'
            ? couponFor(o, startMs, base.base + base.time + base.dispatchFee)
            : undefined;
      settle(o, discount, cash, status0 === 'paid' || status0 === 'refunded');
      // a ride its discount covered in full has nothing to refund
      if (o.status === 'refunded' && o.amount.paid === 0) o.status = 'paid';
      // nor is a ride with nothing due left to pay
      if (
        o.status === 'unpaid' &&
        o.amount.paid === 0 &&
        o.amount.base + o.amount.time + o.amount.dispatchFee === o.amount.discount
      )
        o.status = 'paid';
      if (o.status === 'cancelled')
        o.amount = { ...o.amount, discount: o.amount.base + o.amount.time + o.amount.dispatchFee, paid: 0 };
      rideCount[riderNo] += 1;
      firstRide[riderNo] = startMs;
      discountHours.count(o, startMs, riderNo, hours);
      orders.push(o);
    }
  }
  return g;
}, generationKept);

/** Every seeded ride (and those the living world started since), newest first. */
export const getOrders = lazy((): Order[] => {
  const g = generation();
  while (g.day < ORDER_DAYS) g.step();
  g.finish();
  return g.orders;
});

/** The rides under way, without making the whole history when it is not made yet. */
export function ridesUnderWay(): Order[] {
  if (getOrders.ready()) return getOrders().filter((o) => o.status === 'riding');
  const g = generation();
  while (g.day < ORDER_DAYS && !g.liveKnown()) g.step();
  return g.orders.filter((o) => o.status === 'riding');
}

/**
 * The end (ms) of each vehicle's newest ride that ended at or after `sinceMs`, making only the
 * days of the history back to then.
 */
export function rideEndsSince(sinceMs: number): Map<string, number> {
  let orders: readonly Order[];
  if (getOrders.ready()) orders = getOrders();
  else {
    const g = generation();
    while (g.day < ORDER_DAYS && !g.endsKnownSince(sinceMs)) g.step();
    orders = g.orders;
  }
  const ends = new Map<string, number>();
  for (const o of orders) {
    const end = o.endAt ? Date.parse(o.endAt) : NaN;
    if (end >= sinceMs && end > (ends.get(o.vehicleNo) ?? -Infinity)) ends.set(o.vehicleNo, end);
  }
  return ends;
}

/** The rides made so far, newest first: today's whatever else is made (the living world numbers new rides after them). */
export const ridesMadeSoFar = (): readonly Order[] => (getOrders.ready() ? getOrders() : generation().orders);

/**
 * The rides under way by id, for look-ups before the history is made (the first ride the living
 * world starts makes it, and `orderIndex` answers from then on). A cache, not a collection of the
 * world: when it is first read depends on when the world was first asked, which a replay need
 * not repeat, and a snapshot taken then (rides that ended since still in it) would differ.
 * Before the history is made no ride starts, so any snapshot holds every ride still under way.
 */
const liveCache = worldSlot((): { byId: Map<string, Order> | null } => ({ byId: null }));
function liveIndex(): Map<string, Order> {
  const cache = liveCache();
  cache.byId ??= new Map(ridesUnderWay().map((o) => [o.orderId, o]));
  return cache.byId;
}

/** A ride by its id: from the index of every ride once the history is made, else among the rides under way. */
export const rideById = (id: string): Order | undefined => (getOrders.ready() ? orderIndex() : liveIndex()).get(id);

/**
 * A rider registers before the first ride. The seed draws registrations and rides
 * independently, so a registration after the rider's first ride moves back to a
 * few hours before it (everything else about the rider stays). Done here, where
 * the rides are made, so it holds whichever collection is read first.
 */
function registerBeforeFirstRide(riders: Rider[], firstRide: Float64Array): void {
  const HOUR = 3600000;
  riders.forEach((r, i) => {
    const f = firstRide[i];
    if (f && f < Date.parse(r.registeredAt)) {
      const h = hash(r.userId);
      r.registeredAt = isoAt(f - (1 + (h % 72)) * HOUR - (h % 3600) * 1000);
    }
  });
}

export const orderIndex = lazy(() => new Map(getOrders().map((o) => [o.orderId, o])));

const newRideListeners: Array<(o: Order) => void> = [];
const paidListeners: Array<(o: Order) => void> = [];

/** Called with each ride the living world starts (indexes built before it keep up). */
export function onNewRide(listener: (o: Order) => void): void {
  newRideListeners.push(listener);
}

/** Called with each ride paid after the world was built (the ledger's channel side keeps up). */
export function onRidePaid(listener: (o: Order) => void): void {
  paidListeners.push(listener);
}

/** A ride that starts now: newest first in the list, in every index already built. */
export function addRide(o: Order): void {
  getOrders().unshift(o);
  if (orderIndex.ready()) orderIndex().set(o.orderId, o);
  newRideListeners.forEach((l) => l(o));
}

export const ridePaid = (o: Order): void => paidListeners.forEach((l) => l(o));

/** What a ride's payment recorded (fen): fixed when paid, whatever changes the ride's fee later. */
export interface RideBill {
  fare: number;
  discount: number;
  source?: DiscountSource;
  paid: number;
  /** the paid rest's channel */
  channel: CashChannel;
}

const bills = lazy(() => new Map<string, RideBill>());

const billNow = (o: Order): RideBill => ({
  fare: o.amount.base + o.amount.time + o.amount.dispatchFee,
  discount: o.amount.discount,
  source: o.discountSource,
  paid: o.amount.paid,
  channel: cashChannelOf(o),
});

/** The ledger's record of a paid ride: its payment as it was made. */
export const billOf = (o: Order): RideBill => bills().get(o.orderId) ?? billNow(o);

/** Keeps the payment as made before a paid ride's fee changes (an adjustment, a waived fee). */
export function keepBill(o: Order): void {
  if (isSettled(o.status) && !bills().has(o.orderId)) bills().set(o.orderId, billNow(o));
}

/**
 * A ride left with nothing to pay (a discount covered it all, a fee was waived or lowered to
 * nothing) is settled there and then: paid ¥0.00, never 待支付 with nothing due.
 */
export function settleIfNothingDue(o: Order): boolean {
  if (o.status !== 'unpaid' || o.amount.base + o.amount.time + o.amount.dispatchFee - o.amount.discount !== 0)
    return false;
  o.amount = { ...o.amount, paid: 0 };
  o.status = 'paid';
  keepBill(o);
  ridePaid(o);
  return true;
}
