/**
 * Ending a ride: where it stands, priced by its area's 计费配置 in force, discounted as the
 * marketing rules say (a riding card covers the riding time; else the area's 时段折扣 when the
 * ride began in its hours; else the best coupon the rider holds), then due. Shared by the
 * operator's 结束订单 and the living world's rides that reach their end.
 */
import type { LngLat } from '@contract/common';
import type { DiscountSource, Order, RideEndQuote } from '@contract/orders';
import { discountHoursAt, hoursDiscount } from './activities';
import { rideEnded } from './activityWorld';
import { billOf, fare, ridePlans, settle, settleIfNothingDue } from './orders';
import { pricingOf } from './pricing';
import { bestHeldCoupon, spendHeldCoupon } from './riderCoupons';
// the vehicles as built: the living world's minutes read them, and no identity's written part (mocks/db/fleet.ts)
import { vehicleIndexAsBuilt } from './vehicles';

/** How the end of `o` at `at` is priced: what `endRideAt` books, and what 结束订单's quote says. Changes nothing. */
export function priceRideEnd(o: Order, at: number) {
  const duration = Math.max(60, Math.round((at - Date.parse(o.startAt)) / 1000));
  const price = fare(duration, o.endedOutsideParking, pricingOf(o.serviceAreaId));
  const gross = price.base + price.time + price.dispatchFee;
  // a riding card still covers the riding time; a coupon keeps its value
  let source: DiscountSource | undefined = o.discountSource === 'activity' ? undefined : o.discountSource;
  let value = source === 'riding_card' ? price.base + price.time : o.amount.discount;
  // the area's 时段折扣 when the ride started in its hours, else a coupon the rider holds
  // (neither with a riding card; they do not add up: a held coupon waits for another ride)
  const hours = source === 'riding_card' ? undefined : discountHoursAt(o.serviceAreaId, Date.parse(o.startAt));
  const held =
    source === 'riding_card' || hours ? null : bestHeldCoupon(o.userId, gross, at, { serviceAreaId: o.serviceAreaId });
  if (hours) [source, value] = ['activity', hoursDiscount(hours, price.base + price.time)];
  else if (held) [source, value] = ['coupon', held.discount];
  const bill: Pick<Order, 'amount' | 'payChannel' | 'discountSource'> = {
    amount: { ...price, discount: 0, paid: 0 },
    payChannel: o.payChannel,
    discountSource: undefined,
  };
  const channel = billOf(o).channel;
  settle(bill, source ? { source, value } : undefined, channel, false);
  return { duration, bill, held, channel, due: gross - bill.amount.discount };
}

/** What ending `o` at `at` would charge (结束订单's confirmation). */
export function quoteRideEnd(o: Order, at: number): RideEndQuote {
  const { duration, bill, channel, due } = priceRideEnd(o, at);
  const { base, time, dispatchFee, discount } = bill.amount;
  return {
    orderId: o.orderId,
    at: new Date(at).toISOString(),
    duration,
    base,
    time,
    dispatchFee,
    discount,
    ...(bill.discountSource ? { discountSource: bill.discountSource } : {}),
    due,
    channel,
  };
}

/** Ends `o` at `at` (ms) at `end` after `distance` metres; returns what is due (fen). The ride is then unpaid, or paid when nothing is due. */
export function endRideAt(o: Order, at: number, end: LngLat, distance: number): number {
  const { duration, bill, held } = priceRideEnd(o, at);
  o.endAt = new Date(at).toISOString();
  o.end = end;
  o.duration = duration;
  o.distance = distance;
  if (held) spendHeldCoupon(held, at, o.orderId);
  Object.assign(o, bill);
  o.status = 'unpaid';
  if (ridePlans.ready()) ridePlans().delete(o.orderId);
  const v = vehicleIndexAsBuilt().get(o.vehicleNo);
  if (v) {
    v.rideState = 'ready';
    v.locked = true;
    v.lastRideAt = o.endAt;
    // the lock reports the end of the ride: its last heartbeat is not older than that
    if (Date.parse(v.lastHeartbeatAt) < at) v.lastHeartbeatAt = o.endAt;
    [v.lng, v.lat] = end;
  }
  rideEnded(o, at); // marketing: activities and tasks count the ride and give what was earned
  settleIfNothingDue(o);
  return o.amount.base + o.amount.time + o.amount.dispatchFee - o.amount.discount;
}
