import { z } from 'zod';
import { MARKETING_WRITES as W } from '@contract/actions';
import { AD_POSITION, COUPON_KIND, HELP_CATEGORIES, MALL_ITEM_KIND, MEMBER_CARD_KIND } from '@contract/marketing';
import { CONDITION_METRIC } from '@contract/activities';
import { COUNT_LIMITS, MONEY_LIMITS, type AmountLimit } from '@contract/money';
import { TEXT_LIMITS } from '@contract/validators';
import { COMMON_INPUT_MSG as C, MARKETING_INPUT_MSG as M, TASK_INPUT_MSG as T } from '@contract/inputMessages';
import {
  areaIds,
  countIn,
  datedBodies,
  editOf,
  exact,
  fenIn,
  intIn,
  keyOf,
  oneOf,
  optionalText,
  periodFields,
  ref,
  requiredText,
  stateSwitch,
  version,
} from './fields';
import { bodiesOf, inputFor, type Inputs } from './registry';
import { activityReward } from './rewards';

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
  value: z.unknown().optional(),
  threshold: fenIn(MONEY_LIMITS.couponThreshold),
  stock: countIn(COUNT_LIMITS.stock),
  /** an older client leaves it out: the coupon keeps its own (1 for a new one) */
  limitPerRider: intIn(1, 100, M.couponLimitPerRider).optional(),
  validDays: countIn(COUNT_LIMITS.validDays),
  serviceAreaIds: areaIds(C.serviceAreas),
};

