import { z } from 'zod';
import { MARKETING_READS } from '@contract/endpoints/marketing';
import type { MallGrants } from '@contract/marketing';
import type { TaskPreview } from '@contract/activities';
import type { UserReward } from '@contract/invites';
import type { CompensationCoupon, IssueRiderOption, RiderCoupon } from '@contract/couponIssue';
import type { EnableState } from '@contract/common';
import type { Replies } from './registry';
import { count, enableState, fen, idName, instant, maskedPhone, pageOf } from './common';
// the records a list shows are those its writes answer: one schema each (./actions/marketing)
import {
  ad,
  coupon,
  couponIssue,
  customTask,
  fixedTask,
  helpArticle,
  hotline,
  inviteActivity,
  inviteReward,
  mallItem,
  memberCard,
  pricing,
  rechargeActivity,
  ridingActivity,
} from './actions/marketing';

const grantOption = idName.extend({ state: enableState }) satisfies z.ZodType<{
  id: string;
  name: string;
  state: EnableState;
}>;

const mallGrants = z.object({
  coupons: z.array(grantOption),
  cards: z.array(grantOption),
}) satisfies z.ZodType<MallGrants>;

const taskPreview = z.object({ riders: count, segment: count }) satisfies z.ZodType<TaskPreview>;

const userReward = z.object({
  id: z.string().min(1),
  userId: z.string(),
  phone: maskedPhone,
  serviceAreaId: z.string(),
  agentId: z.string(),
  activityId: z.string(),
  activityName: z.string(),
  role: z.enum(['inviter', 'invitee', 'issued', 'complaint', 'task', 'activity']),
  reward: inviteReward,
  status: z.enum(['issued', 'used', 'expired']),
  riderCouponId: z.string().optional(),
  createdAt: instant,
}) satisfies z.ZodType<UserReward>;

const riderCoupon = z.object({
  id: z.string().min(1),
  userId: z.string(),
  phone: maskedPhone,
  couponId: z.string(),
  couponName: z.string(),
  source: z.enum(['issue', 'complaint', 'invite', 'task', 'activity']),
  issueId: z.string(),
  status: z.enum(['held', 'used', 'expired']),
  receivedAt: instant,
  expiresAt: instant,
  usedAt: instant.nullable(),
  orderId: z.string().nullable(),
  discount: fen,
}) satisfies z.ZodType<RiderCoupon>;

/** a rider the issuance dialog offers (the phone masked) */
const issueRiderOption = z.object({
  userId: z.string(),
  name: z.string(),
  phone: z.string().regex(/^\d{3}\*{4}\d{4}$/),
  serviceAreaName: z.string(),
}) satisfies z.ZodType<IssueRiderOption>;

const compensationCoupon = idName.extend({
  kind: z.enum(['amount', 'discount', 'free_minutes']),
  value: count,
}) satisfies z.ZodType<CompensationCoupon>;

/** the coupons a rule may grant, with their state */
const couponOptions = z.array(grantOption);

export const MARKETING_REPLIES: Replies = [
  [MARKETING_READS.activityCoupons, couponOptions],
  [MARKETING_READS.fixedTask, pageOf(fixedTask)],
  [MARKETING_READS.fixedTaskById, fixedTask],
  [MARKETING_READS.customTask, pageOf(customTask)],
  [MARKETING_READS.customTaskPreview, taskPreview],
  [MARKETING_READS.customTaskById, customTask],
  [MARKETING_READS.couponIssuePreview, z.object({ riders: count })],
  [MARKETING_READS.couponIssues, pageOf(couponIssue)],
  [MARKETING_READS.couponIssueRiders, z.array(issueRiderOption)],
  [MARKETING_READS.riderCoupon, pageOf(riderCoupon)],
  [MARKETING_READS.worksheetCompensationCoupons, z.array(compensationCoupon)],
  [MARKETING_READS.invite, pageOf(inviteActivity)],
  [MARKETING_READS.inviteCoupons, couponOptions],
  [MARKETING_READS.inviteById, inviteActivity],
  [MARKETING_READS.userReward, pageOf(userReward)],
  [MARKETING_READS.userRewardActivities, z.array(idName)],
  [MARKETING_READS.pricing, pageOf(pricing)],
  [MARKETING_READS.recharge, pageOf(rechargeActivity)],
  [MARKETING_READS.coupon, pageOf(coupon)],
  [MARKETING_READS.couponById, coupon],
  [MARKETING_READS.help, pageOf(helpArticle)],
  [MARKETING_READS.helpHotline, hotline],
  [MARKETING_READS.ad, pageOf(ad)],
  [MARKETING_READS.mall, pageOf(mallItem)],
  [MARKETING_READS.mallGrants, mallGrants],
  [MARKETING_READS.memberCard, pageOf(memberCard)],
  [MARKETING_READS.ridingActivity, pageOf(ridingActivity)],
];
