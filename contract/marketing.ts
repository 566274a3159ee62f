/**
 * Marketing records (domain model "Marketing") as the backend stores them: money in
 * integer fen, durations in whole minutes, dates YYYY-MM-DD (UTC+8).
 */
import type { EnableState } from './common';

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
  state: EnableState;
  createdAt: string;
  /** the version: an edit carries the one it was made on, and a save over another is refused */
  updatedAt: string;
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
  /** how many of it one rider may receive in all */
  limitPerRider: number;
  serviceAreaIds: string[];
  state: EnableState;
  createdAt: string;
  /** the version: an edit carries the one it was made on, and a save over another is refused */
  updatedAt: string;
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
  state: EnableState;
  updatedAt: string;
}

/** The customer-service hotline shown in the help centre. */
export interface Hotline {
  phone: string;
  hours: string;
  /** the version: an edit carries the one it was made on, and a save over another is refused */
  updatedAt: string;
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
  state: EnableState;
  createdAt: string;
  /** the version: an edit carries the one it was made on, and a save over another is refused */
  updatedAt: string;
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
  state: EnableState;
  createdAt: string;
  /** the version: an edit carries the one it was made on, and a save over another is refused */
  updatedAt: string;
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
  state: EnableState;
  createdAt: string;
  /** the version: an edit carries the one it was made on, and a save over another is refused */
  updatedAt: string;
}

/* What the marketing screens read and save: the records with their areas' names, and the labels. */

/** A service area's fare rule, with the area's name. */
export interface Pricing extends FareRule {
  serviceAreaName: string;
}

export type PricingInput = Omit<Pricing, 'id' | 'serviceAreaName' | 'updatedAt' | 'updatedBy'> & {
  id?: string;
  updatedAt?: string;
};

/** A recharge activity with its areas' names. */
export interface RechargeActivity extends RechargeActivityRecord {
  serviceAreaNames: string[];
}

export type RechargeActivityInput = Pick<
  RechargeActivity,
  'name' | 'tiers' | 'startDate' | 'endDate' | 'serviceAreaIds'
> & { id?: string };

/** A coupon with its areas' names. */
export interface Coupon extends CouponRecord {
  serviceAreaNames: string[];
}

export type CouponInput = Pick<
  Coupon,
  'name' | 'kind' | 'value' | 'threshold' | 'validDays' | 'stock' | 'limitPerRider' | 'serviceAreaIds'
> & { id?: string };

export const COUPON_KIND: Record<CouponKind, { label: string; color: string }> = {
  amount: { label: '满减券', color: 'red' },
  discount: { label: '折扣券', color: 'orange' },
  free_minutes: { label: '免时长券', color: 'blue' },
};

export type HelpArticleInput = {
  id?: string;
  updatedAt?: string;
  title: string;
  category: string;
  content: string;
  sort: number;
};

/** An ad with its areas' names. */
export interface Ad extends AdRecord {
  serviceAreaNames: string[];
}

export type AdInput = Pick<
  Ad,
  'title' | 'position' | 'image' | 'link' | 'serviceAreaIds' | 'startDate' | 'endDate' | 'sort'
> & { id?: string };

export const AD_POSITION: Record<AdPosition, string> = {
  home_popup: '首页弹窗',
  home_banner: '首页轮播',
  ride_end: '骑行结束页',
};

/** A membership or deposit-free card with its areas' names. */
export interface MemberCard extends MemberCardRecord {
  serviceAreaNames: string[];
}

export type MemberCardInput = Pick<
  MemberCard,
  'name' | 'kind' | 'days' | 'price' | 'discount' | 'serviceAreaIds' | 'sort'
> & { id?: string };

export const MEMBER_CARD_KIND: Record<MemberCardKind, { label: string; color: string }> = {
  riding: { label: '骑行卡', color: 'blue' },
  discount: { label: '折扣卡', color: 'orange' },
  deposit_free: { label: '免押卡', color: 'green' },
};

/** A points-mall item with the name of the coupon or card it grants ('' for a gift). */
export interface MallItem extends MallItemRecord {
  grantName: string;
}

export type MallItemInput = Pick<
  MallItem,
  'name' | 'kind' | 'grantId' | 'points' | 'stock' | 'limitPerRider' | 'sort' | 'image'
> & { id?: string };

/** What a mall item may grant. */
export interface MallGrants {
  coupons: Array<{ id: string; name: string; state: EnableState }>;
  cards: Array<{ id: string; name: string; state: EnableState }>;
}

export const MALL_ITEM_KIND: Record<MallItemKind, { label: string; color: string }> = {
  coupon: { label: '优惠券', color: 'red' },
  riding_card: { label: '骑行卡', color: 'blue' },
  gift: { label: '实物礼品', color: 'purple' },
};
