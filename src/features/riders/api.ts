import type { Endpoint } from '@contract/endpoint';
import { MARKETING_READS } from '@contract/endpoints/marketing';
import { REVIEW_READS } from '@contract/endpoints/reviews';
import { RIDER_WRITES } from '@contract/actions';
import { callEndpoint } from '@/shared/http/endpoint';
import { toPage, type ListQuery, type Page } from '@/shared/http/page';
import type { RiderCoupon } from '@contract/couponIssue';
import type { BanRecord, BlacklistEntry, Refund, RefundKind, Ride, Rider, Ticket, WalletTxn } from '@contract/riders';
import { RIDER_READS } from '@contract/endpoints/riders';
import { registerReplies } from '@/shared/http/replyCheck';
import { RIDER_REPLIES } from '@contract/schemas/riders';
import { MARKETING_REPLIES } from '@contract/schemas/marketing';
import { REVIEW_REPLIES } from '@contract/schemas/reviews';
import { RIDER_WRITE_REPLIES } from '@contract/schemas/actions/riders';

// the reply schemas of what this module calls: they load with the page, and its replies are checked (replyCheck.ts)
registerReplies([...RIDER_REPLIES, ...MARKETING_REPLIES, ...REVIEW_REPLIES, ...RIDER_WRITE_REPLIES]);

const page = <T>(e: Endpoint, q: ListQuery, signal?: AbortSignal, scoped = false): Promise<Page<T>> =>
  callEndpoint(e, { input: q }, { signal, scoped }).then((d) => toPage<T>(d));

/**
 * Riders (`/platform/user/*`), their rides, refunds and tickets, and the blacklist.
 * Lists answer `{rows,total}`, normalised to Page<T>; money is integer fen.
 */
export const riderApi = {
  list: (q: ListQuery, signal?: AbortSignal) => page<Rider>(RIDER_READS.userList, q, signal, true),
  /** the rider's figures, and the rows of its tabs, count the header scope's selection, as the lists do */
  detail: (userId: string, signal?: AbortSignal) =>
    callEndpoint(RIDER_READS.userDetail, { input: { userId } }, { signal, scoped: true }),

  wallet: (userId: string, q: ListQuery, signal?: AbortSignal) =>
    page<WalletTxn>(RIDER_READS.userWallet, { ...q, userId }, signal, true),
  rides: (userId: string, q: ListQuery, signal?: AbortSignal) =>
    page<Ride>(RIDER_READS.orderList, { ...q, userId }, signal, true),
  refunds: (userId: string, q: ListQuery, signal?: AbortSignal) =>
    page<Refund>(RIDER_READS.refundList, { ...q, userId }, signal, true),
  coupons: (userId: string, q: ListQuery, signal?: AbortSignal) =>
    page<RiderCoupon>(MARKETING_READS.riderCoupon, { ...q, userId }, signal, true),
  bans: (userId: string, q: ListQuery, signal?: AbortSignal) =>
    page<BanRecord>(RIDER_READS.userBans, { ...q, userId }, signal),
  tickets: (userId: string, q: ListQuery, signal?: AbortSignal) =>
    page<Ticket>(REVIEW_READS.worksheetList, { ...q, userId }, signal, true),

  adjustBalance: (userId: string, amount: number, reason: string) =>
    callEndpoint(RIDER_WRITES.adjustBalance, { input: { userId, amount, reason } }),
  freezeDeposit: (userId: string, reason: string) =>
    callEndpoint(RIDER_WRITES.freezeDeposit, { input: { userId, reason } }),
  recoverDeposit: (userId: string, reason: string) =>
    callEndpoint(RIDER_WRITES.recoverDeposit, { input: { userId, reason } }),
  grantCard: (userId: string, name: string, days: number) =>
    callEndpoint(RIDER_WRITES.grantRidingCard, { input: { userId, name, days } }),
  refund: (r: { kind: RefundKind; userId: string; orderId?: string; amount: number; reason: string }) =>
    callEndpoint(RIDER_WRITES.refund, { input: r }),

  blacklist: (q: ListQuery, signal?: AbortSignal) => page<BlacklistEntry>(RIDER_READS.blacklistList, q, signal, true),
  /** `who` is a user id (U…) or a phone number */
  addToBlacklist: (who: string, reason: string, until?: string) =>
    callEndpoint(RIDER_WRITES.addToBlacklist, {
      input: /^U\d+$/i.test(who) ? { userId: who.toUpperCase(), reason, until } : { phone: who, reason, until },
    }),
  removeFromBlacklist: (userId: string) => callEndpoint(RIDER_WRITES.removeFromBlacklist, { path: { userId } }),
};
