import { z } from 'zod';
import { MARKETING_READS } from '@contract/endpoints/marketing';
import type {
  Ad,
  Coupon,
  HelpArticleRecord,
  Hotline,
  MallGrants,
  MallItem,
  MemberCard,
  Pricing,
  RechargeActivity,
} from '@contract/marketing';
import type { CustomTask, FixedTask, RidingActivity, TaskPreview } from '@contract/activities';
import type { InviteActivity, UserReward } from '@contract/invites';
import type { CouponIssue, RiderCoupon } from '@contract/couponIssue';
import type { EnableState } from '@contract/common';
import type { Replies } from './registry';
import { count, day, enableState, fen, idName, instant, maskedPhone, pageOf } from './common';

const areaNames = z.array(z.string());

const pricing = z.object({
  id: z.string().min(1),
  serviceAreaId: z.string(),
  startPrice: fen,
  startMinutes: count,
  unitPrice: fen,
  unitMinutes: count,
  dailyCap: fen,
  dispatchFee: fen,
  outOfAreaFee: fen,
  updatedAt: instant,
  updatedBy: z.string(),
  serviceAreaName: z.string(),
}) satisfies z.ZodType<Pricing>;

const recharge = z.object({
  id: z.string().min(1),
  name: z.string(),
  tiers: z.array(z.object({ pay: fen, gift: fen })),
  startDate: day,
  endDate: day,
  serviceAreaIds: z.array(z.string()),
  state: enableState,
  createdAt: instant,
  serviceAreaNames: areaNames,
}) satisfies z.ZodType<RechargeActivity>;

const coupon = z.object({
  id: z.string().min(1),
  name: z.string(),
  kind: z.enum(['amount', 'discount', 'free_minutes']),
  /** fen off (amount), a percentage (discount) or minutes (free_minutes) */
  value: z.number().int().nonnegative(),
  threshold: fen,
  validDays: count,
  stock: count,
  issued: count,
  used: count,
  limitPerRider: count,
  serviceAreaIds: z.array(z.string()),
  state: enableState,
  createdAt: instant,
  serviceAreaNames: areaNames,
}) satisfies z.ZodType<Coupon>;

const helpArticle = z.object({
  id: z.string().min(1),
  title: z.string(),
  category: z.string(),
  content: z.string(),
  sort: z.number().int(),
  state: enableState,
  updatedAt: instant,
}) satisfies z.ZodType<HelpArticleRecord>;

/** the service hotline is the operator's public number, not a person's: not masked */
const hotline = z.object({ phone: z.string(), hours: z.string() }) satisfies z.ZodType<Hotline>;

const ad = z.object({
  id: z.string().min(1),
  title: z.string(),
  position: z.enum(['home_popup', 'home_banner', 'ride_end']),
  image: z.string(),
  link: z.string(),
  serviceAreaIds: z.array(z.string()),
  startDate: day,
  endDate: day,
  sort: z.number().int(),
  state: enableState,
  createdAt: instant,
  serviceAreaNames: areaNames,
}) satisfies z.ZodType<Ad>;

const mallItem = z.object({
  id: z.string().min(1),
  name: z.string(),
  kind: z.enum(['coupon', 'riding_card', 'gift']),
  grantId: z.string(),
  points: count,
  stock: count,
  redeemed: count,
  limitPerRider: count,
  sort: z.number().int(),
  image: z.string(),
  state: enableState,
  createdAt: instant,
  grantName: z.string(),
}) satisfies z.ZodType<MallItem>;

const grantOption = idName.extend({ state: enableState }) satisfies z.ZodType<{
  id: string;
  name: string;
  state: EnableState;
}>;

const mallGrants = z.object({
  coupons: z.array(grantOption),
  cards: z.array(grantOption),
}) satisfies z.ZodType<MallGrants>;

const memberCard = z.object({
  id: z.string().min(1),
  name: z.string(),
  kind: z.enum(['riding', 'discount', 'deposit_free']),
  days: count,
  price: fen,
  /** percent off (discount cards) */
  discount: z.number().int().min(0).max(100),
  serviceAreaIds: z.array(z.string()),
  sort: z.number().int(),
  state: enableState,
  createdAt: instant,
  serviceAreaNames: areaNames,
}) satisfies z.ZodType<MemberCard>;

