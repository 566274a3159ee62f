import { RIDER_WRITES } from '@contract/actions';
import { callEndpoint } from '@/shared/http/endpoint';
import { toPage, type ListQuery, type Page } from '@/shared/http/page';
import type { FeeChange, OrderRow } from '@contract/orders';
import { RIDER_READS } from '@contract/endpoints/riders';
import { registerReplies } from '@/shared/http/replyCheck';
import { RIDER_REPLIES } from '@contract/schemas/riders';
import { RIDER_WRITE_REPLIES } from '@contract/schemas/actions/riders';

// the reply schemas of what this module calls: they load with the page, and its replies are checked (replyCheck.ts)
registerReplies([...RIDER_REPLIES, ...RIDER_WRITE_REPLIES]);

/** Rides: `/platform/order/*`, and refunds of a ride: `POST /platform/refund`. Money in fen. */
export const orderApi = {
  list: (q: ListQuery, signal?: AbortSignal): Promise<Page<OrderRow>> =>
    callEndpoint(RIDER_READS.orderList, { input: q }, { signal, scoped: true }).then((d) => toPage<OrderRow>(d)),

  detail: (orderId: string, signal?: AbortSignal) =>
    callEndpoint(RIDER_READS.orderDetail, { input: { orderId } }, { signal }),

  /** the ride's route: fixes, the station nearest its end, its area's fences */
  track: (orderId: string, signal?: AbortSignal) =>
    callEndpoint(RIDER_READS.orderTrack, { input: { orderId } }, { signal }),

  /** what ending a ride in progress would charge now (priced as the end prices it) */
  endQuote: (orderId: string, signal?: AbortSignal) =>
    callEndpoint(RIDER_READS.orderEndQuote, { input: { orderId } }, { signal }),

  /** ends a ride in progress: priced, left unpaid */
  end: (orderId: string) => callEndpoint(RIDER_WRITES.endOrder, { input: { orderId } }),

  adjust: (orderId: string, change: FeeChange) =>
    callEndpoint(RIDER_WRITES.adjustOrderFee, { input: { orderId, ...change } }),

  refund: (o: Pick<OrderRow, 'orderId' | 'userId'>, amount: number, reason: string) =>
    callEndpoint(RIDER_WRITES.refund, {
      input: { kind: 'order', orderId: o.orderId, userId: o.userId, amount, reason },
    }),
};
