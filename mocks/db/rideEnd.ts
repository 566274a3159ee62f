/**
 * Ending a ride: where it stands, priced by its area's 计费配置 in force, discounted as the
 * marketing rules say (a riding card covers the riding time; else the area's 时段折扣 when the
 * ride began in its hours; else the best coupon the rider holds), then due. Shared by the
 * operator's 结束订单 and the living world's rides that reach their end.
 */
import type { LngLat } from '@contract/common';
import type { DiscountSource, Order } from '@contract/orders';
import { discountHoursAt, hoursDiscount } from './activities';
import { rideEnded } from './activityWorld';
import { billOf, fare, ridePlans, settle, settleIfNothingDue } from './orders';
import { pricingOf } from './pricing';
import { applyHeldCoupon } from './riderCoupons';
import { vehicleIndex } from './vehicles';

/** Ends `o` at `at` (ms) at `end` after `distance` metres; returns what is due (fen). The ride is then unpaid, or paid when nothing is due. */
export function endRideAt(o: Order, at: number, end: LngLat, distance: number): number {
  const duration = Math.max(60, Math.round((at - Date.parse(o.startAt)) / 1000));
  const price = fare(duration, o.endedOutsideParking, pricingOf(o.serviceAreaId));
  const gross = price.base + price.time + price.dispatchFee;
  o.endAt = new Date(at).toISOString();
  o.end = end;
  o.duration = duration;
  o.distance = distance;
  // a riding card still covers the riding time; a coupon keeps its value
  let source: DiscountSource | undefined = o.discountSource === 'activity' ? undefined : o.discountSource;
  let value = source === 'riding_card' ? price.base + price.time : o.amount.discount;
  // the area's 时段折扣 when the ride started in its hours, else a coupon the rider holds
  // (neither with a riding card; they do not add up: a held coupon waits for another ride)
  const hours = source === 'riding_card' ? undefined : discountHoursAt(o.serviceAreaId, Date.parse(o.startAt));
  const held =
    source === 'riding_card' || hours
      ? null
      : applyHeldCoupon(o.userId, gross, at, { orderId: o.orderId, serviceAreaId: o.serviceAreaId });
  if (hours) [source, value] = ['activity', hoursDiscount(hours, price.base + price.time)];
  else if (held) [source, value] = ['coupon', held.discount];
  o.amount = { ...price, discount: 0, paid: 0 };
  settle(o, source ? { source, value } : undefined, billOf(o).channel, false);
  o.status = 'unpaid';
  if (ridePlans.ready()) ridePlans().delete(o.orderId);
  const v = vehicleIndex().get(o.vehicleNo);
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
  return gross - o.amount.discount;
}
