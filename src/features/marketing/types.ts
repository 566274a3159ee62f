/** Marketing configuration (DESIGN.md §5 "Marketing"). Money is integer fen, durations minutes. */
import type { AdPosition, AdRecord, CouponKind, CouponRecord, FareRule, MallItemKind, MallItemRecord, MarketingState, MemberCardKind, MemberCardRecord, RechargeActivityRecord } from '@/shared/domain/marketing';

export type { CouponKind, RechargeTier } from '@/shared/domain/marketing';
export type { HelpArticleRecord as HelpArticle, Hotline } from '@/shared/domain/marketing';
export { HELP_CATEGORIES } from '@/shared/domain/marketing';

/** A service area's fare rule, with the area's name. */
export interface Pricing extends FareRule {
  serviceAreaName: string;
}

export type PricingInput = Omit<Pricing, 'id' | 'serviceAreaName' | 'updatedAt' | 'updatedBy'> & { id?: string };

export type State = MarketingState;

export const STATE: Record<State, { label: string; color: string }> = {
  enabled: { label: '启用', color: 'success' },
  disabled: { label: '停用', color: 'default' },
};

/** A recharge activity with its areas' names. */
export interface RechargeActivity extends RechargeActivityRecord {
  serviceAreaNames: string[];
}

export type RechargeActivityInput = Pick<RechargeActivity, 'name' | 'tiers' | 'startDate' | 'endDate' | 'serviceAreaIds'> & { id?: string };

/** A coupon with its areas' names. */
export interface Coupon extends CouponRecord {
  serviceAreaNames: string[];
}

export type CouponInput = Pick<Coupon, 'name' | 'kind' | 'value' | 'threshold' | 'validDays' | 'stock' | 'serviceAreaIds'> & { id?: string };

export const COUPON_KIND: Record<CouponKind, { label: string; color: string }> = {
  amount: { label: '满减券', color: 'red' },
  discount: { label: '折扣券', color: 'orange' },
  free_minutes: { label: '免时长券', color: 'blue' },
};

export type HelpArticleInput = { id?: string; title: string; category: string; content: string; sort: number };

/** An ad with its areas' names. */
export interface Ad extends AdRecord {
  serviceAreaNames: string[];
}

export type AdInput = Pick<Ad, 'title' | 'position' | 'image' | 'link' | 'serviceAreaIds' | 'startDate' | 'endDate' | 'sort'> & { id?: string };

export const AD_POSITION: Record<AdPosition, string> = { home_popup: '首页弹窗', home_banner: '首页轮播', ride_end: '骑行结束页' };

/** A membership or deposit-free card with its areas' names. */
export interface MemberCard extends MemberCardRecord {
  serviceAreaNames: string[];
}

export type MemberCardInput = Pick<MemberCard, 'name' | 'kind' | 'days' | 'price' | 'discount' | 'serviceAreaIds' | 'sort'> & { id?: string };

export const MEMBER_CARD_KIND: Record<MemberCardKind, { label: string; color: string }> = {
  riding: { label: '骑行卡', color: 'blue' },
  discount: { label: '折扣卡', color: 'orange' },
  deposit_free: { label: '免押卡', color: 'green' },
};

/** A points-mall item with the name of the coupon or card it grants ('' for a gift). */
export interface MallItem extends MallItemRecord {
  grantName: string;
}

export type MallItemInput = Pick<MallItem, 'name' | 'kind' | 'grantId' | 'points' | 'stock' | 'limitPerRider' | 'sort' | 'image'> & { id?: string };

/** What a mall item may grant. */
export interface MallGrants {
  coupons: Array<{ id: string; name: string; state: State }>;
  cards: Array<{ id: string; name: string; state: State }>;
}

export const MALL_ITEM_KIND: Record<MallItemKind, { label: string; color: string }> = {
  coupon: { label: '优惠券', color: 'red' },
  riding_card: { label: '骑行卡', color: 'blue' },
  gift: { label: '实物礼品', color: 'purple' },
};
