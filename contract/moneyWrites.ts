import { write as declare, type WriteEndpoint } from './endpoint';
import type { PermissionCode } from './codes';
import type { WriteMethod } from './declareWrite';
import type { CouponIssue } from './couponIssue';
import type { OrderDetail } from './orders';
import type { Refund, RidingCard } from './riders';
import type * as W from './writeReplies';
// types only (erased): the exact bodies' input types
import type { WriteBody as B } from './schemas/inputs/bodies';

/**
 * A money write (refunds, balance adjustments, riding cards, coupon issues, ends of rides): it
 * needs codes like any write and carries an idempotency key (contract/idempotency.ts).
 */
export const money = <Reply, Body = unknown>(
  method: WriteMethod,
  path: string,
  codes: readonly [PermissionCode, ...PermissionCode[]],
): WriteEndpoint<Reply, Body> => ({ ...declare<Reply, Body>(method, path, codes), idempotent: true });

/**
 * Every money write, declared here and nowhere else (contract/actions.ts puts each in its area,
 * with what it changes): the client learns from this short list, without loading every write,
 * that a call needs an idempotency key.
 */
export const MONEY_WRITES = {
  adjustBalance: money<W.BalanceAdjusted, B<'adjustBalance'>>('post', '/platform/user/balance/adjust', [
    'userBalanceAdjust',
  ]),
  grantRidingCard: money<RidingCard, B<'grantRidingCard'>>('post', '/platform/user/riding-card', ['userRidingCard']),
  refund: money<Refund, B<'refund'>>('post', '/platform/refund', ['refund']),
  endOrder: money<OrderDetail, B<'endOrder'>>('post', '/platform/order/end', ['orderEnd']),
  adjustOrderFee: money<OrderDetail, B<'adjustOrderFee'>>('post', '/platform/order/adjust', ['orderFeeAdjust']),
  couponIssue: money<CouponIssue, B<'couponIssue'>>('post', '/platform/marketing/coupon/issue', ['couponIssue']),
} as const;
