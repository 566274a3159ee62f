/**
 * Activity tasks, money in fen, distances in metres. A reward is { kind: 'coupon', couponId }
 * | { kind: 'balance', amount } | { kind: 'card_days', days }; totalLimit 0 means no limit.
 *
 * Fixed tasks (固定活动, 1707): the standing set, one per kind, edited but never added or deleted:
 *   GET  /platform/marketing/fixed-task              keyword?, state?, page, pageSize → { rows, total }
 *   GET  /platform/marketing/fixed-task/{id}         → task
 *   PUT  /platform/marketing/fixed-task              { id, name, target, reward, limitPerRider, totalLimit }
 *   POST /platform/marketing/fixed-task/state        { id, state }
 *
 * Custom tasks (自定义活动, 1710): all conditions over the last `days` days must hold:
 *   GET  /platform/marketing/custom-task             keyword?, state?, page, pageSize → { rows, total }
 *   GET  /platform/marketing/custom-task/{id}        → task
 *   POST /platform/marketing/custom-task             { name, conditions: [{ metric, min, days }], segment, reward, limitPerRider, totalLimit, startDate, endDate }
 *   PUT  /platform/marketing/custom-task             { id, ...the same }
 *   POST /platform/marketing/custom-task/state       { id, state }
 *   GET  /platform/marketing/custom-task/preview     conditions (JSON), serviceAreaId?, realNameVerified?, depositPaid?, registeredWithinDays?
 *                                                    → { riders, segment } (riders of the segment, and those meeting every condition now)
 */
import {
  CONDITION_METRIC,
  type ConditionMetric,
  type CustomTaskRecord,
  type FixedTaskRecord,
  type TaskCondition,
  type TaskSegment,
} from '@contract/activities';
import type { RiderRecord } from '@contract/riders';
import { getCustomTasks, getFixedTasks } from '../db/activities';
import { meetsAll } from '../db/activityWorld';
import { logOperatorAction } from '../db/operatorLogs';
import { getRiders } from '../db/riders';
import { getDb } from '../db/store';
import { ordersOfUser } from '../db/wallet';
import { matches, pageOf } from '../lib/paging';
import { BizError, route, type Caller } from '../lib/route';
import { allowedAreas } from '../lib/scope';
import { activityRewardOf, couponNameOf } from './activityRewards';
import { int } from './marketing';
import { trimmed as text } from '../lib/text';
import { now, nowIso } from '../../src/shared/utils/clock';
import { MARKETING_WRITES } from '@contract/actions';
import { COUNT_LIMITS, MONEY_LIMITS } from '@contract/money';
import { countField, fenField } from '../lib/money';
import { MARKETING_READS } from '@contract/endpoints/marketing';
import { MARKETING_MISSING, type CustomTaskBody } from '@contract/schemas/inputs/marketing';
import { TASK_INPUT_MSG } from '@contract/inputMessages';
import { TEXT_LIMITS, tooLong, isKeyOf } from '@contract/validators';
import { addRecord, editRecord, switchState } from '../lib/records';
import { assertCurrentVersion, touch } from '../lib/version';
import { RECORD_NOUN } from '@contract/labels/records';

const DAY = 86400000;

export const TASK_MSG = {
  missing: MARKETING_MISSING.task,
  nameTaken: '任务名称已存在',
  belowCompleted: '总量不能少于已完成的数量',
  conditions: TASK_INPUT_MSG.conditions,
  tooMany: TASK_INPUT_MSG.tooMany,
  metric: TASK_INPUT_MSG.metric,
} as const;

function taskName(v: unknown, taken: (name: string) => boolean): string {
  const name = text(v);
  if (!name) throw new BizError('请输入任务名称');
  if (tooLong(name, TEXT_LIMITS.taskName)) throw new BizError(TEXT_LIMITS.taskName.message);
  if (taken(name)) throw new BizError(TASK_MSG.nameTaken);
  return name;
}

function limits(b: Record<string, unknown>, completed: number) {
  const limitPerRider = int(b.limitPerRider, 1, 100, '每人限领须为 1～100 次');
  const totalLimit = int(b.totalLimit, 0, 1000000, '总量须为 0～1000000（0 为不限）');
  if (totalLimit && totalLimit < completed) throw new BizError(TASK_MSG.belowCompleted);
  return { limitPerRider, totalLimit };
}

