/**
 * A vehicle's GPS fixes over a time range, from the same records as its rides: while ridden,
 * the fixes of the ride's own track (the route its order shows, fix for fix); standing, one
 * fix with each ten-minute report of its lock, where it stands. A vehicle that was not ridden
 * in the range stands still: where its next ride starts or, after its last ride, where it is
 * now. No fix lies after the world's "now".
 */
import type { LngLat } from '@contract/common';
import type { Order } from '@contract/orders';
import type { TracePoint, Vehicle } from '@contract/vehicles';
import { getOrders } from './orders';
import { rideTrack } from './rideTracks';

/** A standing lock reports every ten minutes (liveFleet's heartbeats). */
export const STANDING_FIX_MS = 10 * 60000;

const startOf = (o: Order) => Date.parse(o.startAt);

export function vehicleTrace(v: Vehicle, fromMs: number, toMs: number, nowMs: number): TracePoint[] {
  const until = Math.min(toMs, nowMs);
  const rides = getOrders()
    .filter((o) => o.vehicleNo === v.vehicleNo)
    .sort((a, b) => startOf(a) - startOf(b));
  const here: LngLat = [v.lng, v.lat];
  const trackOf = (o: Order) => rideTrack(o, nowMs, o.endAt ? undefined : here);
  const out: TracePoint[] = [];
  const stand = ([lng, lat]: LngLat, from: number, to: number) => {
    for (let t = from; t < to; t += STANDING_FIX_MS) out.push([lng, lat, t]);
  };
  // the next fix's earliest time, and where the vehicle stands after the range's last ride so far
  let t = fromMs;
  let at: LngLat | null = null;
  for (const o of rides) {
    if (t > until) break;
    const track = trackOf(o);
    const last = track.at(-1)!;
    if (last[2] < t) continue;
    // until the ride starts: where the range's previous ride ended, or where this one starts
    stand(at ?? o.start, t, Math.min(startOf(o), until + 1));
    for (const p of track) if (p[2] >= t && p[2] <= until) out.push(p);
    at = [last[0], last[1]];
    t = last[2] + STANDING_FIX_MS;
  }
  // after its last ride the vehicle is where it is now
  stand(here, t, until + 1);
  return out;
}
