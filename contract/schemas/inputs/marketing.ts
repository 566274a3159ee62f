import { z } from 'zod';
import { MARKETING_WRITES as W } from '@contract/actions';
import { COUPON_KIND } from '@contract/marketing';
import { CONDITION_METRIC } from '@contract/activities';
import { COUNT_LIMITS, MONEY_LIMITS, type AmountLimit } from '@contract/money';
import { TEXT_LIMITS } from '@contract/validators';
import { COMMON_INPUT_MSG as C, MARKETING_INPUT_MSG as M, TASK_INPUT_MSG as T } from '@contract/inputMessages';
import {
  areaIds,
  countIn,
  fenIn,
  idOf,
  intIn,
  keyOf,
  periodFields,
  periodInOrder,
  requiredText,
  stateSwitch,
  version,
} from './fields';
import { inputFor, type Inputs } from './registry';

/** The records' missing messages (a write naming a record that is not there, or not the caller's). */
export const MARKETING_MISSING = {
  coupon: '优惠券不存在',
  task: '任务不存在',
} as const;

// ---- coupons ------------------------------------------------------------------

/** A coupon's value besides money: a discount in tenths of 折, or free minutes. */
const COUPON_VALUE: Record<keyof typeof COUPON_KIND, AmountLimit> = {
  amount: MONEY_LIMITS.couponValue,
  discount: COUNT_LIMITS.discount,
  free_minutes: COUNT_LIMITS.freeMinutes,
};

const couponFields = {
  name: requiredText(M.couponName, TEXT_LIMITS.couponName),
  kind: keyOf(COUPON_KIND, M.couponKind),
  /** fen off (amount), tenths of 折 (discount) or minutes (free_minutes): read by the kind */
  value: z.unknown(),
  threshold: fenIn(MONEY_LIMITS.couponThreshold),
  stock: countIn(COUNT_LIMITS.stock),
  /** an older client leaves it out: the coupon keeps its own (1 for a new one) */
  limitPerRider: intIn(1, 100, M.couponLimitPerRider).optional(),
  validDays: countIn(COUNT_LIMITS.validDays),
  serviceAreaIds: areaIds(C.serviceAreas),
};

/** The value by the kind, and an amount coupon's threshold above its value. */
const couponValue = <B extends { kind: keyof typeof COUPON_KIND; value: unknown; threshold: number }>(
  b: B,
  ctx: z.RefinementCtx,
) => {
  const value = (b.kind === 'amount' ? fenIn : countIn)(COUPON_VALUE[b.kind]).safeParse(b.value);
  if (!value.success) {
    ctx.addIssue({ code: 'custom', message: value.error.issues[0]!.message, path: ['value'] });
    return z.NEVER;
  }
  if (b.kind === 'amount' && b.threshold && b.threshold <= value.data) {
    ctx.addIssue({ code: 'custom', message: M.thresholdAboveValue, path: ['threshold'] });
    return z.NEVER;
  }
  return { ...b, value: value.data };
};

export const couponCreateBody = z.object(couponFields).transform(couponValue);
export const couponUpdateBody = z
  .object({ id: idOf(MARKETING_MISSING.coupon), updatedAt: version, ...couponFields })
  .transform(couponValue);
export type CouponBody = z.output<typeof couponCreateBody> & { id?: string; updatedAt?: unknown };

// ---- custom tasks -------------------------------------------------------------

/** Each metric's limit: rides, metres, fen. */
const CONDITION_MIN = {
  ride_count: countIn(COUNT_LIMITS.conditionRides),
  distance: countIn(COUNT_LIMITS.conditionDistance),
  spend: fenIn(MONEY_LIMITS.conditionSpend),
} satisfies Record<keyof typeof CONDITION_METRIC, z.ZodType<number, unknown>>;

const condition = z
  .object(
    { metric: keyOf(CONDITION_METRIC, T.metric), min: z.unknown(), days: countIn(COUNT_LIMITS.conditionDays) },
    T.metric,
  )
  .transform((c, ctx) => {
    const min = CONDITION_MIN[c.metric].safeParse(c.min);
    if (min.success) return { ...c, min: min.data };
    ctx.addIssue({ code: 'custom', message: min.error.issues[0]!.message, path: ['min'] });
    return z.NEVER;
  });

/** Who a task is for: an area ('' for all), real names, deposits, how recently they registered. */
const segment = z.preprocess(
  (v) => v ?? {},
  z.object({
    serviceAreaId: z.unknown().transform((v) => (typeof v === 'string' ? v : '')),
    realNameVerified: z.unknown().transform((v) => v === true),
    depositPaid: z.unknown().transform((v) => v === true),
    registeredWithinDays: z.preprocess((v) => v ?? 0, intIn(0, 3650, T.segmentDays)),
  }),
);

/** An activity's or task's reward: a coupon (which must exist: the handler's), money in fen, or riding-card days. */
export const activityReward = z.preprocess(
  (v) => v ?? {},
  z.discriminatedUnion(
    'kind',
    [
      z.object({ kind: z.literal('coupon'), couponId: z.string(T.rewardCoupon) }),
      z.object({ kind: z.literal('balance'), amount: fenIn(MONEY_LIMITS.reward) }),
      z.object({ kind: z.literal('card_days'), days: intIn(1, 365, T.rewardCardDays) }),
    ],
    T.rewardKind,
  ),
);

const taskLimits = {
  limitPerRider: intIn(1, 100, T.limitPerRider),
  totalLimit: intIn(0, 1000000, T.totalLimit),
};

const customTaskFields = {
  name: requiredText(T.taskName, TEXT_LIMITS.taskName),
  conditions: z.array(condition, T.conditions).min(1, T.conditions).max(3, T.tooMany),
  segment,
  reward: activityReward,
  ...taskLimits,
  ...periodFields(C.period),
};

export const customTaskCreateBody = z.object(customTaskFields).superRefine(periodInOrder(C.endBeforeStart));
export const customTaskUpdateBody = z
  .object({ id: idOf(MARKETING_MISSING.task), updatedAt: version, ...customTaskFields })
  .superRefine(periodInOrder(C.endBeforeStart));
export type CustomTaskBody = z.output<typeof customTaskCreateBody> & { id?: string; updatedAt?: unknown };

/** Marketing's writes. */
export const MARKETING_INPUTS: Inputs = [
  inputFor(W.couponCreate, { body: couponCreateBody }),
  inputFor(W.couponUpdate, { body: couponUpdateBody }),
  inputFor(W.couponState, stateSwitch(MARKETING_MISSING.coupon)),
  inputFor(W.customTaskCreate, { body: customTaskCreateBody }),
  inputFor(W.customTaskUpdate, { body: customTaskUpdateBody }),
  inputFor(W.customTaskState, stateSwitch(MARKETING_MISSING.task)),
];
