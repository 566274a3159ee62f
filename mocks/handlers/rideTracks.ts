import type { LngLat } from '@contract/common';
import type { Fence } from '@contract/fences';
import type { NearestStation, RideTrack } from '@contract/rideTracks';
import { pointInPolygon } from '../../src/shared/utils/geometry';
import { now } from '../../src/shared/utils/clock';
import { getFences } from '../db/fences';
import { metresBetween } from '../db/geo';
import { rideTrack } from '../db/rideTracks';
import { vehicleIndex } from '../db/vehicles';
import { route } from '../lib/route';
import { findOrder } from './orders';
import { RIDER_READS } from '@contract/endpoints/riders';

const centre = (ring: readonly LngLat[]): LngLat => {
  const pts = ring.slice(0, -1);
  return [pts.reduce((s, p) => s + p[0], 0) / pts.length, pts.reduce((s, p) => s + p[1], 0) / pts.length];
};

function nearestStation(stations: Fence[], end: LngLat): NearestStation | undefined {
  let best: NearestStation | undefined;
  for (const f of stations) {
    const position = centre(f.polygon);
    const metres = Math.round(metresBetween(end, position));
    if (!best || metres < best.metres)
      best = {
        id: f.id,
        name: f.name,
        position: [+position[0].toFixed(6), +position[1].toFixed(6)],
        metres,
        inside: pointInPolygon(end, f.polygon),
      };
  }
  return best;
}

/**
 * A ride's track (`GET /platform/order/track?orderId=`, code 1601): its fixes, the parking
 * station nearest to its end and whether it ended inside, a no-stop zone it ended in, and
 * the fences of its service area.
 */
export const rideTrackHandlers = [
  route(RIDER_READS.orderTrack, {}, ({ caller, query }): RideTrack => {
    const o = findOrder(caller, query.orderId);
    const v = vehicleIndex().get(o.vehicleNo);
    const points = rideTrack(o, now(), v && !o.endAt ? [v.lng, v.lat] : undefined);
    const end: LngLat = [points.at(-1)![0], points.at(-1)![1]];
    const fences = getFences().filter(
      (f) => f.serviceAreaId === o.serviceAreaId && f.state === 'enabled' && f.kind !== 'maintain_area',
    );
    const stations = fences.filter((f) => f.kind === 'parking');
    const noStop = fences.find((f) => f.kind === 'no_stop' && pointInPolygon(end, f.polygon));
    return {
      orderId: o.orderId,
      points,
      nearestStation: nearestStation(stations, end),
      endedInNoStop: noStop?.name,
      fences,
    };
  }),
];
