import type { ParkApplicationRecord } from '@/shared/domain/parkApplications';
import type { LngLat } from '@/shared/utils/coords';

/** An existing parking station near a proposal (shown beside it on the map). */
export interface NearbyStation {
  id: string;
  name: string;
  /** closed ring, WGS-84 */
  polygon: LngLat[];
  capacity?: number;
}

/** A proposed parking station (停车点申请) under review, as the list returns it. */
export interface ParkApplication extends ParkApplicationRecord {
  serviceAreaName?: string;
  /** existing parking stations within 300 m */
  nearby: NearbyStation[];
  /** the closest existing parking station of the area, metres between centres */
  nearest?: { id: string; name: string; metres: number };
}