/** The value by the kind, and an amount coupon's threshold above its value. */
const couponValue = <B extends { kind: keyof typeof COUPON_KIND; value?: unknown; threshold: number }>(
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

export const couponCreateBody = exact(couponFields).transform(couponValue);
export const couponUpdateBody = exact({ ...editOf, ...couponFields }).transform(couponValue);
export type CouponBody = z.output<typeof couponCreateBody> & { id?: unknown; updatedAt?: unknown };

// ---- custom tasks -------------------------------------------------------------

/** Each metric's limit: rides, metres, fen. */
const CONDITION_MIN = {
  ride_count: countIn(COUNT_LIMITS.conditionRides),
  distance: countIn(COUNT_LIMITS.conditionDistance),
  spend: fenIn(MONEY_LIMITS.conditionSpend),
} satisfies Record<keyof typeof CONDITION_METRIC, z.ZodType<number, unknown>>;

const condition = exact(
  {
    metric: keyOf(CONDITION_METRIC, T.metric),
    min: z.unknown().optional(),
    days: countIn(COUNT_LIMITS.conditionDays),
  },
  T.metric,
).transform((c, ctx) => {
  const min = CONDITION_MIN[c.metric].safeParse(c.min);
  if (min.success) return { ...c, min: min.data };
  ctx.addIssue({ code: 'custom', message: min.error.issues[0]!.message, path: ['min'] });
  return z.NEVER;
});

/** Who a task is for: an area ('' for all), real names, deposits, how recently they registered. */
const segment = z.preprocess(
  (v) => v ?? {},
  exact({
    serviceAreaId: z
      .unknown()
      .optional()
      .transform((v) => (typeof v === 'string' ? v : '')),
    realNameVerified: z
      .unknown()
      .optional()
      .transform((v) => v === true),
    depositPaid: z
      .unknown()
      .optional()
      .transform((v) => v === true),
    registeredWithinDays: z.preprocess((v) => v ?? 0, intIn(0, 3650, T.segmentDays)),
  }),
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

export const [customTaskCreateBody, customTaskUpdateBody] = datedBodies(customTaskFields, C.endBeforeStart);
export type CustomTaskBody = z.output<typeof customTaskCreateBody> & { id?: unknown; updatedAt?: unknown };

// ---- pricing -------------------------------------------------------------------

const pricingFields = {
  startPrice: fenIn(MONEY_LIMITS.startPrice),
  startMinutes: countIn(COUNT_LIMITS.startMinutes),
  unitPrice: fenIn(MONEY_LIMITS.unitPrice),
  unitMinutes: countIn(COUNT_LIMITS.unitMinutes),
  dailyCap: fenIn(MONEY_LIMITS.dailyCap),
  dispatchFee: fenIn(MONEY_LIMITS.dispatchFee),
  outOfAreaFee: fenIn(MONEY_LIMITS.outOfAreaFee),
};

const capNotBelowStart = (b: { dailyCap: number; startPrice: number }, ctx: z.RefinementCtx): void => {
  if (b.dailyCap < b.startPrice) ctx.addIssue({ code: 'custom', message: M.capBelowStart, path: ['dailyCap'] });
};

/** A fare rule: its area (which must be the caller's and unpriced: the handler's) and its amounts. */
export const pricingCreateBody = exact({ serviceAreaId: ref, ...pricingFields }).superRefine(capNotBelowStart);
export const pricingUpdateBody = exact({ ...editOf, serviceAreaId: ref, ...pricingFields }).superRefine(
  capNotBelowStart,
);
export type PricingBody = z.output<typeof pricingUpdateBody>;

// ---- recharge activities ----------------------------------------------------------

const tier = exact({ pay: fenIn(MONEY_LIMITS.rechargePay), gift: fenIn(MONEY_LIMITS.rechargeGift) }, M.rechargeTiers);

const rechargeFields = {
  name: requiredText(M.activityName, TEXT_LIMITS.activityName),
  tiers: z
    .array(tier, M.rechargeTiers)
    .min(1, M.rechargeTiers)
    .max(8, M.rechargeTiersMax)
    .refine((ts) => new Set(ts.map((t) => t.pay)).size === ts.length, M.rechargeTierRepeated)
    .transform((ts) => ts.sort((x, y) => x.pay - y.pay)),
  ...periodFields(C.period),
  serviceAreaIds: areaIds(C.serviceAreas),
};

export const [rechargeCreateBody, rechargeUpdateBody] = datedBodies(rechargeFields, C.endBeforeStart);
export type RechargeBody = z.output<typeof rechargeCreateBody> & { id?: unknown; updatedAt?: unknown };

// ---- help centre and hotline ------------------------------------------------------

const helpFields = {
  title: requiredText(M.helpTitle, TEXT_LIMITS.helpTitle),
  category: optionalText().pipe(oneOf(HELP_CATEGORIES, M.helpCategory)),
  content: requiredText(M.helpContent, TEXT_LIMITS.helpContent),
  sort: intIn(0, 9999, C.sort),
};
export const helpCreateBody = exact(helpFields);
export const helpUpdateBody = exact({ ...editOf, ...helpFields });
export type HelpBody = z.output<typeof helpCreateBody> & { id?: unknown; updatedAt?: unknown };

/** A service hotline: a 400, landline or mobile number. */
const HOTLINE = /^(400-?\d{3}-?\d{4}|0\d{2,3}-?\d{7,8}|1[3-9]\d{9})$/;
export const hotlineBody = exact({
  updatedAt: version,
  phone: optionalText().pipe(z.string().regex(HOTLINE, M.hotline)),
  hours: requiredText(M.hotlineHours, TEXT_LIMITS.hotlineHours),
});
export type HotlineBody = z.output<typeof hotlineBody>;

// ---- ads ----------------------------------------------------------------------------

const HTTPS = /^https:\/\/\S+$/;
const IMAGE_FILE = /\.(png|jpe?g|webp|gif)(\?\S*)?$/i;

/** A text that is '' or passes `rules` (each a pattern and what is said when it does not match), in order. */
const blankOr = (...rules: Array<[RegExp, string]>) =>
  optionalText().superRefine((v, ctx) => {
    const broken = v ? rules.find(([pattern]) => !pattern.test(v)) : undefined;
    if (broken) ctx.addIssue({ code: 'custom', message: broken[1] });
  });

/** An https address of a picture, or '' when none was given. */
export const imageUrl = blankOr([HTTPS, M.image], [IMAGE_FILE, M.imageType]);

const adFields = {
  title: requiredText(M.adTitle, TEXT_LIMITS.adTitle),
  position: keyOf(AD_POSITION, M.adPosition),
  image: imageUrl.pipe(z.string().min(1, M.image)),
  link: blankOr([HTTPS, M.link]),
  serviceAreaIds: areaIds(C.serviceAreas),
  ...periodFields(C.period),
  sort: intIn(0, 9999, C.sort),
};
export const [adCreateBody, adUpdateBody] = datedBodies(adFields, C.endBeforeStart);
export type AdBody = z.output<typeof adCreateBody> & { id?: unknown; updatedAt?: unknown };

// ---- mall items and member cards ----------------------------------------------------

const mallFields = {
  name: requiredText(M.mallItemName, TEXT_LIMITS.mallItemName),
  kind: keyOf(MALL_ITEM_KIND, M.mallItemKind),
  /** the coupon or riding card it grants (which must exist: the handler's) */
  grantId: z.unknown().optional(),
  points: z.custom<number>((v) => typeof v !== 'number' || v > 0, M.pointsPositive).pipe(intIn(1, 1000000, M.points)),
  stock: intIn(0, 1000000, M.mallStock),
  limitPerRider: intIn(1, 99, M.mallLimitPerRider),
  sort: intIn(0, 9999, C.sort),
  image: imageUrl,
};
export const mallCreateBody = exact(mallFields);
export const mallUpdateBody = exact({ ...editOf, ...mallFields });
export type MallBody = z.output<typeof mallCreateBody> & { id?: unknown; updatedAt?: unknown };

const memberCardFields = {
  name: requiredText(M.memberCardName, TEXT_LIMITS.memberCardName),
  kind: keyOf(MEMBER_CARD_KIND, M.memberCardKind),
  days: countIn(COUNT_LIMITS.validDays),
  price: fenIn(MONEY_LIMITS.cardPrice),
  /** percent of the fare paid: a discount card's only */
  discount: z.unknown().optional(),
  serviceAreaIds: areaIds(C.serviceAreas),
  sort: intIn(0, 9999, C.sort),
};
const cardDiscount = <B extends { kind: keyof typeof MEMBER_CARD_KIND; discount?: unknown }>(
  b: B,
  ctx: z.RefinementCtx,
) => {
  if (b.kind !== 'discount') return { ...b, discount: 0 };
  const d = countIn(COUNT_LIMITS.discount).safeParse(b.discount);
  if (d.success) return { ...b, discount: d.data };
  ctx.addIssue({ code: 'custom', message: d.error.issues[0]!.message, path: ['discount'] });
  return z.NEVER;
};
export const memberCardCreateBody = exact(memberCardFields).transform(cardDiscount);
export const memberCardUpdateBody = exact({ ...editOf, ...memberCardFields }).transform(cardDiscount);
export type MemberCardBody = z.output<typeof memberCardCreateBody> & { id?: unknown; updatedAt?: unknown };

/** Marketing's writes. */
export const MARKETING_INPUTS: Inputs = [
  ...bodiesOf(W, {
    couponCreate: couponCreateBody,
    couponUpdate: couponUpdateBody,
    customTaskCreate: customTaskCreateBody,
    customTaskUpdate: customTaskUpdateBody,
    pricingCreate: pricingCreateBody,
    pricingUpdate: pricingUpdateBody,
    rechargeCreate: rechargeCreateBody,
    rechargeUpdate: rechargeUpdateBody,
    helpCreate: helpCreateBody,
    helpUpdate: helpUpdateBody,
    hotline: hotlineBody,
    adCreate: adCreateBody,
    adUpdate: adUpdateBody,
    mallCreate: mallCreateBody,
    mallUpdate: mallUpdateBody,
    memberCardCreate: memberCardCreateBody,
    memberCardUpdate: memberCardUpdateBody,
  }),
  inputFor(W.couponState, stateSwitch()),
  inputFor(W.customTaskState, stateSwitch()),
];
