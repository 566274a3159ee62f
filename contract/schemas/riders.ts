import { z } from 'zod';
import { RIDER_READS } from '@contract/endpoints/riders';
import type { BanRecord, BlacklistEntry, Refund, Rider, RiderDetail, RidingCard, WalletTxn } from '@contract/riders';
import type { OrderDetail, OrderRow, RideEndQuote } from '@contract/orders';
import type { RideTrack } from '@contract/rideTracks';
import type { Replies } from './registry';
import {
  cashChannel,
  count,
  discountSource,
  fen,
  instant,
  lngLat,
  maskedPhone,
  pageOf,
  payChannel,
  tracePoint,
} from './common';
import { fence } from './fences';

export const depositStatus = z.enum(['none', 'paid', 'frozen', 'refunding', 'refunded']);
const studentStatus = z.enum(['none', 'pending', 'approved', 'rejected']);

/** A riding card a rider holds. */
export const ridingCard = z.object({ name: z.string().min(1), expiresAt: instant }) satisfies z.ZodType<RidingCard>;

/** A rider as the lists show them (phone masked). */
export const rider = z.object({
  userId: z.string().min(1),
  phone: maskedPhone,
  name: z.string(),
  realNameVerified: z.boolean(),
  studentStatus,
  depositStatus,
  deposit: fen,
  balance: fen,
  giftBalance: fen,
  ridingCard: ridingCard.optional(),
  blacklisted: z.boolean(),
  registeredAt: instant,
  serviceAreaId: z.string(),
  agentId: z.string(),
  rides: count,
  serviceAreaName: z.string().optional(),
}) satisfies z.ZodType<Rider>;

export const blacklistEntry = z.object({
  userId: z.string().min(1),
  phone: maskedPhone,
  name: z.string(),
  serviceAreaId: z.string(),
  agentId: z.string(),
  reason: z.string(),
  addedBy: z.string(),
  addedAt: instant,
  until: instant.optional(),
  serviceAreaName: z.string().optional(),
}) satisfies z.ZodType<BlacklistEntry>;

const depositEvent = z.object({
  action: z.enum(['pay', 'freeze', 'recover', 'refund_apply', 'refund']),
  amount: fen,
  channel: z.enum(['wechat', 'alipay']).optional(),
  note: z.string(),
  by: z.string().optional(),
  at: instant,
});

export const riderDetail = rider.extend({
  agentName: z.string().optional(),
  blacklist: blacklistEntry.nullable(),
  refundChannel: z.enum(['wechat', 'alipay']),
  depositLog: z.array(depositEvent),
  stats: z.object({
    orders: count,
    paidTotal: fen,
    refundTotal: fen,
    couponUses: count,
    lastRideAt: instant.nullable(),
  }),
}) satisfies z.ZodType<RiderDetail>;

export const banRecord = z.object({
  id: z.string().min(1),
  riderId: z.string().min(1),
  action: z.enum(['add', 'remove']),
  reason: z.string(),
  operator: z.string(),
  at: instant,
  until: instant.optional(),
}) satisfies z.ZodType<BanRecord>;

export const walletTxn = z.object({
  id: z.string().min(1),
  userId: z.string(),
  kind: z.enum(['recharge', 'gift', 'ride', 'refund', 'adjust']),
  account: z.enum(['cash', 'gift']),
  amount: fen,
  balanceAfter: fen,
  channel: z.enum(['wechat', 'alipay', 'wallet', 'system', 'activity']),
  note: z.string(),
  orderId: z.string().optional(),
  refundId: z.string().optional(),
  by: z.string().optional(),
  createdAt: instant,
}) satisfies z.ZodType<WalletTxn>;

/** A refund of a ride, a balance or a deposit (the rider's phone masked). */
export const refund = z.object({
  refundId: z.string().min(1),
  kind: z.enum(['order', 'balance', 'deposit']),
  orderId: z.string().optional(),
  userId: z.string(),
  phone: maskedPhone.optional(),
  serviceAreaId: z.string().optional(),
  agentId: z.string().optional(),
  amount: fen,
  reason: z.string(),
  status: z.enum(['pending', 'approved', 'rejected', 'done']),
  channel: cashChannel,
  destination: z.string().optional(),
  createdAt: instant,
  handledBy: z.string().optional(),
  handledAt: instant.optional(),
}) satisfies z.ZodType<Refund>;

export const orderStatus = z.enum(['riding', 'unpaid', 'paid', 'partially_refunded', 'refunded', 'cancelled']);
export const orderAmount = z.object({ base: fen, time: fen, dispatchFee: fen, discount: fen, paid: fen });

/** A row of the order list: the ride without its positions. */
export const orderRow = z.object({
  orderId: z.string().min(1),
  userId: z.string(),
  phone: maskedPhone,
  vehicleNo: z.string(),
  serviceAreaId: z.string(),
  agentId: z.string(),
  startAt: instant,
  endAt: instant.optional(),
  distance: count,
  duration: count,
  amount: orderAmount,
  payChannel,
  discountSource: discountSource.optional(),
  status: orderStatus,
  endedOutsideParking: z.boolean(),
  paidAt: instant.optional(),
  userName: z.string().optional(),
  serviceAreaName: z.string().optional(),
}) satisfies z.ZodType<OrderRow>;

const timelineItem = z.object({
  at: instant,
  kind: z.enum(['start', 'park', 'end', 'bill', 'pay', 'cancel', 'refund', 'adjust', 'appeal']),
  title: z.string(),
  detail: z.string().optional(),
  by: z.string().optional(),
});

export const orderDetail = orderRow.extend({
  userInScope: z.boolean(),
  start: lngLat,
  end: lngLat.optional(),
  startStationId: z.string().optional(),
  endStationId: z.string().optional(),
  vehicleModel: z.string().optional(),
  refunded: fen,
  refundable: fen,
  refundChannel: cashChannel,
  refunds: z.array(
    z.object({
      refundId: z.string(),
      amount: fen,
      reason: z.string(),
      status: z.enum(['pending', 'approved', 'rejected', 'done']),
      createdAt: instant,
      handledBy: z.string().optional(),
    }),
  ),
  timeline: z.array(timelineItem),
}) satisfies z.ZodType<OrderDetail>;

export const rideTrack = z.object({
  orderId: z.string().min(1),
  points: z.array(tracePoint),
  nearestStation: z
    .object({ id: z.string(), name: z.string(), position: lngLat, metres: count, inside: z.boolean() })
    .optional(),
  endedInNoStop: z.string().optional(),
  fences: z.array(fence),
}) satisfies z.ZodType<RideTrack>;

export const rideEndQuote = z.object({
  orderId: z.string().min(1),
  at: instant,
  duration: count,
  base: fen,
  time: fen,
  dispatchFee: fen,
  discount: fen,
  discountSource: discountSource.optional(),
  due: fen,
  channel: cashChannel,
}) satisfies z.ZodType<RideEndQuote>;

export const RIDER_REPLIES: Replies = [
  [RIDER_READS.orderList, pageOf(orderRow)],
  [RIDER_READS.orderDetail, orderDetail],
  [RIDER_READS.refundList, pageOf(refund)],
  [RIDER_READS.orderTrack, rideTrack],
  [RIDER_READS.orderEndQuote, rideEndQuote],
  [RIDER_READS.userList, pageOf(rider)],
  [RIDER_READS.userDetail, riderDetail],
  [RIDER_READS.userWallet, pageOf(walletTxn)],
  [RIDER_READS.blacklistList, pageOf(blacklistEntry)],
  [RIDER_READS.userBans, pageOf(banRecord)],
];
