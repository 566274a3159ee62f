import { z } from 'zod';
import { REVIEW_WRITES } from '@contract/actions';
import type { Invoice, Rebind, ReturnCar, StudentCert } from '@contract/reviews';
import type { Worksheet } from '@contract/worksheets';
import { replyFor, repliesFor, type Replies } from '../registry';
import { cashChannel, fen, instant, lngLat, sameType } from '../common';
import { id, reviewStatus } from './shared';
import { orderAmount, orderStatus } from './riders';

const worksheetStatus = z.enum(['open', 'processing', 'resolved', 'closed']);

export const worksheet = z.object({
  id,
  userId: z.string(),
  phone: z.string(),
  orderId: z.string().optional(),
  vehicleNo: z.string().optional(),
  serviceAreaId: z.string(),
  agentId: z.string(),
  type: z.enum(['fee_dispute', 'vehicle_fault', 'parking', 'deposit', 'other']),
  content: z.string(),
  status: worksheetStatus,
  assignee: z.string().optional(),
  resolution: z.string().optional(),
  resolvedAt: instant.optional(),
  closeReason: z.string().optional(),
  closedAt: instant.optional(),
  createdAt: instant,
  updatedAt: instant,
  userName: z.string().optional(),
  serviceAreaName: z.string().optional(),
  assigneeName: z.string().optional(),
  replyCount: z.number().int().nonnegative(),
  imageCount: z.number().int().nonnegative(),
  images: z.array(z.string()),
  replies: z.array(
    z.object({ id, by: z.enum(['rider', 'staff', 'system']), name: z.string(), content: z.string(), at: instant }),
  ),
  order: z
    .object({
      orderId: z.string(),
      vehicleNo: z.string(),
      status: z.string(),
      startAt: instant,
      endAt: instant.optional(),
      amount: orderAmount,
      refundable: fen,
      refundChannel: cashChannel,
    })
    .optional(),
});
sameType<z.infer<typeof worksheet>, Worksheet>(true);

/** What every review item holds: the application, its rider and its decision. */
const reviewItem = z.object({
  id,
  userId: z.string(),
  phone: z.string(),
  serviceAreaId: z.string(),
  agentId: z.string(),
  status: reviewStatus,
  reason: z.string().optional(),
  handledBy: z.string().optional(),
  handledAt: instant.optional(),
  createdAt: instant,
  userName: z.string().optional(),
  serviceAreaName: z.string().optional(),
});

export const studentCert = reviewItem.extend({
  name: z.string(),
  school: z.string(),
  studentNo: z.string(),
  enrolYear: z.number().int(),
  images: z.array(z.string()),
});
sameType<z.infer<typeof studentCert>, StudentCert>(true);

export const rebind = reviewItem.extend({
  oldName: z.string(),
  newName: z.string(),
  oldIdNumber: z.string(),
  newIdNumber: z.string(),
  remark: z.string(),
  images: z.array(z.string()),
});
sameType<z.infer<typeof rebind>, Rebind>(true);

export const returnCar = reviewItem.extend({
  orderId: z.string(),
  vehicleNo: z.string(),
  photo: z.string(),
  end: lngLat,
  endAt: instant,
  dispatchFee: fen,
  remark: z.string(),
  order: z
    .object({
      orderId: z.string(),
      vehicleNo: z.string(),
      status: orderStatus,
      startAt: instant,
      endAt: instant.optional(),
      duration: z.number().nonnegative(),
      distance: z.number().nonnegative(),
      payChannel: z.string(),
      amount: orderAmount,
      endedOutsideParking: z.boolean(),
    })
    .optional(),
});
sameType<z.infer<typeof returnCar>, ReturnCar>(true);

export const invoice = reviewItem.extend({
  orderIds: z.array(z.string()),
  amount: fen,
  titleType: z.enum(['company', 'personal']),
  title: z.string(),
  taxNo: z.string().optional(),
  email: z.string(),
  invoiceNo: z.string().optional(),
});
sameType<z.infer<typeof invoice>, Invoice>(true);

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
