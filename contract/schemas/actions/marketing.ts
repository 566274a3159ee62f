import { z } from 'zod';
import { MARKETING_WRITES } from '@contract/actions';
import { AD_POSITION, COUPON_KIND, MALL_ITEM_KIND, MEMBER_CARD_KIND } from '@contract/marketing';
import type {
  Ad,
  Coupon,
  HelpArticleRecord,
  Hotline,
  MallItem,
  MemberCard,
  Pricing,
  RechargeActivity,
} from '@contract/marketing';
import { ISSUE_MODE, type CouponIssue } from '@contract/couponIssue';
import { ACTIVITY_REWARD_KIND, CONDITION_METRIC, FIXED_TASK_KIND, RIDING_RULE_KIND } from '@contract/activities';
import type { CustomTask, FixedTask, RidingActivity } from '@contract/activities';
import { INVITE_CONDITION, type InviteActivity } from '@contract/invites';
import { replyFor, repliesFor, type Replies } from '../registry';
import { count, day, fen, instant, keysOf, sameType } from '../common';
import { enableState, id, ids } from './shared';

/** A record sold or shown in some service areas, with their names. */
const inAreas = { serviceAreaIds: ids, serviceAreaNames: z.array(z.string()) };

export const pricing = z.object({
  id,
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
});
sameType<z.infer<typeof pricing>, Pricing>(true);

export const rechargeActivity = z.object({
  id,
  name: z.string(),
  tiers: z.array(z.object({ pay: fen, gift: fen })),
  startDate: day,
  endDate: day,
  state: enableState,
  createdAt: instant,
  ...inAreas,
  updatedAt: instant,
});
sameType<z.infer<typeof rechargeActivity>, RechargeActivity>(true);

export const coupon = z.object({
  id,
  name: z.string(),
  kind: keysOf(COUPON_KIND),
  /** fen off (amount), a percentage (discount) or minutes (free_minutes) */
  value: z.number().int().nonnegative(),
  threshold: fen,
  validDays: count,
  stock: count,
  issued: count,
  used: count,
  limitPerRider: count,
  state: enableState,
  createdAt: instant,
  ...inAreas,
  updatedAt: instant,
});
sameType<z.infer<typeof coupon>, Coupon>(true);

export const couponIssue = z.object({
  id,
  couponId: z.string(),
  couponName: z.string(),
  mode: keysOf(ISSUE_MODE),
  target: z.string(),
  riders: count,
  perRider: count,
  count,
  by: z.string(),
  at: instant,
});
sameType<z.infer<typeof couponIssue>, CouponIssue>(true);

export const helpArticle = z.object({
  id,
  title: z.string(),
  category: z.string(),
  content: z.string(),
  sort: z.number().int(),
  state: enableState,
  updatedAt: instant,
});
sameType<z.infer<typeof helpArticle>, HelpArticleRecord>(true);

/** the service hotline is the operator's public number, not a person's: not masked */
export const hotline = z.object({ phone: z.string(), hours: z.string(), updatedAt: instant });
sameType<z.infer<typeof hotline>, Hotline>(true);

export const ad = z.object({
  id,
  title: z.string(),
  position: keysOf(AD_POSITION),
  image: z.string(),
  link: z.string(),
  startDate: day,
  endDate: day,
  sort: z.number().int(),
  state: enableState,
  createdAt: instant,
  ...inAreas,
  updatedAt: instant,
});
sameType<z.infer<typeof ad>, Ad>(true);

export const mallItem = z.object({
  id,
  name: z.string(),
  kind: keysOf(MALL_ITEM_KIND),
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
  updatedAt: instant,
});
sameType<z.infer<typeof mallItem>, MallItem>(true);

export const memberCard = z.object({
  id,
  name: z.string(),
  kind: keysOf(MEMBER_CARD_KIND),
  days: count,
  price: fen,
  /** percent off (discount cards) */
  discount: z.number().int().min(0).max(100),
  sort: z.number().int(),
  state: enableState,
  createdAt: instant,
  ...inAreas,
  updatedAt: instant,
});
sameType<z.infer<typeof memberCard>, MemberCard>(true);

const activityReward = z.object({
  kind: keysOf(ACTIVITY_REWARD_KIND),
  couponId: z.string(),
  amount: fen,
  days: count,
});

