import { z } from 'zod';
import { MONEY_LIMITS } from '@contract/money';
import { TASK_INPUT_MSG as T } from '@contract/inputMessages';
import { exact, fenIn, intIn } from './fields';

/**
 * The rewards a write sends, each a union by its kind: the kind and that kind's own fields,
 * exact (a field of another kind is refused with 不支持的字段：<names>). Whether a coupon
 * exists is the handler's rule (it reads the world).
 */

const coupon = (message: string) => exact({ kind: z.literal('coupon'), couponId: z.string(message) });
const balance = (message: string) =>
  exact({ kind: z.literal('balance'), amount: fenIn({ ...MONEY_LIMITS.reward, message }) });

/** An activity's or task's reward: a coupon, money in fen, or riding-card days. */
export const rewardByKind = z.discriminatedUnion(
  'kind',
  [
    coupon(T.rewardCoupon),
    balance(MONEY_LIMITS.reward.message),
    exact({ kind: z.literal('card_days'), days: intIn(1, 365, T.rewardCardDays) }),
  ],
  T.rewardKind,
);

/** The same, required: a missing reward is refused as one of no kind. */
export const activityReward = z.preprocess((v) => v ?? {}, rewardByKind);

/**
 * One side's reward of an invite (`who`: 邀请人 / 被邀请人): a coupon or money in fen, each
 * refusal naming the side, as the handler words it.
 */
export const inviteReward = (who: string) =>
  z.preprocess(
    (v) => v ?? {},
    z.discriminatedUnion(
      'kind',
      [coupon(`请选择${who}奖励的优惠券`), balance(`${who}${MONEY_LIMITS.reward.message}`)],
      `请选择${who}奖励类型`,
    ),
  );
