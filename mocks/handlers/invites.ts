/**
 * Invite activities and user rewards (screens and routes Marketing; domain model), money in fen.
 *
 * Invite activities (yqyl); a reward is { kind: 'coupon', couponId } or { kind: 'balance', amount }:
 *   GET  /platform/marketing/invite           keyword?, state?, serviceAreaId?, opAreaIds?, page, pageSize → { rows, total }
 *   GET  /platform/marketing/invite/{id}      → activity
 *   GET  /platform/marketing/invite/coupons   → [{ id, name, state }] (what a reward may be)
 *   POST /platform/marketing/invite           { name, serviceAreaIds, startDate, endDate, condition, inviterReward, inviteeReward }
 *   PUT  /platform/marketing/invite           { id, ...the same }
 *   POST /platform/marketing/invite/state     { id, state }
 *   POST /platform/marketing/invite/delete    { id } (only while nobody was invited)
 *
 * User rewards (170801):
 *   GET  /platform/marketing/user-reward             (invite rewards and coupons issued by hand, for complaints, by tasks and activities)
 *                                                    keyword? (phone), activityId?, role?, status?, createdAt? (from~to), agentIds?, opAreaIds?, page, pageSize → { rows, total }
 *   GET  /platform/marketing/user-reward/activities  → [{ id, name }]
 */
import type { InviteReward } from '@contract/invites';
import { getInviteActivities, getUserRewards, type InviteActivity, type UserReward } from '../db/invites';
import { getCoupons } from '../db/marketing';
import { getRiderCoupons, riderCouponIndex, statusOf } from '../db/riderCoupons';
import { logOperatorAction } from '../db/operatorLogs';
import { inDateRange, matches, pageOf } from '../lib/paging';
import { BizError, route, type Caller } from '../lib/route';
import { allowedAreas, areaRecordSearch, inScope } from '../lib/scope';
import { areasOf, nameOf, periodOf, withAreas } from './marketing';
import { nowIso } from '../../src/shared/utils/clock';
import { MARKETING_WRITES } from '@contract/actions';
import { MONEY_LIMITS } from '@contract/money';
import { fenField } from '../lib/money';
import { MARKETING_READS } from '@contract/endpoints/marketing';
import { addRecord, editRecord, switchState } from '../lib/records';
import { COMMON_INPUT_MSG } from '@contract/inputMessages';
import { INVITE_PARTY, RECORD_NOUN } from '@contract/labels/records';
import { PATH_INPUT_MSG } from '@contract/schemas/inputs/records';

export const INVITE_MSG = {
  missing: PATH_INPUT_MSG.invite,
  hasInvites: '该活动已有用户参与邀请，不能删除',
  coupon: '请选择奖励的优惠券',
  condition: COMMON_INPUT_MSG.inviteCondition,
} as const;

const couponName = (id: string) => getCoupons().find((c) => c.id === id)?.name ?? '';

/** One side's reward: an existing coupon, or 0.01 to 100 yuan of balance. */
function rewardOf(v: unknown, who: string): InviteReward {
  const r = (v ?? {}) as Record<string, unknown>;
  if (r.kind === 'coupon') {
    if (!getCoupons().some((c) => c.id === r.couponId)) throw new BizError(`请选择${who}奖励的优惠券`);
    return { kind: 'coupon', couponId: r.couponId as string, amount: 0 };
  }
  if (r.kind === 'balance')
    return {
      kind: 'balance',
      couponId: '',
      amount: fenField(r.amount, { ...MONEY_LIMITS.reward, message: `${who}${MONEY_LIMITS.reward.message}` }),
    };
  throw new BizError(`请选择${who}奖励类型`);
}

type Fields = Pick<
  InviteActivity,
  'name' | 'serviceAreaIds' | 'startDate' | 'endDate' | 'condition' | 'inviterReward' | 'inviteeReward'
>;

function fields(caller: Caller, b: Record<string, unknown>, self?: string): Fields {
  const name = nameOf(
    b.name,
    getInviteActivities().some((a) => a.name === (typeof b.name === 'string' ? b.name.trim() : '') && a.id !== self),
  );
  const condition = b.condition as InviteActivity['condition'];
  if (condition !== 'register' && condition !== 'first_ride') throw new BizError(INVITE_MSG.condition);
  return {
    name,
    serviceAreaIds: areasOf(caller, b.serviceAreaIds),
    ...periodOf(b),
    condition,
    inviterReward: rewardOf(b.inviterReward, INVITE_PARTY.inviter),
    inviteeReward: rewardOf(b.inviteeReward, INVITE_PARTY.invitee),
  };
}