const fixedRow = (t: FixedTaskRecord) => ({ ...t, reward: { ...t.reward }, couponName: couponNameOf(t.reward) });

function fixedOf(id: unknown): FixedTaskRecord {
  const t = getFixedTasks().find((x) => x.id === id);
  if (!t) throw new BizError(TASK_MSG.missing, 404);
  return t;
}

/** Each metric's limit: rides, metres, fen (the console's condition fields use the same). */
const CONDITION_MIN: Record<ConditionMetric, (v: unknown) => number> = {
  ride_count: (v) => countField(v, COUNT_LIMITS.conditionRides),
  distance: (v) => countField(v, COUNT_LIMITS.conditionDistance),
  spend: (v) => fenField(v, MONEY_LIMITS.conditionSpend),
};

export function conditionsOf(v: unknown): TaskCondition[] {
  if (!Array.isArray(v) || !v.length) throw new BizError(TASK_MSG.conditions);
  if (v.length > 3) throw new BizError(TASK_MSG.tooMany);
  return (v as Array<Record<string, unknown>>).map((c) => {
    const metric = c?.metric as ConditionMetric;
    if (!isKeyOf(CONDITION_METRIC, metric)) throw new BizError(TASK_MSG.metric);
    return { metric, min: CONDITION_MIN[metric](c.min), days: countField(c.days, COUNT_LIMITS.conditionDays) };
  });
}

export function taskSegmentOf(caller: Caller, v: unknown): TaskSegment {
  const s = (v ?? {}) as Record<string, unknown>;
  const serviceAreaId = typeof s.serviceAreaId === 'string' ? s.serviceAreaId : '';
  if (serviceAreaId && !getDb().serviceAreas.some((a) => a.id === serviceAreaId && allowedAreas(caller)(a.id)))
    throw new BizError('服务区不存在');
  return {
    serviceAreaId,
    realNameVerified: s.realNameVerified === true,
    depositPaid: s.depositPaid === true,
    registeredWithinDays: int(s.registeredWithinDays ?? 0, 0, 3650, '注册天数须为 0～3650 天'),
  };
}

/** The riders of a segment the caller may see. */
function segmentRiders(caller: Caller, s: TaskSegment): RiderRecord[] {
  const seen = allowedAreas(caller);
  const since = s.registeredWithinDays ? new Date(now() - s.registeredWithinDays * DAY).toISOString() : '';
  return getRiders().filter(
    (r) =>
      seen(r.serviceAreaId) &&
      !r.blacklisted &&
      (!s.serviceAreaId || r.serviceAreaId === s.serviceAreaId) &&
      (!s.realNameVerified || r.realNameVerified) &&
      (!s.depositPaid || r.depositStatus === 'paid') &&
      (!since || r.registeredAt >= since),
  );
}

/** Whether a rider's ended rides of the last `days` days meet every condition now. */
export const meets = (userId: string, conditions: TaskCondition[], at = now()): boolean =>
  meetsAll(ordersOfUser(userId), conditions, at);

type CustomFields = Omit<CustomTaskRecord, 'id' | 'state' | 'completed' | 'createdAt' | 'updatedAt'>;

/** A custom task's fields (checked by its input schema) against the world: its name, area and reward coupon. */
function customFields(caller: Caller, b: CustomTaskBody, self?: CustomTaskRecord): CustomFields {
  if (getCustomTasks().some((t) => t.name === b.name && t.id !== self?.id)) throw new BizError(TASK_MSG.nameTaken);
  if (b.totalLimit && b.totalLimit < (self?.completed ?? 0)) throw new BizError(TASK_MSG.belowCompleted);
  return {
    name: b.name,
    conditions: b.conditions,
    segment: taskSegmentOf(caller, b.segment),
    reward: activityRewardOf(b.reward),
    limitPerRider: b.limitPerRider,
    totalLimit: b.totalLimit,
    startDate: b.startDate,
    endDate: b.endDate,
  };
}

function customOf(caller: Caller, id: unknown): CustomTaskRecord {
  const t = getCustomTasks().find((x) => x.id === id);
  if (!t || (t.segment.serviceAreaId && !allowedAreas(caller)(t.segment.serviceAreaId)))
    throw new BizError(TASK_MSG.missing, 404);
  return t;
}

