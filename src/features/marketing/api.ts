import { pathOf } from '@contract/endpoint';
import { MARKETING_WRITES } from '@contract/actions';
import { http } from '@/shared/http/client';
import { toPage, type ListQuery, type Page } from '@/shared/http/page';
import type { Ad, AdInput, Coupon, CouponInput, HelpArticleRecord, HelpArticleInput, Hotline, MallGrants, MallItem, MallItemInput, MemberCard, MemberCardInput, Pricing, PricingInput, RechargeActivity, RechargeActivityInput } from '@contract/marketing';
import type { EnableState } from '@contract/common';
import type { CouponIssue, CouponIssueInput, RiderSegment } from '@contract/couponIssue';

const P = '/platform/marketing';

const page = <T>(url: string, q: ListQuery, signal?: AbortSignal): Promise<Page<T>> =>
  http.get<unknown>(url, q, { signal }).then((d) => toPage<T>(d));

/** Saves a record: PUT with its id, POST without. */
const save = <T>(url: string, { id, ...rest }: { id?: string }) => (id ? http.put<T>(url, { id, ...rest }) : http.post<T>(url, rest));

/** Marketing configuration: fare rules (1702), recharge activities (1701), coupons (1709), help centre (1704), ads (17), points mall (1703), membership cards (1705). */
export const marketingApi = {
  pricing: (q: ListQuery, signal?: AbortSignal) => page<Pricing>(`${P}/pricing`, q, signal),
  savePricing: (p: PricingInput) => save<Pricing>(`${P}/pricing`, p),
  deletePricing: (id: string) => http.post<null>(pathOf(MARKETING_WRITES.pricingDelete), { id }),
  recharge: (q: ListQuery, signal?: AbortSignal) => page<RechargeActivity>(`${P}/recharge`, q, signal),
  saveRecharge: (a: RechargeActivityInput) => save<RechargeActivity>(`${P}/recharge`, a),
  setRechargeState: (id: string, state: EnableState) => http.post<RechargeActivity>(pathOf(MARKETING_WRITES.rechargeState), { id, state }),
  coupons: (q: ListQuery, signal?: AbortSignal) => page<Coupon>(`${P}/coupon`, q, signal),
  coupon: (id: string, signal?: AbortSignal) => http.get<Coupon>(`${P}/coupon/${encodeURIComponent(id)}`, undefined, { signal }),
  saveCoupon: (c: CouponInput) => save<Coupon>(`${P}/coupon`, c),
  setCouponState: (id: string, state: EnableState) => http.post<Coupon>(pathOf(MARKETING_WRITES.couponState), { id, state }),
  issueCoupon: (input: CouponIssueInput) => http.post<CouponIssue>(pathOf(MARKETING_WRITES.couponIssue), input),
  /** how many riders a segment holds now (in the coupon's areas) */
  segmentSize: (couponId: string, s: RiderSegment, signal?: AbortSignal) =>
    http.get<{ riders: number }>(`${P}/coupon/issue/preview`, { couponId, ...s, depositPaid: s.depositPaid ? 'true' : undefined }, { signal }),
  couponIssues: (q: ListQuery, signal?: AbortSignal) => page<CouponIssue>(`${P}/coupon/issue`, q, signal),
  help: (q: ListQuery, signal?: AbortSignal) => page<HelpArticleRecord>(`${P}/help`, q, signal),
  saveHelp: (a: HelpArticleInput) => save<HelpArticleRecord>(`${P}/help`, a),
  deleteHelp: (id: string) => http.post<null>(pathOf(MARKETING_WRITES.helpDelete), { id }),
  hotline: (signal?: AbortSignal) => http.get<Hotline>(`${P}/help/hotline`, undefined, { signal }),
  saveHotline: (h: Hotline) => http.put<Hotline>(pathOf(MARKETING_WRITES.hotline), h),
  ads: (q: ListQuery, signal?: AbortSignal) => page<Ad>(`${P}/ad`, q, signal),
  saveAd: (a: AdInput) => save<Ad>(`${P}/ad`, a),
  setAdState: (id: string, state: EnableState) => http.post<Ad>(pathOf(MARKETING_WRITES.adState), { id, state }),
  mall: (q: ListQuery, signal?: AbortSignal) => page<MallItem>(`${P}/mall`, q, signal),
  mallGrants: (signal?: AbortSignal) => http.get<MallGrants>(`${P}/mall/grants`, undefined, { signal }),
  saveMallItem: (x: MallItemInput) => save<MallItem>(`${P}/mall`, x),
  setMallItemState: (id: string, state: EnableState) => http.post<MallItem>(pathOf(MARKETING_WRITES.mallState), { id, state }),
  memberCards: (q: ListQuery, signal?: AbortSignal) => page<MemberCard>(`${P}/member-card`, q, signal),
  saveMemberCard: (c: MemberCardInput) => save<MemberCard>(`${P}/member-card`, c),
  setMemberCardState: (id: string, state: EnableState) => http.post<MemberCard>(pathOf(MARKETING_WRITES.memberCardState), { id, state }),
};
