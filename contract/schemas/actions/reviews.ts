import { z } from 'zod';
import { REVIEW_WRITES } from '@contract/actions';
import { replyFor, repliesFor, type Replies } from '../registry';
// a decision answers the item as its queue lists it: the queues' schemas (../reviews)
import { invoice, rebind, returnCar, studentCert, worksheet, worksheetStatus } from '../reviews';

/** Complaint tickets and the review queues: each decision answers the item as it now stands. */
export const REVIEW_WRITE_REPLIES: Replies = [
  ...repliesFor([REVIEW_WRITES.worksheetReply, REVIEW_WRITES.worksheetAssign], worksheet),
  replyFor(REVIEW_WRITES.worksheetResolve, worksheet.extend({ status: worksheetStatus.extract(['resolved']) })),
  replyFor(REVIEW_WRITES.worksheetClose, worksheet.extend({ status: worksheetStatus.extract(['closed']) })),
  replyFor(REVIEW_WRITES.studentApprove, studentCert.extend({ status: z.literal('approved') })),
  replyFor(
    REVIEW_WRITES.studentReject,
    studentCert.extend({ status: z.literal('rejected'), reason: z.string().min(1) }),
  ),
  replyFor(REVIEW_WRITES.rebindApprove, rebind.extend({ status: z.literal('approved') })),
  replyFor(REVIEW_WRITES.rebindReject, rebind.extend({ status: z.literal('rejected'), reason: z.string().min(1) })),
  replyFor(REVIEW_WRITES.returnCarApprove, returnCar.extend({ status: z.literal('approved') })),
  replyFor(
    REVIEW_WRITES.returnCarReject,
    returnCar.extend({ status: z.literal('rejected'), reason: z.string().min(1) }),
  ),
  replyFor(REVIEW_WRITES.invoiceApprove, invoice.extend({ status: z.literal('approved') })),
  replyFor(REVIEW_WRITES.invoiceReject, invoice.extend({ status: z.literal('rejected'), reason: z.string().min(1) })),
];
