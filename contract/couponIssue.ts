/**
 * Coupons that reach riders: what a rider holds, and the issuance records
 * (coupon 1709). Money in fen, times ISO-8601, dates YYYY-MM-DD (UTC+8).
 */
import type { CouponKind } from './marketing';

/** held: received, not used yet; used on a ride; expired: not used in time. */
export type RiderCouponStatus = 'held' | 'used' | 'expired';

/** issue: to riders picked by id, by a phone list or a segment; complaint: a complaint's compensation; invite / task / activity: a reward. */
export type CouponSource = 'issue' | 'complaint' | 'invite' | 'task' | 'activity';

/** One coupon a rider holds (or held). */
export interface RiderCoupon {
  id: string;
  userId: string;
  phone: string;
  couponId: string;
  couponName: string;
  source: CouponSource;
  /** the issuance record, when issued by hand */
  issueId: string;
  status: RiderCouponStatus;
  receivedAt: string;
  expiresAt: string;
  usedAt: string | null;
  /** the ride it was used on */
  orderId: string | null;
  /** what it took off that ride, fen */
  discount: number;
}

/** A coupon a complaint may be compensated with: a 满减券's value is money the platform gives. */
export interface CompensationCoupon {
  id: string;
  name: string;
  kind: CouponKind;
  /** fen for a 满减券; 折 ×10 or minutes for the others */
  value: number;
}

/** Who a coupon is issued to: riders of an area, registered since, not riding since, with a deposit. */
export interface RiderSegment {
  serviceAreaId?: string;
  /** YYYY-MM-DD: registered on or after */
  registeredFrom?: string;
  /** YYYY-MM-DD: no ride on or after (riders who never rode count) */
  lastRideBefore?: string;
  depositPaid?: boolean;
}

/** riders: picked one by one (by id, name or masked phone); phones: a phone list; segment: riders matching a segment. */
export type IssueMode = 'riders' | 'phones' | 'segment';

export interface CouponIssueInput {
  couponId: string;
  mode: IssueMode;
  /** mode riders: rider ids (U…), no phone needed */
  userIds?: string[];
  /** mode phones: 11-digit numbers */
  phones?: string[];
  /** mode segment */
  segment?: RiderSegment;
  /** coupons each rider receives */
  perRider: number;
}

/** One issuance: who issued which coupon, when, how many, to whom. */
export interface CouponIssue {
  id: string;
  couponId: string;
  couponName: string;
  mode: IssueMode | 'complaint' | 'reward';
  /** to whom, in words: 2 位指定用户 / 3 个手机号 / 西湖服务区，已缴押金 / 工单 WS00012 */
  target: string;
  riders: number;
  perRider: number;
  count: number;
  by: string;
  at: string;
}

export const ISSUE_MODE: Record<CouponIssue['mode'], string> = {
  riders: '指定用户',
  phones: '手机号名单',
  segment: '用户分群',
  complaint: '投诉补偿',
  reward: '活动奖励',
};

export const RIDER_COUPON_STATUS: Record<RiderCouponStatus, { label: string; color: string }> = {
  held: { label: '未使用', color: 'processing' },
  used: { label: '已使用', color: 'success' },
  expired: { label: '已过期', color: 'default' },
};

export const COUPON_SOURCE: Record<CouponSource, string> = {
  issue: '定向发放',
  complaint: '投诉补偿',
  invite: '邀请有礼',
  task: '活动任务',
  activity: '骑行活动',
};

/** The numbers of a pasted or uploaded list: any run of 11 digits starting with 1, once each. */
export function parsePhones(text: string): string[] {
  return [...new Set(text.match(/(?<!\d)1\d{10}(?!\d)/g) ?? [])];
}

export const ISSUE_LIMITS = { phones: 5000, riders: 200, perRider: 10 } as const;

/** A rider as the issuance dialog offers it: named as the console names riders, the phone masked. */
export interface IssueRiderOption {
  userId: string;
  name: string;
  /** masked: 138****0000 */
  phone: string;
  serviceAreaName: string;
}

/** The words an option shows: 张三（138****0000）U100001 · 西湖服务区 */
export const issueRiderLabel = (r: IssueRiderOption): string =>
  `${r.name}（${r.phone}）${r.userId}${r.serviceAreaName ? ` · ${r.serviceAreaName}` : ''}`;