export const ridingActivity = z.object({
  id,
  name: z.string(),
  startDate: day,
  endDate: day,
  kind: keysOf(RIDING_RULE_KIND),
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
  couponName: z.string(),
  ...inAreas,
  updatedAt: instant,
});
sameType<z.infer<typeof ridingActivity>, RidingActivity>(true);

export const fixedTask = z.object({
  id,
  kind: keysOf(FIXED_TASK_KIND),
  name: z.string(),
  target: count,
  reward: activityReward,
  limitPerRider: count,
  totalLimit: count,
  completed: count,
  state: enableState,
  updatedAt: instant,
  couponName: z.string(),
});
sameType<z.infer<typeof fixedTask>, FixedTask>(true);

export const customTask = z.object({
  id,
  name: z.string(),
  conditions: z.array(z.object({ metric: keysOf(CONDITION_METRIC), min: z.number().nonnegative(), days: count })),
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
  updatedAt: instant,
});
sameType<z.infer<typeof customTask>, CustomTask>(true);

export const inviteReward = z.object({
  kind: z.enum(['coupon', 'balance']),
  couponId: z.string(),
  amount: fen,
  couponName: z.string(),
});

export const inviteActivity = z.object({
  id,
  name: z.string(),
  startDate: day,
  endDate: day,
  inviterReward: inviteReward,
  inviteeReward: inviteReward,
  condition: keysOf(INVITE_CONDITION),
  state: enableState,
  invites: count,
  createdAt: instant,
  ...inAreas,
  updatedAt: instant,
});
sameType<z.infer<typeof inviteActivity>, InviteActivity>(true);

/** Marketing: each save or state change answers the record as its list shows it; a delete answers null. */
export const MARKETING_WRITE_REPLIES: Replies = [
  ...repliesFor([MARKETING_WRITES.pricingCreate, MARKETING_WRITES.pricingUpdate], pricing),
  replyFor(MARKETING_WRITES.pricingDelete, z.null()),
  ...repliesFor(
    [MARKETING_WRITES.rechargeCreate, MARKETING_WRITES.rechargeUpdate, MARKETING_WRITES.rechargeState],
    rechargeActivity,
  ),
  ...repliesFor([MARKETING_WRITES.couponCreate, MARKETING_WRITES.couponUpdate, MARKETING_WRITES.couponState], coupon),
  replyFor(MARKETING_WRITES.couponIssue, couponIssue),
  ...repliesFor([MARKETING_WRITES.helpCreate, MARKETING_WRITES.helpUpdate], helpArticle),
  replyFor(MARKETING_WRITES.helpDelete, z.null()),
  replyFor(MARKETING_WRITES.hotline, hotline),
  ...repliesFor([MARKETING_WRITES.adCreate, MARKETING_WRITES.adUpdate, MARKETING_WRITES.adState], ad),
  ...repliesFor([MARKETING_WRITES.mallCreate, MARKETING_WRITES.mallUpdate, MARKETING_WRITES.mallState], mallItem),
  ...repliesFor(
    [MARKETING_WRITES.memberCardCreate, MARKETING_WRITES.memberCardUpdate, MARKETING_WRITES.memberCardState],
    memberCard,
  ),
  ...repliesFor(
    [
      MARKETING_WRITES.ridingActivityCreate,
      MARKETING_WRITES.ridingActivityUpdate,
      MARKETING_WRITES.ridingActivityState,
    ],
    ridingActivity,
  ),
  replyFor(MARKETING_WRITES.ridingActivityDelete, z.null()),
  ...repliesFor([MARKETING_WRITES.fixedTaskUpdate, MARKETING_WRITES.fixedTaskState], fixedTask),
  ...repliesFor(
    [MARKETING_WRITES.customTaskCreate, MARKETING_WRITES.customTaskUpdate, MARKETING_WRITES.customTaskState],
    customTask,
  ),
  ...repliesFor(
    [MARKETING_WRITES.inviteCreate, MARKETING_WRITES.inviteUpdate, MARKETING_WRITES.inviteState],
    inviteActivity,
  ),
  replyFor(MARKETING_WRITES.inviteDelete, z.null()),
];
