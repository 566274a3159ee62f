import { pathOf } from '@contract/endpoint';
import { REVIEW_WRITES } from '@contract/actions';
import { http } from '@/shared/http/client';
import { toPage, type ListQuery, type Page } from '@/shared/http/page';
import type { OperatorOption, Worksheet, WorksheetRow } from '@contract/worksheets';
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
    http
      .get<unknown>(pathOf(REVIEW_READS.worksheetList), q, { signal, scoped: true })
      .then((d) => toPage<WorksheetRow>(d)),

  detail: (id: string, signal?: AbortSignal) =>
    http.get<Worksheet>(pathOf(REVIEW_READS.worksheetDetail), { id }, { signal }),

  reply: (id: string, content: string) => http.post<Worksheet>(pathOf(REVIEW_WRITES.worksheetReply), { id, content }),

  assign: (id: string, assignee: string) =>
    http.post<Worksheet>(pathOf(REVIEW_WRITES.worksheetAssign), { id, assignee }),

  /** `couponId`: a coupon the rider receives as compensation */
  resolve: (id: string, note: string, couponId?: string) =>
    http.post<Worksheet>(pathOf(REVIEW_WRITES.worksheetResolve), couponId ? { id, note, couponId } : { id, note }),

  /** the enabled coupons a resolution may give (silent: the dialog works without them) */
  compensationCoupons: (signal?: AbortSignal) =>
    http.get<Array<{ id: string; name: string }>>(pathOf(MARKETING_READS.worksheetCompensationCoupons), undefined, {
      signal,
      silent: true,
    }),

  close: (id: string, reason: string) => http.post<Worksheet>(pathOf(REVIEW_WRITES.worksheetClose), { id, reason }),

  operators: (signal?: AbortSignal) =>
    http.get<OperatorOption[]>(pathOf(REVIEW_READS.permissionUserOptions), undefined, { signal }),
};
