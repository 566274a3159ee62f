import { pathOf, type ReplyOf } from '@contract/endpoint';
import { RIDER_WRITES } from '@contract/actions';
import { http } from '@/shared/http/client';
import { toPage, type ListQuery, type Page } from '@/shared/http/page';
import type { FeeChange, OrderDetail, OrderRow } from '@contract/orders';
import type { RideTrack } from '@contract/rideTracks';
import { RIDER_READS } from '@contract/endpoints/riders';
import { registerReplies } from '@/shared/http/replyCheck';
import { RIDER_REPLIES } from '@contract/schemas/riders';
import { RIDER_WRITE_REPLIES } from '@contract/schemas/actions/riders';

// the reply schemas of what this module calls: they load with the page, and its replies are checked (replyCheck.ts)
registerReplies([...RIDER_REPLIES, ...RIDER_WRITE_REPLIES]);

/** Rides: `/platform/order/*`, and refunds of a ride: `POST /platform/refund`. Money in fen. */
export const orderApi = {
  list: (q: ListQuery, signal?: AbortSignal): Promise<Page<OrderRow>> =>
    http.get<unknown>(pathOf(RIDER_READS.orderList), q, { signal, scoped: true }).then((d) => toPage<OrderRow>(d)),

  detail: (orderId: string, signal?: AbortSignal) =>
    http.get<OrderDetail>(pathOf(RIDER_READS.orderDetail), { orderId }, { signal }),

  /** the ride's route: fixes, the station nearest its end, its area's fences */
  track: (orderId: string, signal?: AbortSignal) =>
    http.get<RideTrack>(pathOf(RIDER_READS.orderTrack), { orderId }, { signal }),

  /** ends a ride in progress: priced, left unpaid */
  end: (orderId: string) => http.post<OrderDetail>(pathOf(RIDER_WRITES.endOrder), { orderId }),

  adjust: (orderId: string, change: FeeChange) =>
    http.post<OrderDetail>(pathOf(RIDER_WRITES.adjustOrderFee), { orderId, ...change }),

  refund: (o: Pick<OrderRow, 'orderId' | 'userId'>, amount: number, reason: string) =>
    http.post<ReplyOf<typeof RIDER_WRITES.refund>>(pathOf(RIDER_WRITES.refund), {
      kind: 'order',
      orderId: o.orderId,
      userId: o.userId,
      amount,
      reason,
    }),
};