const customRow = (t: CustomTaskRecord) => ({
  ...t,
  conditions: t.conditions.map((c) => ({ ...c })),
  segment: { ...t.segment },
  reward: { ...t.reward },
  serviceAreaName: getDb().serviceAreas.find((a) => a.id === t.segment.serviceAreaId)?.name ?? '',
  couponName: couponNameOf(t.reward),
});

export const activityTaskHandlers = [
  route(MARKETING_READS.fixedTask, {}, ({ query }) => {
    const rows = getFixedTasks().filter(
      (t) => (!query.state || t.state === query.state) && matches(query.keyword, t.name),
    );
    return pageOf(rows.map(fixedRow), query, { completed: (t) => t.completed });
  }),

  route(MARKETING_READS.fixedTaskById, {}, ({ params }) => fixedRow(fixedOf(params.id))),

  route<Record<string, unknown>>(MARKETING_WRITES.fixedTaskUpdate, {}, ({ body, caller }) => {
    const t = fixedOf(body.id);
    assertCurrentVersion(t, body, fixedRow);
    const target =
      t.kind === 'weekly_rides'
        ? int(body.target, 1, 50, '每周骑行次数须为 1～50 次')
        : t.kind === 'invite'
          ? int(body.target, 1, 50, '邀请人数须为 1～50 人')
          : 1;
    Object.assign(t, {
      name: taskName(body.name, (n) => getFixedTasks().some((x) => x.name === n && x.id !== t.id)),
      target,
      reward: activityRewardOf(body.reward),
      ...limits(body, t.completed),
    });
    touch(t);
    logOperatorAction(caller.operator, '编辑固定活动', t.name);
    return fixedRow(t);
  }),

  route<{ id?: string; state?: string }>(MARKETING_WRITES.fixedTaskState, {}, ({ body, caller }) =>
    fixedRow(
      switchState(caller.operator, fixedOf(body.id), body.state, {
        noun: RECORD_NOUN.fixedTask,
        target: (t) => t.name,
      }),
    ),
  ),

  route(MARKETING_READS.customTask, {}, ({ query, caller }) => {
    const seen = allowedAreas(caller);
    const rows = getCustomTasks().filter(
      (t) =>
        (!t.segment.serviceAreaId || seen(t.segment.serviceAreaId)) &&
        (!query.state || t.state === query.state) &&
        matches(query.keyword, t.name),
    );
    return pageOf(rows.map(customRow), query, { createdAt: (t) => t.createdAt, completed: (t) => t.completed });
  }),

  route(MARKETING_READS.customTaskPreview, {}, ({ query, caller }) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(query.conditions ?? '');
    } catch {
      throw new BizError(TASK_MSG.conditions);
    }
    const conditions = conditionsOf(parsed);
    const segment = taskSegmentOf(caller, {
      serviceAreaId: query.serviceAreaId ?? '',
      realNameVerified: query.realNameVerified === 'true',
      depositPaid: query.depositPaid === 'true',
      registeredWithinDays: Number(query.registeredWithinDays ?? 0),
    });
    const riders = segmentRiders(caller, segment);
    const at = now();
    return { segment: riders.length, riders: riders.filter((r) => meets(r.userId, conditions, at)).length };
  }),

  route(MARKETING_READS.customTaskById, {}, ({ params, caller }) => customRow(customOf(caller, params.id))),

  route<CustomTaskBody>(MARKETING_WRITES.customTaskCreate, {}, ({ body, caller }) => {
    const t = addRecord<CustomTaskRecord>(
      caller.operator,
      getCustomTasks(),
      { prefix: 'CT', action: '新增自定义活动', target: (r) => r.name },
      {
        ...customFields(caller, body),
        state: 'enabled',
        completed: 0,
        createdAt: nowIso(),
      },
    );
    return customRow(t);
  }),

  route<CustomTaskBody>(MARKETING_WRITES.customTaskUpdate, {}, ({ body, caller }) => {
    const t = customOf(caller, body.id);
    return editRecord(caller.operator, t, body, {
      fields: () => customFields(caller, body, t),
      action: '编辑自定义活动',
      target: (r) => r.name,
      reply: customRow,
    });
  }),

  route<{ id?: string; state?: string }>(MARKETING_WRITES.customTaskState, {}, ({ body, caller }) =>
    customRow(
      switchState(caller.operator, customOf(caller, body.id), body.state, {
        noun: RECORD_NOUN.customTask,
        target: (t) => t.name,
      }),
    ),
  ),
];
