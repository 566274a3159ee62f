/** A ride's track (maps): where the vehicle went between the ride's start and end. */
import type { LngLat } from './common';
import type { Fence } from './fences';
import type { TracePoint } from './vehicles';

/** The parking station nearest to where a ride ended (or where it is now, riding). */
export interface NearestStation {
  id: string;
  name: string;
  /** its centre, WGS-84 */
  position: LngLat;
  /** from the ride's end to the station's centre */
  metres: number;
  /** the ride ended inside it */
  inside: boolean;
}

export interface RideTrack {
  orderId: string;
  /** fixes [lng, lat, ms], from the start to the end (to now while riding) */
  points: TracePoint[];
  nearestStation?: NearestStation;
  /** the no-stop zone the ride ended in, if any */
  endedInNoStop?: string;
  /** the ride's service area, its parking stations and no-stop zones (enabled) */
  fences: Fence[];
}
