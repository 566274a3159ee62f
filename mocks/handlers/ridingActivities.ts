/**
 * Riding activities (骑行活动, 1706), money in fen, dates YYYY-MM-DD:
 *   GET  /platform/marketing/riding-activity          keyword?, state?, serviceAreaId?, opAreaIds?, page, pageSize → { rows, total }
 *   POST /platform/marketing/riding-activity          { name, serviceAreaIds, startDate, endDate, kind, rides, fromHour, toHour, discount, reward, limitPerRider }
 *   PUT  /platform/marketing/riding-activity          { id, ...the same }
 *   POST /platform/marketing/riding-activity/state    { id, state }
 *   POST /platform/marketing/riding-activity/delete   { id } (only while nobody took part)
 *
 * Overlapping periods: two ENABLED activities of the SAME KIND may not share a service
 * area on any day. Two ride-count activities would pay twice for the same rides, and
 * two discount periods would leave it open which discount a ride gets; a ride-count
 * activity and a discount period may run together (one rewards riding, the other
 * prices it). A disabled activity does not count, so one may be prepared in advance
 * and is checked again when enabled. Refused with 与「name」在 area 的活动时间重叠.
 */
import type { ActivityReward, RidingActivityInput, RidingActivityRecord } from '@contract/activities';
import { getRidingActivities as seeded } from '../db/activities';
import { getOrders } from '../db/orders';
import { logOperatorAction } from '../db/operatorLogs';
import { getDb } from '../db/store';
import { pageOf } from '../lib/paging';
import { BizError, route, type Caller } from '../lib/route';
import { allowedAreas, areaRecordSearch } from '../lib/scope';
import { activityRewardOf, couponNameOf } from './activityRewards';
import { areasOf, int, nameOf, periodOf, withAreas } from './marketing';
import { trimmed as text } from '../lib/text';
import { nowIso } from '../../src/shared/utils/clock';
import { MARKETING_WRITES } from '@contract/actions';
import { COUNT_LIMITS } from '@contract/money';
import { countField } from '../lib/money';
import { MARKETING_READS } from '@contract/endpoints/marketing';
import { addRecord, editRecord, switchState } from '../lib/records';
import { COMMON_INPUT_MSG } from '@contract/inputMessages';
import { RECORD_NOUN } from '@contract/labels/records';

/** The activities, after the seeded rides have been made (a 时段折扣's figures are counted from them). */
const getRidingActivities = () => {
  getOrders();
  return seeded();
};

export const RIDING_MSG = {
  missing: '活动不存在',
  joined: '该活动已有用户参与，不能删除',
  kind: COMMON_INPUT_MSG.activityKind,
  hours: '时段的结束须晚于开始',
} as const;

const areaName = (id: string) => getDb().serviceAreas.find((s) => s.id === id)?.name ?? id;

/** What a save sets: the input the contract describes, without the id, its reward as stored. */
type Fields = Omit<RidingActivityInput, 'id' | 'reward'> & { reward: ActivityReward };

function fields(caller: Caller, b: Record<string, unknown>, self?: string): Fields {
  const name = nameOf(
    b.name,
    getRidingActivities().some((a) => a.name === text(b.name) && a.id !== self),
  );
  const base = {
    name,
    serviceAreaIds: areasOf(caller, b.serviceAreaIds),
    ...periodOf(b),
    limitPerRider: int(b.limitPerRider, 1, 100, '每人奖励次数须为 1～100 次'),
  };
  if (b.kind === 'ride_count') {
    return {
      ...base,
      kind: 'ride_count',
      rides: int(b.rides, 1, 100, '骑行次数须为 1～100 次'),
      fromHour: 0,
      toHour: 0,
      discount: 0,
      reward: activityRewardOf(b.reward),
    };
  }
  if (b.kind === 'discount_hours') {
    const fromHour = int(b.fromHour, 0, 23, '时段开始须为 0～23 点');
    const toHour = int(b.toHour, 1, 24, '时段结束须为 1～24 点');
    if (toHour <= fromHour) throw new BizError(RIDING_MSG.hours);
    return {
      ...base,
      kind: 'discount_hours',
      rides: 0,
      fromHour,
      toHour,
      discount: countField(b.discount, COUNT_LIMITS.discount),
      reward: { kind: 'coupon', couponId: '', amount: 0, days: 0 },
    };
  }
  throw new BizError(RIDING_MSG.kind);
}

