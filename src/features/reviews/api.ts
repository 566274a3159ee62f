import { callEndpoint } from '@/shared/http/endpoint';
import { toPage, type ListQuery, type Page } from '@/shared/http/page';
import { REVIEW_WRITES } from '@contract/actions';
import type { ReadEndpoint, WriteEndpoint } from '@contract/endpoint';
import { REVIEW_READS } from '@contract/endpoints/reviews';
import type { ReviewItem, ReviewKind } from '@contract/reviews';
import { registerReplies } from '@/shared/http/replyCheck';
import { REVIEW_REPLIES } from '@contract/schemas/reviews';
import { REVIEW_WRITE_REPLIES } from '@contract/schemas/actions/reviews';

// the reply schemas of what this module calls: they load with the page, and its replies are checked (replyCheck.ts)
registerReplies([...REVIEW_REPLIES, ...REVIEW_WRITE_REPLIES]);

/** Each queue's list and decisions, as described in contract/. */
const DECIDE: Record<
  ReviewKind,
  { list: ReadEndpoint; approve: WriteEndpoint<ReviewItem>; reject: WriteEndpoint<ReviewItem> }
> = {
  student: {
    list: REVIEW_READS.studentList,
    approve: REVIEW_WRITES.studentApprove,
    reject: REVIEW_WRITES.studentReject,
  },
  rebind: { list: REVIEW_READS.rebindList, approve: REVIEW_WRITES.rebindApprove, reject: REVIEW_WRITES.rebindReject },
  'return-car': {
    list: REVIEW_READS.returnCarList,
    approve: REVIEW_WRITES.returnCarApprove,
    reject: REVIEW_WRITES.returnCarReject,
  },
  invoice: {
    list: REVIEW_READS.invoiceList,
    approve: REVIEW_WRITES.invoiceApprove,
    reject: REVIEW_WRITES.invoiceReject,
  },
};

/** The review queues' calls: `/platform/review/{kind}/list|approve|reject`. */
export const reviewApi = {
  list: <T extends ReviewItem>(kind: ReviewKind, q: ListQuery, signal?: AbortSignal): Promise<Page<T>> =>
    callEndpoint(DECIDE[kind].list, { input: q }, { signal, scoped: true }).then((d) => toPage<T>(d)),

  approve: (kind: ReviewKind, id: string) => callEndpoint(DECIDE[kind].approve, { input: { id } }),

  reject: (kind: ReviewKind, id: string, reason: string) =>
    callEndpoint(DECIDE[kind].reject, { input: { id, reason } }),
};
