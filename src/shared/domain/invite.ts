/**
 * Invite activities (邀请有礼) and the rewards riders received (DESIGN.md §5 "Marketing":
 * tasks and invite rewards) as the backend stores them: money in integer fen, dates
 * YYYY-MM-DD (UTC+8).
 */
import type { MarketingState } from './marketing';

/** When the invite counts: the invitee registers, or completes a first ride. */
export type InviteCondition = 'register' | 'first_ride';

/** A coupon (`couponId`) or a balance credit (`amount` fen). */
export interface InviteReward {
  kind: 'coupon' | 'balance';
  couponId: string;
  amount: number;
}

export interface InviteActivityRecord {
  id: string;
  name: string;
  serviceAreaIds: string[];
  /** first and last day, both included */
  startDate: string;
  endDate: string;
  inviterReward: InviteReward;
  inviteeReward: InviteReward;
  condition: InviteCondition;
  state: MarketingState;
  /** invites that met the condition so far (each gave both rewards) */
  invites: number;
  createdAt: string;
}

/** issued: received, not used yet; used; expired: a coupon not used in time. */
export type UserRewardStatus = 'issued' | 'used' | 'expired';

/** One reward a rider received: the inviter's or the invitee's of an invite. */
export interface UserRewardRecord {
  id: string;
  userId: string;
  phone: string;
  serviceAreaId: string;
  agentId: string;
  activityId: string;
  activityName: string;
  role: 'inviter' | 'invitee';
  reward: InviteReward;
  status: UserRewardStatus;
  createdAt: string;
}