/** Refuses an enabled activity whose period overlaps another enabled one of the same kind in a shared area. */
function noOverlap(
  a: Pick<RidingActivityRecord, 'kind' | 'serviceAreaIds' | 'startDate' | 'endDate'>,
  self?: string,
): void {
  for (const o of getRidingActivities()) {
    if (o.id === self || o.state !== 'enabled' || o.kind !== a.kind) continue;
    if (o.startDate > a.endDate || a.startDate > o.endDate) continue;
    const shared = a.serviceAreaIds.find((id) => o.serviceAreaIds.includes(id));
    if (shared) throw new BizError(`与「${o.name}」在${areaName(shared)}的活动时间重叠`);
  }
}

function activityOf(caller: Caller, id: unknown): RidingActivityRecord {
  const a = getRidingActivities().find((x) => x.id === id);
  if (!a || !a.serviceAreaIds.some(allowedAreas(caller))) throw new BizError(RIDING_MSG.missing, 404);
  return a;
}

const row = (a: RidingActivityRecord) => ({
  ...withAreas(a),
  reward: { ...a.reward },
  couponName: couponNameOf(a.reward),
});

export const ridingActivityHandlers = [
  route(MARKETING_READS.ridingActivity, {}, ({ query, caller }) => {
    const rows = getRidingActivities().filter(areaRecordSearch(caller, query, (a) => [a.name]));
    return pageOf(rows.map(row), query, {
      createdAt: (a) => a.createdAt,
      startDate: (a) => a.startDate,
      participants: (a) => a.participants,
    });
  }),

  route<Record<string, unknown>>(MARKETING_WRITES.ridingActivityCreate, {}, ({ body, caller }) => {
    const f = fields(caller, body);
    noOverlap(f);
    const a = addRecord<RidingActivityRecord>(
      caller.operator,
      getRidingActivities(),
      { prefix: 'RD', action: '新增骑行活动', target: (r) => r.name },
      {
        ...f,
        state: 'enabled',
        participants: 0,
        rewarded: 0,
        createdAt: nowIso(),
      },
    );
    return row(a);
  }),

  route<Record<string, unknown>>(MARKETING_WRITES.ridingActivityUpdate, {}, ({ body, caller }) => {
    const a = activityOf(caller, body.id);
    return editRecord(caller.operator, a, body, {
      fields: () => {
        const f = fields(caller, body, a.id);
        if (a.state === 'enabled') noOverlap(f, a.id);
        return f;
      },
      action: '编辑骑行活动',
      target: (r) => r.name,
      reply: row,
    });
  }),

  route<{ id?: string; state?: string }>(MARKETING_WRITES.ridingActivityState, {}, ({ body, caller }) => {
    const a = activityOf(caller, body.id);
    return row(
      switchState(caller.operator, a, body.state, {
        noun: RECORD_NOUN.ridingActivity,
        target: (x) => x.name,
        allow: (next) => {
          if (next === 'enabled') noOverlap(a, a.id);
        },
      }),
    );
  }),

  route<{ id?: string }>(MARKETING_WRITES.ridingActivityDelete, {}, ({ body, caller }) => {
    const a = activityOf(caller, body.id);
    if (a.participants > 0) throw new BizError(RIDING_MSG.joined);
    const list = getRidingActivities();
    list.splice(list.indexOf(a), 1);
    logOperatorAction(caller.operator, '删除骑行活动', a.name);
    return null;
  }),
];
