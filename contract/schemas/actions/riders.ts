import { z } from 'zod';
import { RIDER_WRITES } from '@contract/actions';
import type { BlacklistEntry, Refund, RidingCard, WalletTxn } from '@contract/riders';
import type { OrderDetail } from '@contract/orders';
import type { PhoneRevealResult } from '@contract/privacy';
import { replyFor, repliesFor, type Replies } from '../registry';
import { cashChannel, fen, instant, lngLat, payChannel, sameType } from '../common';
import { id } from './shared';

export const walletTxn = z.object({
  id,
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
});
sameType<z.infer<typeof walletTxn>, WalletTxn>(true);

export const ridingCard = z.object({ name: z.string().min(1), expiresAt: instant });
sameType<z.infer<typeof ridingCard>, RidingCard>(true);

const depositStatus = z.enum(['none', 'paid', 'frozen', 'refunding', 'refunded']);

export const blacklistEntry = z.object({
  userId: z.string(),
  phone: z.string(),
  name: z.string(),
  serviceAreaId: z.string(),
  agentId: z.string(),
  reason: z.string(),
  addedBy: z.string(),
  addedAt: instant,
  until: instant.optional(),
  serviceAreaName: z.string().optional(),
});
sameType<z.infer<typeof blacklistEntry>, BlacklistEntry>(true);

export const refund = z.object({
  refundId: id,
  kind: z.enum(['order', 'balance', 'deposit']),
  orderId: z.string().optional(),
  userId: z.string(),
  amount: fen.positive(),
  reason: z.string(),
  status: z.enum(['pending', 'approved', 'rejected', 'done']),
  channel: cashChannel,
  destination: z.string().optional(),
  createdAt: instant,
  handledBy: z.string().optional(),
});
sameType<z.infer<typeof refund>, Refund>(true);

export const orderAmount = z.object({ base: fen, time: fen, dispatchFee: fen, discount: fen, paid: fen });
export const orderStatus = z.enum(['riding', 'unpaid', 'paid', 'partially_refunded', 'refunded', 'cancelled']);

export const orderDetail = z.object({
  orderId: id,
  userId: z.string(),
  phone: z.string(),
  vehicleNo: z.string(),
  serviceAreaId: z.string(),
  agentId: z.string(),
  startAt: instant,
  endAt: instant.optional(),
  distance: z.number().nonnegative(),
  duration: z.number().nonnegative(),
  amount: orderAmount,
  payChannel,
  discountSource: z.enum(['coupon', 'riding_card', 'activity']).optional(),
  status: orderStatus,
  endedOutsideParking: z.boolean(),
  userName: z.string().optional(),
  serviceAreaName: z.string().optional(),
  start: lngLat,
  end: lngLat.optional(),
  vehicleModel: z.string().optional(),
  refunded: fen,
  refundable: fen,
  refundChannel: cashChannel,
  refunds: z.array(
    z.object({
      refundId: z.string(),
      amount: fen,
      reason: z.string(),
      status: z.string(),
      createdAt: instant,
      handledBy: z.string().optional(),
    }),
  ),
  timeline: z.array(
    z.object({
      at: instant,
      kind: z.enum(['start', 'park', 'end', 'bill', 'pay', 'cancel', 'refund', 'adjust', 'appeal']),
      title: z.string(),
      detail: z.string().optional(),
      by: z.string().optional(),
    }),
  ),
});
sameType<z.infer<typeof orderDetail>, OrderDetail>(true);

const revealed = z.object({ phone: z.string().regex(/^1\d{10}$/) });
sameType<z.infer<typeof revealed>, PhoneRevealResult>(true);

/** Riders' money, deposit, cards and blacklist; orders and refunds. */
export const RIDER_WRITE_REPLIES: Replies = [
  replyFor(RIDER_WRITES.adjustBalance, z.object({ balance: fen, txn: walletTxn })),
  replyFor(RIDER_WRITES.freezeDeposit, z.object({ depositStatus: depositStatus.extract(['frozen']) })),
  replyFor(RIDER_WRITES.recoverDeposit, z.object({ depositStatus: depositStatus.extract(['paid']) })),
  replyFor(RIDER_WRITES.grantRidingCard, ridingCard),
  replyFor(RIDER_WRITES.addToBlacklist, blacklistEntry),
  replyFor(RIDER_WRITES.removeFromBlacklist, z.object({ userId: id, blacklisted: z.literal(false) })),
  replyFor(RIDER_WRITES.refund, refund),
  ...repliesFor([RIDER_WRITES.endOrder, RIDER_WRITES.adjustOrderFee], orderDetail),
  // the audited reveal: the one reply that carries a full number
  replyFor(RIDER_WRITES.revealPhone, revealed),
];
