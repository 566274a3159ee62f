/**
 * Marketing records (DESIGN.md §5 "Marketing") as the backend stores them: money in
 * integer fen, durations in whole minutes, dates YYYY-MM-DD (UTC+8).
 */

export type MarketingState = 'enabled' | 'disabled';

/** A service area's fare rule. */
export interface FareRule {
  id: string;
  serviceAreaId: string;
  /** the first `startMinutes` of a ride */
  startPrice: number;
  startMinutes: number;
  /** each started `unitMinutes` after that */
  unitPrice: number;
  unitMinutes: number;
  /** the most one ride costs in riding time */
  dailyCap: number;
  /** parked outside a parking fence */
  dispatchFee: number;
  /** ended outside the service area */
  outOfAreaFee: number;
  updatedAt: string;
  updatedBy: string;
}

export interface RechargeTier {
  /** paid, fen */
  pay: number;
  /** credited on top, fen */
  gift: number;
}

/** A recharge activity: pay one tier's amount, get its gift credited. */
export interface RechargeActivityRecord {
  id: string;
  name: string;
  tiers: RechargeTier[];
  /** first and last day, both included */
  startDate: string;
  endDate: string;
  serviceAreaIds: string[];
  state: MarketingState;
  createdAt: string;
}

/** amount: `value` fen off; discount: pay `value`% (85 = 8.5 折); free_minutes: `value` minutes free. */
export type CouponKind = 'amount' | 'discount' | 'free_minutes';

export interface CouponRecord {
  id: string;
  name: string;
  kind: CouponKind;
  value: number;
  /** the ride must cost at least this (fen); 0: no threshold */
  threshold: number;
  /** valid for this many days after it is received */
  validDays: number;
  /** how many may be issued in all */
  stock: number;
  issued: number;
  used: number;
  serviceAreaIds: string[];
  state: MarketingState;
  createdAt: string;
}

/** The help centre's sections. */
export const HELP_CATEGORIES = ['用车指南', '计费说明', '押金与退款', '违停与调度'] as const;

/** An article of the riders' help centre. */
export interface HelpArticleRecord {
  id: string;
  title: string;
  category: string;
  content: string;
  /** smaller first */
  sort: number;
  state: MarketingState;
  updatedAt: string;
}

/** The customer-service hotline shown in the help centre. */
export interface Hotline {
  phone: string;
  hours: string;
}

export type AdPosition = 'home_popup' | 'home_banner' | 'ride_end';

/** A banner of the riders' app. */
export interface AdRecord {
  id: string;
  title: string;
  position: AdPosition;
  /** https image address */
  image: string;
  /** opened on a tap; empty: none */
  link: string;
  serviceAreaIds: string[];
  startDate: string;
  endDate: string;
  /** smaller first */
  sort: number;
  state: MarketingState;
  createdAt: string;
}

/** riding: free rides for `days`; discount: rides at `discount`% for `days`; deposit_free: rides without a deposit for `days`. */
export type MemberCardKind = 'riding' | 'discount' | 'deposit_free';

/** A membership or deposit-free card riders buy. */
export interface MemberCardRecord {
  id: string;
  name: string;
  kind: MemberCardKind;
  days: number;
  /** fen */
  price: number;
  /** discount cards: percent of the fare paid (90 = 9 折); 0 for the others */
  discount: number;
  serviceAreaIds: string[];
  /** smaller first */
  sort: number;
  state: MarketingState;
  createdAt: string;
}

/** coupon: grants a coupon; riding_card: grants a riding card; gift: a physical gift. */
export type MallItemKind = 'coupon' | 'riding_card' | 'gift';

/** An item of the riders' points mall. */
export interface MallItemRecord {
  id: string;
  name: string;
  kind: MallItemKind;
  /** the coupon (coupon) or riding card (riding_card) granted; empty for a gift */
  grantId: string;
  /** points a redemption costs */
  points: number;
  /** how many may be redeemed in all */
  stock: number;
  redeemed: number;
  limitPerRider: number;
  /** smaller first */
  sort: number;
  /** https image address; empty: none */
  image: string;
  state: MarketingState;
  createdAt: string;
}