const activityReward = z.object({
  kind: z.enum(['coupon', 'balance', 'card_days']),
  couponId: z.string(),
  amount: fen,
  days: count,
});

const ridingActivity = z.object({
  id: z.string().min(1),
  name: z.string(),
  serviceAreaIds: z.array(z.string()),
  startDate: day,
  endDate: day,
  kind: z.enum(['ride_count', 'discount_hours']),
  rides: count,
  fromHour: z.number().int().min(0).max(24),
  toHour: z.number().int().min(0).max(24),
  discount: z.number().int().min(0).max(100),
  reward: activityReward,
  limitPerRider: count,
  state: enableState,
  participants: count,
  rewarded: count,
  createdAt: instant,
  serviceAreaNames: areaNames,
  couponName: z.string(),
}) satisfies z.ZodType<RidingActivity>;

const fixedTask = z.object({
  id: z.string().min(1),
  kind: z.enum(['first_ride', 'real_name', 'first_recharge', 'weekly_rides', 'invite']),
  name: z.string(),
  target: count,
  reward: activityReward,
  limitPerRider: count,
  totalLimit: count,
  completed: count,
  state: enableState,
  updatedAt: instant,
  couponName: z.string(),
}) satisfies z.ZodType<FixedTask>;

const customTask = z.object({
  id: z.string().min(1),
  name: z.string(),
  conditions: z.array(z.object({ metric: z.enum(['ride_count', 'distance', 'spend']), min: count, days: count })),
  segment: z.object({
    serviceAreaId: z.string(),
    realNameVerified: z.boolean(),
    depositPaid: z.boolean(),
    registeredWithinDays: count,
  }),
  reward: activityReward,
  limitPerRider: count,
  totalLimit: count,
  completed: count,
  startDate: day,
  endDate: day,
  state: enableState,
  createdAt: instant,
  serviceAreaName: z.string(),
  couponName: z.string(),
}) satisfies z.ZodType<CustomTask>;

const taskPreview = z.object({ riders: count, segment: count }) satisfies z.ZodType<TaskPreview>;

const reward = z.object({
  kind: z.enum(['coupon', 'balance']),
  couponId: z.string(),
  amount: fen,
  couponName: z.string(),
});

const inviteActivity = z.object({
  id: z.string().min(1),
  name: z.string(),
  serviceAreaIds: z.array(z.string()),
  startDate: day,
  endDate: day,
  inviterReward: reward,
  inviteeReward: reward,
  condition: z.enum(['register', 'first_ride']),
  state: enableState,
  invites: count,
  createdAt: instant,
  serviceAreaNames: areaNames,
}) satisfies z.ZodType<InviteActivity>;

const userReward = z.object({
  id: z.string().min(1),
  userId: z.string(),
  phone: maskedPhone,
  serviceAreaId: z.string(),
  agentId: z.string(),
  activityId: z.string(),
  activityName: z.string(),
  role: z.enum(['inviter', 'invitee', 'issued', 'complaint', 'task', 'activity']),
  reward,
  status: z.enum(['issued', 'used', 'expired']),
  riderCouponId: z.string().optional(),
  createdAt: instant,
}) satisfies z.ZodType<UserReward>;

const couponIssue = z.object({
  id: z.string().min(1),
  couponId: z.string(),
  couponName: z.string(),
  mode: z.enum(['phones', 'segment', 'complaint', 'reward']),
  target: z.string(),
  riders: count,
  perRider: count,
  count,
  by: z.string(),
  at: instant,
}) satisfies z.ZodType<CouponIssue>;

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
  [MARKETING_READS.riderCoupon, pageOf(riderCoupon)],
  [MARKETING_READS.worksheetCompensationCoupons, z.array(idName)],
  [MARKETING_READS.invite, pageOf(inviteActivity)],
  [MARKETING_READS.inviteCoupons, couponOptions],
  [MARKETING_READS.inviteById, inviteActivity],
  [MARKETING_READS.userReward, pageOf(userReward)],
  [MARKETING_READS.userRewardActivities, z.array(idName)],
  [MARKETING_READS.pricing, pageOf(pricing)],
  [MARKETING_READS.recharge, pageOf(recharge)],
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
