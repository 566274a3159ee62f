/**
 * Invite activities (邀请有礼) and the rewards riders received (domain model "Marketing":
 * tasks and invite rewards) as the backend stores them: money in integer fen, dates
 * YYYY-MM-DD (UTC+8).
 */
import type { EnableState } from './common';

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
  state: EnableState;
  /** invites that met the condition so far (each gave both rewards) */
  invites: number;
  createdAt: string;
  /** the version: an edit carries the one it was made on, and a save over another is refused */
  updatedAt: string;
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
  /** a side of an invite, or a coupon issued by hand, for a complaint, by a task or a riding activity */
  role: 'inviter' | 'invitee' | 'issued' | 'complaint' | 'task' | 'activity';
  reward: InviteReward;
  status: UserRewardStatus;
  /** the coupon the rider holds from it (its status follows that coupon) */
  riderCouponId?: string;
  createdAt: string;
}

/** A reward with its coupon's name ('' for balance). */
export type Reward = InviteReward & { couponName: string };

export interface InviteActivity extends Omit<InviteActivityRecord, 'inviterReward' | 'inviteeReward'> {
  serviceAreaNames: string[];
  inviterReward: Reward;
  inviteeReward: Reward;
}

/** A reward as a write sends it: its kind and that kind's own field, nothing else. */
export type InviteRewardInput = { kind: 'coupon'; couponId: string } | { kind: 'balance'; amount: number };

export type InviteActivityInput = Pick<
  InviteActivityRecord,
  'name' | 'serviceAreaIds' | 'startDate' | 'endDate' | 'condition'
> & {
  id?: string;
  inviterReward: InviteRewardInput;
  inviteeReward: InviteRewardInput;
};

export interface UserReward extends Omit<UserRewardRecord, 'reward'> {
  reward: Reward;
}

export const INVITE_CONDITION: Record<InviteCondition, string> = {
  register: '被邀请人完成注册',
  first_ride: '被邀请人完成首次骑行',
};
export const REWARD_KIND: Record<InviteReward['kind'], string> = { coupon: '优惠券', balance: '余额' };
export const REWARD_ROLE: Record<UserRewardRecord['role'], string> = {
  inviter: '邀请人',
  invitee: '被邀请人',
  issued: '定向发放',
  complaint: '投诉补偿',
  task: '任务奖励',
  activity: '活动奖励',
};
export const REWARD_STATUS: Record<UserRewardStatus, { label: string; color: string }> = {
  issued: { label: '已发放', color: 'processing' },
  used: { label: '已使用', color: 'success' },
  expired: { label: '已过期', color: 'default' },
};
