/**
 * A parking-station application (停车点申请, screen behaviour park-application) as the
 * backend stores it: an operations staff member proposes a small parking box in a
 * service area; a reviewer approves (the station is created) or rejects with a reason.
 */
import type { LngLat, ReviewStatus } from './common';

export interface ParkApplicationRecord {
  id: string;
  applicantId: string;
  applicantName: string;
  applicantPhone: string;
  serviceAreaId: string;
  agentId: string;
  stationName: string;
  /** closed ring, WGS-84: the proposed parking box */
  polygon: LngLat[];
  /** parking spaces */
  capacity: number;
  reason: string;
  photos: string[];
  status: ReviewStatus;
  createdAt: string;
  reviewer?: string;
  reviewedAt?: string;
  rejectReason?: string;
  /** the parking station (fence) an approval created */
  stationId?: string;
}

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
