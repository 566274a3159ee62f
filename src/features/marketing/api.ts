import { pathOf, type Endpoint } from '@contract/endpoint';
import { MARKETING_WRITES } from '@contract/actions';
import { http } from '@/shared/http/client';
import { toPage, type ListQuery, type Page } from '@/shared/http/page';
import type {
  Ad,
  AdInput,
  Coupon,
  CouponInput,
  HelpArticleRecord,
  HelpArticleInput,
  Hotline,
  MallGrants,
  MallItem,
  MallItemInput,
  MemberCard,
  MemberCardInput,
  Pricing,
  PricingInput,
  RechargeActivity,
  RechargeActivityInput,
} from '@contract/marketing';
import type { EnableState } from '@contract/common';
import type { CouponIssue, CouponIssueInput, RiderSegment } from '@contract/couponIssue';
import { MARKETING_READS } from '@contract/endpoints/marketing';
import { registerReplies } from '@/shared/http/replyCheck';
import { MARKETING_REPLIES } from '@contract/schemas/marketing';
import { MARKETING_WRITE_REPLIES } from '@contract/schemas/actions/marketing';

// the reply schemas of what this module calls: they load with the page, and its replies are checked (replyCheck.ts)
registerReplies([...MARKETING_REPLIES, ...MARKETING_WRITE_REPLIES]);

const page = <T>(e: Endpoint, q: ListQuery, signal?: AbortSignal): Promise<Page<T>> =>
  http.get<unknown>(pathOf(e), q, { signal }).then((d) => toPage<T>(d));

/** Saves a record: PUT with its id, POST without. */
const save = <T>(create: Endpoint, update: Endpoint, { id, ...rest }: { id?: string }) =>
  id ? http.put<T>(pathOf(update), { id, ...rest }) : http.post<T>(pathOf(create), rest);

/** Marketing configuration: fare rules (1702), recharge activities (1701), coupons (1709), help centre (1704), ads (17), points mall (1703), membership cards (1705). */
export const marketingApi = {
  pricing: (q: ListQuery, signal?: AbortSignal) => page<Pricing>(MARKETING_READS.pricing, q, signal),
  savePricing: (p: PricingInput) => save<Pricing>(MARKETING_WRITES.pricingCreate, MARKETING_WRITES.pricingUpdate, p),
  deletePricing: (id: string) => http.post<null>(pathOf(MARKETING_WRITES.pricingDelete), { id }),
  recharge: (q: ListQuery, signal?: AbortSignal) => page<RechargeActivity>(MARKETING_READS.recharge, q, signal),
  saveRecharge: (a: RechargeActivityInput) =>
    save<RechargeActivity>(MARKETING_WRITES.rechargeCreate, MARKETING_WRITES.rechargeUpdate, a),
  setRechargeState: (id: string, state: EnableState) =>
    http.post<RechargeActivity>(pathOf(MARKETING_WRITES.rechargeState), { id, state }),
  coupons: (q: ListQuery, signal?: AbortSignal) => page<Coupon>(MARKETING_READS.coupon, q, signal),
  coupon: (id: string, signal?: AbortSignal) =>
    http.get<Coupon>(pathOf(MARKETING_READS.couponById, { id }), undefined, { signal }),
  saveCoupon: (c: CouponInput) => save<Coupon>(MARKETING_WRITES.couponCreate, MARKETING_WRITES.couponUpdate, c),
  setCouponState: (id: string, state: EnableState) =>
    http.post<Coupon>(pathOf(MARKETING_WRITES.couponState), { id, state }),
  issueCoupon: (input: CouponIssueInput) => http.post<CouponIssue>(pathOf(MARKETING_WRITES.couponIssue), input),
  /** how many riders a segment holds now (in the coupon's areas) */
  segmentSize: (couponId: string, s: RiderSegment, signal?: AbortSignal) =>
    http.get<{ riders: number }>(
      pathOf(MARKETING_READS.couponIssuePreview),
      { couponId, ...s, depositPaid: s.depositPaid ? 'true' : undefined },
      { signal },
    ),
  couponIssues: (q: ListQuery, signal?: AbortSignal) => page<CouponIssue>(MARKETING_READS.couponIssues, q, signal),
  help: (q: ListQuery, signal?: AbortSignal) => page<HelpArticleRecord>(MARKETING_READS.help, q, signal),
  saveHelp: (a: HelpArticleInput) =>
    save<HelpArticleRecord>(MARKETING_WRITES.helpCreate, MARKETING_WRITES.helpUpdate, a),
  deleteHelp: (id: string) => http.post<null>(pathOf(MARKETING_WRITES.helpDelete), { id }),
  hotline: (signal?: AbortSignal) => http.get<Hotline>(pathOf(MARKETING_READS.helpHotline), undefined, { signal }),
  /** `updatedAt`: the version of the hotline the edit was made on */
  saveHotline: (h: Omit<Hotline, 'updatedAt'> & { updatedAt?: string }) =>
    http.put<Hotline>(pathOf(MARKETING_WRITES.hotline), h),
  ads: (q: ListQuery, signal?: AbortSignal) => page<Ad>(MARKETING_READS.ad, q, signal),
  saveAd: (a: AdInput) => save<Ad>(MARKETING_WRITES.adCreate, MARKETING_WRITES.adUpdate, a),
  setAdState: (id: string, state: EnableState) => http.post<Ad>(pathOf(MARKETING_WRITES.adState), { id, state }),
  mall: (q: ListQuery, signal?: AbortSignal) => page<MallItem>(MARKETING_READS.mall, q, signal),
  mallGrants: (signal?: AbortSignal) => http.get<MallGrants>(pathOf(MARKETING_READS.mallGrants), undefined, { signal }),
  saveMallItem: (x: MallItemInput) => save<MallItem>(MARKETING_WRITES.mallCreate, MARKETING_WRITES.mallUpdate, x),
  setMallItemState: (id: string, state: EnableState) =>
    http.post<MallItem>(pathOf(MARKETING_WRITES.mallState), { id, state }),
  memberCards: (q: ListQuery, signal?: AbortSignal) => page<MemberCard>(MARKETING_READS.memberCard, q, signal),
  saveMemberCard: (c: MemberCardInput) =>
    save<MemberCard>(MARKETING_WRITES.memberCardCreate, MARKETING_WRITES.memberCardUpdate, c),
  setMemberCardState: (id: string, state: EnableState) =>
    http.post<MemberCard>(pathOf(MARKETING_WRITES.memberCardState), { id, state }),
};
