/**
 * A parking-station application (停车点申请, DESIGN.md §9 park-application) as the
 * backend stores it: an operations staff member proposes a small parking box in a
 * service area; a reviewer approves (the station is created) or rejects with a reason.
 */
import type { ReviewStatus } from '@/shared/ui/ReviewQueue';
import type { LngLat } from '@/shared/utils/coords';

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