function activityOf(caller: Caller, id: unknown): InviteActivity {
  const a = getInviteActivities().find((x) => x.id === id);
  if (!a || !a.serviceAreaIds.some(allowedAreas(caller))) throw new BizError(INVITE_MSG.missing, 404);
  return a;
}

const withCoupon = (r: InviteReward) => ({ ...r, couponName: r.kind === 'coupon' ? couponName(r.couponId) : '' });

const activityRow = (a: InviteActivity) => ({
  ...withAreas(a),
  inviterReward: withCoupon(a.inviterReward),
  inviteeReward: withCoupon(a.inviteeReward),
});

/** A coupon reward's status follows the coupon the rider holds (used on a ride, or expired). */
function rewardStatus(r: UserReward): UserReward['status'] {
  const rc = r.riderCouponId ? riderCouponIndex().get(r.riderCouponId) : undefined;
  if (!rc) return r.status;
  const s = statusOf(rc);
  return s === 'held' ? 'issued' : s;
}

const rewardRow = (r: UserReward) => ({
  ...r,
  status: rewardStatus(r),
  activityName:
    r.role === 'inviter' || r.role === 'invitee'
      ? (getInviteActivities().find((a) => a.id === r.activityId)?.name ?? r.activityName)
      : r.activityName,
  reward: withCoupon(r.reward),
});

export const inviteHandlers = [
  route(MARKETING_READS.invite, {}, ({ query, caller }) => {
    const rows = getInviteActivities().filter(areaRecordSearch(caller, query, (a) => [a.name]));
    return pageOf(rows.map(activityRow), query, {
      createdAt: (a) => a.createdAt,
      startDate: (a) => a.startDate,
      invites: (a) => a.invites,
    });
  }),

  route(MARKETING_READS.inviteCoupons, {}, () => getCoupons().map((c) => ({ id: c.id, name: c.name, state: c.state }))),

  route(MARKETING_READS.inviteById, {}, ({ params, caller }) => activityRow(activityOf(caller, params.id))),

  route<Record<string, unknown>>(MARKETING_WRITES.inviteCreate, {}, ({ body, caller }) => {
    const a = addRecord<InviteActivity>(
      caller.operator,
      getInviteActivities(),
      { prefix: 'IA', action: '新增邀请有礼活动', target: (r) => r.name },
      {
        ...fields(caller, body),
        state: 'enabled',
        invites: 0,
        createdAt: nowIso(),
      },
    );
    return activityRow(a);
  }),

  route<Record<string, unknown>>(MARKETING_WRITES.inviteUpdate, {}, ({ body, caller }) => {
    const a = activityOf(caller, body.id);
    return editRecord(caller.operator, a, body, {
      fields: () => fields(caller, body, a.id),
      action: '编辑邀请有礼活动',
      target: (r) => r.name,
      reply: activityRow,
    });
  }),

  route<{ id?: string; state?: string }>(MARKETING_WRITES.inviteState, {}, ({ body, caller }) =>
    activityRow(
      switchState(caller.operator, activityOf(caller, body.id), body.state, {
        noun: RECORD_NOUN.inviteActivity,
        target: (a) => a.name,
      }),
    ),
  ),

  route<{ id?: string }>(MARKETING_WRITES.inviteDelete, {}, ({ body, caller }) => {
    const a = activityOf(caller, body.id);
    if (a.invites > 0) throw new BizError(INVITE_MSG.hasInvites);
    const list = getInviteActivities();
    list.splice(list.indexOf(a), 1);
    logOperatorAction(caller.operator, '删除邀请有礼活动', a.name);
    return null;
  }),

  route(MARKETING_READS.userReward, {}, ({ query, caller }) => {
    const seen = inScope(caller, query);
    getRiderCoupons(); // links the coupon rewards to the coupons riders hold
    const rows = getUserRewards().filter(
      (r) =>
        seen(r) &&
        (!query.activityId || r.activityId === query.activityId) &&
        (!query.role || r.role === query.role) &&
        (!query.status || rewardStatus(r) === query.status) &&
        inDateRange(r.createdAt, query.createdAt) &&
        matches(query.keyword, r.phone),
    );
    return pageOf(rows.map(rewardRow), query, { createdAt: (r) => r.createdAt });
  }),

  route(MARKETING_READS.userRewardActivities, {}, () => getInviteActivities().map((a) => ({ id: a.id, name: a.name }))),
];
