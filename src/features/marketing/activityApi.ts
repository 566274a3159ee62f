import { type Endpoint } from '@contract/endpoint';
import { callEndpoint, callSave } from '@/shared/http/endpoint';
import { MARKETING_WRITES } from '@contract/actions';
/** Riding activities (1706), fixed activity tasks (1707) and custom activity tasks (1710). Money in fen. */
import { toPage, type ListQuery, type Page } from '@/shared/http/page';
import { toFen } from '@/shared/utils/format';
import { yuanText } from '@contract/money';
import type { EnableState } from '@contract/common';
import {
  ACTIVITY_REWARD_KIND,
  type ActivityReward,
  type ActivityRewardInput,
  type CustomTask,
  type CustomTaskInput,
  type FixedTask,
  type FixedTaskInput,
  type RidingActivity,
  type RidingActivityInput,
} from '@contract/activities';
import type { RewardValues } from './components/RewardFields';
import { money } from '@/shared/utils/format';
import { MARKETING_READS } from '@contract/endpoints/marketing';
import { registerReplies } from '@/shared/http/replyCheck';
import { MARKETING_REPLIES } from '@contract/schemas/marketing';
import { MARKETING_WRITE_REPLIES } from '@contract/schemas/actions/marketing';

// the reply schemas of what this module calls: they load with the page, and its replies are checked (replyCheck.ts)
registerReplies([...MARKETING_REPLIES, ...MARKETING_WRITE_REPLIES]);

const page = <T>(e: Endpoint, q: ListQuery, signal?: AbortSignal): Promise<Page<T>> =>
  callEndpoint(e, { input: q }, { signal }).then((d) => toPage<T>(d));
export const activityApi = {
  coupons: (signal?: AbortSignal) => callEndpoint(MARKETING_READS.activityCoupons, {}, { signal }),
  riding: (q: ListQuery, signal?: AbortSignal) => page<RidingActivity>(MARKETING_READS.ridingActivity, q, signal),
  saveRiding: (a: RidingActivityInput) =>
    callSave(MARKETING_WRITES.ridingActivityCreate, MARKETING_WRITES.ridingActivityUpdate, a),
  setRidingState: (id: string, state: EnableState) =>
    callEndpoint(MARKETING_WRITES.ridingActivityState, { input: { id, state } }),
  removeRiding: (id: string) => callEndpoint(MARKETING_WRITES.ridingActivityDelete, { input: { id } }),
  fixedTasks: (q: ListQuery, signal?: AbortSignal) => page<FixedTask>(MARKETING_READS.fixedTask, q, signal),
  fixedTask: (id: string, signal?: AbortSignal) =>
    callEndpoint(MARKETING_READS.fixedTaskById, { path: { id } }, { signal }),
  saveFixedTask: (t: FixedTaskInput) => callEndpoint(MARKETING_WRITES.fixedTaskUpdate, { input: t }),
  setFixedTaskState: (id: string, state: EnableState) =>
    callEndpoint(MARKETING_WRITES.fixedTaskState, { input: { id, state } }),
  customTasks: (q: ListQuery, signal?: AbortSignal) => page<CustomTask>(MARKETING_READS.customTask, q, signal),
  customTask: (id: string, signal?: AbortSignal) =>
    callEndpoint(MARKETING_READS.customTaskById, { path: { id } }, { signal }),
  saveCustomTask: (t: CustomTaskInput) =>
    callSave(MARKETING_WRITES.customTaskCreate, MARKETING_WRITES.customTaskUpdate, t),
  setCustomTaskState: (id: string, state: EnableState) =>
    callEndpoint(MARKETING_WRITES.customTaskState, { input: { id, state } }),
  /** how many riders meet the conditions now (a read: the backend counts over its riders and rides) */
  previewCustomTask: ({ conditions, segment }: Pick<CustomTaskInput, 'conditions' | 'segment'>, signal?: AbortSignal) =>
    callEndpoint(
      MARKETING_READS.customTaskPreview,
      {
        input: {
          conditions: JSON.stringify(conditions),
          serviceAreaId: segment.serviceAreaId,
          realNameVerified: String(segment.realNameVerified),
          depositPaid: String(segment.depositPaid),
          registeredWithinDays: String(segment.registeredWithinDays),
        },
      },
      { signal },
    ),
};

/** A reward as the form shows it (yuan) and as the API takes it (fen). */
export const rewardValuesOf = (r: ActivityReward): RewardValues =>
  r.kind === 'balance'
    ? { kind: 'balance', amount: yuanText(r.amount) }
    : r.kind === 'card_days'
      ? { kind: 'card_days', days: r.days }
      : { kind: 'coupon', couponId: r.couponId || undefined };
/** The reward a write sends: the kind and its own field only (the custom task's body refuses the others). */
export const rewardOfValues = (v: RewardValues): ActivityRewardInput =>
  v.kind === 'balance'
    ? { kind: 'balance', amount: toFen(v.amount ?? '') }
    : v.kind === 'card_days'
      ? { kind: 'card_days', days: v.days ?? 0 }
      : { kind: 'coupon', couponId: v.couponId ?? '' };

/** 优惠券「新用户骑行券」, 余额 ¥3.00, 骑行卡 3 天 */
export const activityRewardText = (r: ActivityReward & { couponName?: string }) =>
  r.kind === 'coupon'
    ? `优惠券「${r.couponName || r.couponId}」`
    : r.kind === 'balance'
      ? `余额 ${money(r.amount)}`
      : `骑行卡 ${r.days} 天`;

export { ACTIVITY_REWARD_KIND };
