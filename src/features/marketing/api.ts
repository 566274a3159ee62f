import { type Endpoint } from '@contract/endpoint';
import { callEndpoint, callSave } from '@/shared/http/endpoint';
import { MARKETING_WRITES } from '@contract/actions';
import { toPage, type ListQuery, type Page } from '@/shared/http/page';
import type {
  Ad,
  AdInput,
  Coupon,
  CouponInput,
  HelpArticleRecord,
  HelpArticleInput,
  Hotline,
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
  callEndpoint(e, { input: q }, { signal }).then((d) => toPage<T>(d));

/** Marketing configuration: fare rules (1702), recharge activities (1701), coupons (1709), help centre (1704), ads (17), points mall (1703), membership cards (1705). */
export const marketingApi = {
  pricing: (q: ListQuery, signal?: AbortSignal) => page<Pricing>(MARKETING_READS.pricing, q, signal),
  savePricing: (p: PricingInput) => callSave(MARKETING_WRITES.pricingCreate, MARKETING_WRITES.pricingUpdate, p),
  deletePricing: (id: string) => callEndpoint(MARKETING_WRITES.pricingDelete, { input: { id } }),
  recharge: (q: ListQuery, signal?: AbortSignal) => page<RechargeActivity>(MARKETING_READS.recharge, q, signal),
  saveRecharge: (a: RechargeActivityInput) =>
    callSave(MARKETING_WRITES.rechargeCreate, MARKETING_WRITES.rechargeUpdate, a),
  setRechargeState: (id: string, state: EnableState) =>
    callEndpoint(MARKETING_WRITES.rechargeState, { input: { id, state } }),
  coupons: (q: ListQuery, signal?: AbortSignal) => page<Coupon>(MARKETING_READS.coupon, q, signal),
  coupon: (id: string, signal?: AbortSignal) => callEndpoint(MARKETING_READS.couponById, { path: { id } }, { signal }),
  saveCoupon: (c: CouponInput) => callSave(MARKETING_WRITES.couponCreate, MARKETING_WRITES.couponUpdate, c),
  setCouponState: (id: string, state: EnableState) =>
    callEndpoint(MARKETING_WRITES.couponState, { input: { id, state } }),
  issueCoupon: (input: CouponIssueInput) => callEndpoint(MARKETING_WRITES.couponIssue, { input }),
  /** how many riders a segment holds now (in the coupon's areas) */
  segmentSize: (couponId: string, s: RiderSegment, signal?: AbortSignal) =>
    callEndpoint(
      MARKETING_READS.couponIssuePreview,
      { input: { couponId, ...s, depositPaid: s.depositPaid ? 'true' : undefined } },
      { signal },
    ),
  couponIssues: (q: ListQuery, signal?: AbortSignal) => page<CouponIssue>(MARKETING_READS.couponIssues, q, signal),
  /** riders to issue to, found by id, name or phone digits (phones come masked: no reveal) */
  issueRiders: (couponId: string, keyword: string, signal?: AbortSignal) =>
    callEndpoint(MARKETING_READS.couponIssueRiders, { input: { couponId, keyword } }, { signal }),
  help: (q: ListQuery, signal?: AbortSignal) => page<HelpArticleRecord>(MARKETING_READS.help, q, signal),
  saveHelp: (a: HelpArticleInput) => callSave(MARKETING_WRITES.helpCreate, MARKETING_WRITES.helpUpdate, a),
  deleteHelp: (id: string) => callEndpoint(MARKETING_WRITES.helpDelete, { input: { id } }),
  hotline: (signal?: AbortSignal) => callEndpoint(MARKETING_READS.helpHotline, {}, { signal }),
  /** `updatedAt`: the version of the hotline the edit was made on */
  saveHotline: (h: Omit<Hotline, 'updatedAt'> & { updatedAt?: string }) =>
    callEndpoint(MARKETING_WRITES.hotline, { input: h }),
  ads: (q: ListQuery, signal?: AbortSignal) => page<Ad>(MARKETING_READS.ad, q, signal),
  saveAd: (a: AdInput) => callSave(MARKETING_WRITES.adCreate, MARKETING_WRITES.adUpdate, a),
  setAdState: (id: string, state: EnableState) => callEndpoint(MARKETING_WRITES.adState, { input: { id, state } }),
  mall: (q: ListQuery, signal?: AbortSignal) => page<MallItem>(MARKETING_READS.mall, q, signal),
  mallGrants: (signal?: AbortSignal) => callEndpoint(MARKETING_READS.mallGrants, {}, { signal }),
  saveMallItem: (x: MallItemInput) => callSave(MARKETING_WRITES.mallCreate, MARKETING_WRITES.mallUpdate, x),
  setMallItemState: (id: string, state: EnableState) =>
    callEndpoint(MARKETING_WRITES.mallState, { input: { id, state } }),
  memberCards: (q: ListQuery, signal?: AbortSignal) => page<MemberCard>(MARKETING_READS.memberCard, q, signal),
  saveMemberCard: (c: MemberCardInput) =>
    callSave(MARKETING_WRITES.memberCardCreate, MARKETING_WRITES.memberCardUpdate, c),
  setMemberCardState: (id: string, state: EnableState) =>
    callEndpoint(MARKETING_WRITES.memberCardState, { input: { id, state } }),
};
