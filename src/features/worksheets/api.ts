import { REVIEW_WRITES } from '@contract/actions';
import { callEndpoint } from '@/shared/http/endpoint';
import { toPage, type ListQuery, type Page } from '@/shared/http/page';
import type { WorksheetRow } from '@contract/worksheets';
import { MARKETING_READS } from '@contract/endpoints/marketing';
import { REVIEW_READS } from '@contract/endpoints/reviews';
import { registerReplies } from '@/shared/http/replyCheck';
import { MARKETING_REPLIES } from '@contract/schemas/marketing';
import { REVIEW_REPLIES } from '@contract/schemas/reviews';
import { REVIEW_WRITE_REPLIES } from '@contract/schemas/actions/reviews';

// the reply schemas of what this module calls: they load with the page, and its replies are checked (replyCheck.ts)
registerReplies([...MARKETING_REPLIES, ...REVIEW_REPLIES, ...REVIEW_WRITE_REPLIES]);

/** Complaint tickets: `/platform/worksheet/*`, operators from `/platform/permission/user/options`. */
export const worksheetApi = {
  list: (q: ListQuery, signal?: AbortSignal): Promise<Page<WorksheetRow>> =>
    callEndpoint(REVIEW_READS.worksheetList, { input: q }, { signal, scoped: true }).then((d) =>
      toPage<WorksheetRow>(d),
    ),

  detail: (id: string, signal?: AbortSignal) =>
    callEndpoint(REVIEW_READS.worksheetDetail, { input: { id } }, { signal }),

  reply: (id: string, content: string) => callEndpoint(REVIEW_WRITES.worksheetReply, { input: { id, content } }),

  assign: (id: string, assignee: string) => callEndpoint(REVIEW_WRITES.worksheetAssign, { input: { id, assignee } }),

  /** `couponId`: a coupon the rider receives as compensation */
  resolve: (id: string, note: string, couponId?: string) =>
    callEndpoint(REVIEW_WRITES.worksheetResolve, { input: couponId ? { id, note, couponId } : { id, note } }),

  /** the enabled coupons a resolution may give (silent: the dialog works without them) */
  compensationCoupons: (signal?: AbortSignal) =>
    callEndpoint(MARKETING_READS.worksheetCompensationCoupons, {}, { signal, silent: true }),

  close: (id: string, reason: string) => callEndpoint(REVIEW_WRITES.worksheetClose, { input: { id, reason } }),

  operators: (signal?: AbortSignal) => callEndpoint(REVIEW_READS.permissionUserOptions, {}, { signal }),
};
