import type { CompensationCoupon, IssueRiderOption } from '@contract/couponIssue';
import { read } from '@contract/endpoint';
import type { EnableState } from '@contract/common';
import type { CustomTask, FixedTask, TaskPreview } from '@contract/activities';
import type { InviteActivity } from '@contract/invites';
import type { Coupon, Hotline, MallGrants } from '@contract/marketing';

/** A coupon an activity may give: enabled ones can be picked. */
type CouponOption = { id: string; name: string; state: EnableState };

/** Marketing reads: fare rules, recharge and riding activities, coupons and their issuance, activity tasks, invites and rewards, the points mall, membership cards, help and ads. */
export const MARKETING_READS = {
  activityCoupons: read<CouponOption[]>('/platform/marketing/activity/coupons', ['1706', '1707', '1710']),
  fixedTask: read('/platform/marketing/fixed-task', ['1707']),
  fixedTaskById: read<FixedTask>('/platform/marketing/fixed-task/:id', ['1707']),
  customTask: read('/platform/marketing/custom-task', ['1710']),
  customTaskPreview: read<TaskPreview>('/platform/marketing/custom-task/preview', ['1710']),
  customTaskById: read<CustomTask>('/platform/marketing/custom-task/:id', ['1710']),
  couponIssuePreview: read<{ riders: number }>('/platform/marketing/coupon/issue/preview', ['1709']),
  couponIssues: read('/platform/marketing/coupon/issue', ['1709']),
  /** riders a coupon may be issued to, found by id, name or phone digits; phones come masked */
  couponIssueRiders: read<IssueRiderOption[]>('/platform/marketing/coupon/issue/riders', ['1709']),
  riderCoupon: read('/platform/marketing/rider-coupon', ['070101']),
  /** the coupons a complaint may be compensated with, with what each is worth */
  worksheetCompensationCoupons: read<CompensationCoupon[]>('/platform/worksheet/compensation-coupons', ['0401']),
  invite: read('/platform/marketing/invite', ['yqyl']),
  inviteCoupons: read<CouponOption[]>('/platform/marketing/invite/coupons', ['yqyl']),
  inviteById: read<InviteActivity>('/platform/marketing/invite/:id', ['yqyl']),
  userReward: read('/platform/marketing/user-reward', ['170801']),
  userRewardActivities: read<Array<{ id: string; name: string }>>('/platform/marketing/user-reward/activities', [
    '170801',
  ]),
  pricing: read('/platform/marketing/pricing', ['1702']),
  recharge: read('/platform/marketing/recharge', ['1701']),
  coupon: read('/platform/marketing/coupon', ['1709']),
  couponById: read<Coupon>('/platform/marketing/coupon/:id', ['1709']),
  help: read('/platform/marketing/help', ['1704']),
  helpHotline: read<Hotline>('/platform/marketing/help/hotline', ['1704']),
  ad: read('/platform/marketing/ad', ['17']),
  mall: read('/platform/marketing/mall', ['1703']),
  mallGrants: read<MallGrants>('/platform/marketing/mall/grants', ['1703']),
  memberCard: read('/platform/marketing/member-card', ['1705']),
  ridingActivity: read('/platform/marketing/riding-activity', ['1706']),
} as const;
