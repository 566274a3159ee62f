import { z } from 'zod';
import { REVIEW_READS } from '@contract/endpoints/reviews';
import type { Invoice, Rebind, ReturnCar, StudentCert } from '@contract/reviews';
import type { OperatorOption, Worksheet, WorksheetRow } from '@contract/worksheets';
import type { Replies } from './registry';
import { orderAmount, orderStatus } from './riders';
import { cashChannel, count, fen, payChannel, instant, lngLat, maskedPhone, pageOf, reviewStatus } from './common';

/** An ID-card number as every reply carries it: masked, `330***********1234`. */
export const maskedIdNumber = z.string().regex(/^.{3}\*{11}.{4}$/);

/** What every item of a review queue carries (the rider's phone masked). */
const reviewItem = z.object({
  id: z.string().min(1),
  userId: z.string(),
  phone: maskedPhone,
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
}) satisfies z.ZodType<StudentCert>;

export const rebind = reviewItem.extend({
  oldName: z.string(),
  newName: z.string(),
  oldIdNumber: maskedIdNumber,
  newIdNumber: maskedIdNumber,
  remark: z.string(),
  images: z.array(z.string()),
}) satisfies z.ZodType<Rebind>;

/** The ride a review or worksheet is about, as it shows it (each adds what it needs). */
const orderBrief = z.object({
  orderId: z.string(),
  vehicleNo: z.string(),
  status: orderStatus,
  startAt: instant,
  endAt: instant.optional(),
});

export const returnCar = reviewItem.extend({
  orderId: z.string(),
  vehicleNo: z.string(),
  photo: z.string(),
  end: lngLat,
  endAt: instant,
  dispatchFee: fen,
  remark: z.string(),
  order: orderBrief
    .extend({
      duration: count,
      distance: count,
      payChannel,
      amount: orderAmount,
      endedOutsideParking: z.boolean(),
    })
    .optional(),
}) satisfies z.ZodType<ReturnCar>;

export const invoice = reviewItem.extend({
  orderIds: z.array(z.string()),
  amount: fen,
  titleType: z.enum(['company', 'personal']),
  title: z.string(),
  taxNo: z.string().optional(),
  email: z.string(),
  invoiceNo: z.string().optional(),
}) satisfies z.ZodType<Invoice>;

const worksheetType = z.enum(['fee_dispute', 'vehicle_fault', 'parking', 'deposit', 'other']);
export const worksheetStatus = z.enum(['open', 'processing', 'resolved', 'closed']);

/** A complaint ticket as the list shows it (the rider's phone masked). */
export const worksheetRow = z.object({
  id: z.string().min(1),
  userId: z.string(),
  phone: maskedPhone,
  orderId: z.string().optional(),
  vehicleNo: z.string().optional(),
  serviceAreaId: z.string(),
  agentId: z.string(),
  type: worksheetType,
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
  replyCount: count,
  imageCount: count,
}) satisfies z.ZodType<WorksheetRow>;

export const worksheet = worksheetRow.extend({
  userInScope: z.boolean(),
  images: z.array(z.string()),
  replies: z.array(
    z.object({
      id: z.string(),
      by: z.enum(['rider', 'staff', 'system']),
      name: z.string(),
      content: z.string(),
      at: instant,
    }),
  ),
  order: orderBrief
    .extend({
      amount: orderAmount,
      refundable: fen,
      refundChannel: cashChannel,
    })
    .optional(),
}) satisfies z.ZodType<Worksheet>;

const operatorOption = z.object({ opManId: z.string().min(1), name: z.string() }) satisfies z.ZodType<OperatorOption>;

export const REVIEW_REPLIES: Replies = [
  [REVIEW_READS.worksheetList, pageOf(worksheetRow)],
  [REVIEW_READS.worksheetDetail, worksheet],
  [REVIEW_READS.permissionUserOptions, z.array(operatorOption)],
  [REVIEW_READS.studentList, pageOf(studentCert)],
  [REVIEW_READS.rebindList, pageOf(rebind)],
  [REVIEW_READS.returnCarList, pageOf(returnCar)],
  [REVIEW_READS.invoiceList, pageOf(invoice)],
];
