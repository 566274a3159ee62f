/**
 * Riding activities (骑行活动 1706), fixed activity tasks (固定活动 1707) and custom
 * activity tasks (自定义活动 1710), as the backend stores and sends them. Money in fen,
 * distances in metres, dates YYYY-MM-DD (UTC+8).
 */
import type { EnableState } from './common';

/** A coupon (`couponId`), balance (`amount` fen) or riding-card days (`days`). */
export type ActivityRewardKind = 'coupon' | 'balance' | 'card_days';

export interface ActivityReward {
  kind: ActivityRewardKind;
  couponId: string;
  amount: number;
  days: number;
}

/** A reward as a write sends it: its kind and that kind's own field, nothing else. */
export type ActivityRewardInput =
  | { kind: 'coupon'; couponId: string }
  | { kind: 'balance'; amount: number }
  | { kind: 'card_days'; days: number };

export const ACTIVITY_REWARD_KIND: Record<ActivityRewardKind, string> = {
  coupon: '优惠券',
  balance: '余额',
  card_days: '骑行卡天数',
};

/** ride_count: N rides in the period earn the reward; discount_hours: rides starting in the hours cost `discount`%. */
export type RidingRuleKind = 'ride_count' | 'discount_hours';

export const RIDING_RULE_KIND: Record<RidingRuleKind, string> = {
  ride_count: '骑行满次奖励',
  discount_hours: '时段折扣',
};

export interface RidingActivityRecord {
  id: string;
  name: string;
  serviceAreaIds: string[];
  /** first and last day, both included */
  startDate: string;
  endDate: string;
  kind: RidingRuleKind;
  /** ride_count: rides in the period that earn the reward (0 otherwise) */
  rides: number;
  /** discount_hours: rides starting from `fromHour`:00 until `toHour`:00 (0 otherwise) */
  fromHour: number;
  toHour: number;
  /** discount_hours: percent of the fare paid (80 = 8 折; 0 otherwise) */
  discount: number;
  /** ride_count: what a rider earns */
  reward: ActivityReward;
  /** how many times one rider may earn the reward */
  limitPerRider: number;
  state: EnableState;
  /** riders who rode under it so far */
  participants: number;
  /** rewards given (ride_count) or discounted rides (discount_hours) so far */
  rewarded: number;
  createdAt: string;
  /** the version: an edit carries the one it was made on, and a save over another is refused */
  updatedAt: string;
}

/** A riding activity with its areas' names and its reward's coupon name. */
export interface RidingActivity extends RidingActivityRecord {
  serviceAreaNames: string[];
  couponName: string;
}

export type RidingActivityInput = Pick<
  RidingActivityRecord,
  | 'name'
  | 'serviceAreaIds'
  | 'startDate'
  | 'endDate'
  | 'kind'
  | 'rides'
  | 'fromHour'
  | 'toHour'
  | 'discount'
  | 'limitPerRider'
  // a 时段折扣 (discount_hours) gives no reward and sends none
> & { id?: string; reward?: ActivityRewardInput };

/** The standing tasks every rider may complete. */
export type FixedTaskKind = 'first_ride' | 'real_name' | 'first_recharge' | 'weekly_rides' | 'invite';

export const FIXED_TASK_KIND: Record<FixedTaskKind, { label: string; target: string }> = {
  first_ride: { label: '完成首次骑行', target: '' },
  real_name: { label: '完成实名认证', target: '' },
  first_recharge: { label: '完成首次充值', target: '' },
  weekly_rides: { label: '每周骑行满 N 次', target: '每周骑行次数' },
  invite: { label: '邀请好友满 N 人', target: '邀请人数' },
};

export interface FixedTaskRecord {
  id: string;
  kind: FixedTaskKind;
  name: string;
  /** weekly_rides: rides a week; invite: friends invited; 1 for the others */
  target: number;
  reward: ActivityReward;
  /** times one rider may complete it (weekly_rides: per week) */
  limitPerRider: number;
  /** rewards that may be given in all; 0: no limit */
  totalLimit: number;
  /** rewards given so far */
  completed: number;
  state: EnableState;
  updatedAt: string;
}

export interface FixedTask extends FixedTaskRecord {
  couponName: string;
}

export type FixedTaskInput = Pick<FixedTaskRecord, 'id' | 'name' | 'target' | 'limitPerRider' | 'totalLimit'> & {
  updatedAt?: string;
  reward: ActivityRewardInput;
};

/** What a custom task measures over the last `days` days. */
export type ConditionMetric = 'ride_count' | 'distance' | 'spend';

export const CONDITION_METRIC: Record<ConditionMetric, { label: string; unit: string }> = {
  ride_count: { label: '骑行次数', unit: '次' },
  distance: { label: '骑行里程', unit: '公里' },
  spend: { label: '骑行消费', unit: '元' },
};

/** At least `min` (rides, metres or fen) in the last `days` days. */
export interface TaskCondition {
  metric: ConditionMetric;
  min: number;
  days: number;
}

/** Which riders a custom task is for. */
export interface TaskSegment {
  /** '' : every area */
  serviceAreaId: string;
  realNameVerified: boolean;
  depositPaid: boolean;
  /** 0: any; else registered within this many days */
  registeredWithinDays: number;
}

export interface CustomTaskRecord {
  id: string;
  name: string;
  /** all must hold */
  conditions: TaskCondition[];
  segment: TaskSegment;
  reward: ActivityReward;
  limitPerRider: number;
  /** 0: no limit */
  totalLimit: number;
  completed: number;
  startDate: string;
  endDate: string;
  state: EnableState;
  createdAt: string;
  /** the version: an edit carries the one it was made on, and a save over another is refused */
  updatedAt: string;
}

export interface CustomTask extends CustomTaskRecord {
  serviceAreaName: string;
  couponName: string;
}

export type CustomTaskInput = Pick<
  CustomTaskRecord,
  'name' | 'conditions' | 'segment' | 'limitPerRider' | 'totalLimit' | 'startDate' | 'endDate'
> & { id?: string; reward: ActivityRewardInput };

/** How many riders meet a custom task's conditions now. */
export interface TaskPreview {
  riders: number;
  /** riders of the segment (before the conditions) */
  segment: number;
}
