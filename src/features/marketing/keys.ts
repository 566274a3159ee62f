import { keysOf } from '@/shared/query/keys';

/** The query keys of every read of this feature, under the domain 'marketing' that writes name (shared/query/writeEffects.ts). */
export const marketingKeys = keysOf('marketing', [
  'couponIssues',
  'couponSegment',
  'issueRiders',
  'invite',
  'rewardActivities',
  'rewards',
  'ads',
  'pricing',
  'fixedTask',
  'invites',
  'memberCards',
  'mallGrants',
  'mall',
  'activityCoupons',
  'riding',
  'coupon',
  'customTasks',
  'hotline',
  'help',
  'fixedTasks',
  'recharge',
  'customTaskPreview',
  'customTask',
  'coupons',
]);
