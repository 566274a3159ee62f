/**
 * What every part of the contract shares: coordinates, the enabled/disabled state
 * of configurable records, and the review states of review queues.
 */

/** [lng, lat], WGS-84 unless said otherwise (maps). */
export type LngLat = [number, number];

/** Whether a configurable record is in use. */
export type EnableState = 'enabled' | 'disabled';

export const ENABLE_STATE: Record<EnableState, { label: string; color: string }> = {
  enabled: { label: '启用', color: 'success' },
  disabled: { label: '停用', color: 'default' },
};

/** The state of an item of a review queue (page building blocks). */
export type ReviewStatus = 'pending' | 'approved' | 'rejected';

export const REVIEW_STATUS: Record<ReviewStatus, string> = {
  pending: '待审核',
  approved: '已通过',
  rejected: '已驳回',
};

/** A review state as a tag shows it: its label and colour. */
export const REVIEW_STATUS_TAG: Record<ReviewStatus, { label: string; color: string }> = {
  pending: { label: REVIEW_STATUS.pending, color: 'processing' },
  approved: { label: REVIEW_STATUS.approved, color: 'success' },
  rejected: { label: REVIEW_STATUS.rejected, color: 'error' },
};
