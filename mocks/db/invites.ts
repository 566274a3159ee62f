/**
 * Invite activities (邀请有礼) and the rewards riders received from them (domain model
 * "Marketing"). Each invite counted so far gave the inviter's and the invitee's
 * reward, so an activity's rewards are twice its invites. Deterministic, lazily
 * built, kept with every change until resetDb(). Money in fen.
 */
import type { InviteActivityRecord, InviteReward, UserRewardRecord } from '@contract/invites';
import { createRng } from '../lib/rng';
import { lazy } from './lazy';
import { getCoupons } from './marketing';
import { getRiders } from './riders';
import { epoch, getDb, worldSeed } from './store';
import { isoAt } from './time';

export type InviteActivity = InviteActivityRecord;
export type UserReward = UserRewardRecord;

const DAY = 86400000;
const day = (offset: number) => new Date(epoch() + offset * DAY + 8 * 3600000).toISOString().slice(0, 10);
/** 00:00 of a YYYY-MM-DD day (UTC+8), in ms */
const dayStart = (d: string) => Date.parse(`${d}T00:00:00+08:00`);

const coupon = (name: string): InviteReward => ({
  kind: 'coupon',
  couponId: getCoupons().find((c) => c.name === name)?.id ?? '',
  amount: 0,
});
const balance = (fen: number): InviteReward => ({ kind: 'balance', couponId: '', amount: fen });

/** Newest first: one to come in the new area, a running one everywhere, a paused one, an ended one. */
export const getInviteActivities = lazy((): InviteActivity[] => {
  const ids = getDb().serviceAreas.map((a) => a.id);
  const seed: Array<Omit<InviteActivity, 'id' | 'createdAt' | 'updatedAt'> & { created: number }> = [
    {
      name: '滨江开城邀请有礼',
      serviceAreaIds: ids.slice(1, 2),
      startDate: day(3),
      endDate: day(33),
      inviterReward: coupon('滨江开城体验券'),
      inviteeReward: balance(300),
      condition: 'register',
      state: 'enabled',
      invites: 0,
      created: -1,
    },
    {
      name: '冬季邀请有礼',
      serviceAreaIds: ids,
      startDate: day(-20),
      endDate: day(40),
      inviterReward: balance(500),
      inviteeReward: coupon('新用户骑行券'),
      condition: 'first_ride',
      state: 'enabled',
      invites: 48,
      created: -22,
    },
    {
      name: '通勤邀请季',
      serviceAreaIds: ids.slice(0, 1),
      startDate: day(-40),
      endDate: day(20),
      inviterReward: coupon('通勤免费15分钟'),
      inviteeReward: coupon('新用户骑行券'),
      condition: 'register',
      state: 'disabled',
      invites: 17,
      created: -42,
    },
    {
      name: '国庆邀请有礼',
      serviceAreaIds: ids,
      startDate: day(-60),
      endDate: day(-45),
      inviterReward: balance(1000),
      inviteeReward: coupon('周末骑行8.5折'),
      condition: 'first_ride',
      state: 'enabled',
      invites: 35,
      created: -65,
    },
  ];
  return seed.map(({ created, ...a }, i) => ({
    ...a,
    id: `IA${String(seed.length - i).padStart(3, '0')}`,
    createdAt: isoAt(epoch() + created * DAY),
    updatedAt: isoAt(epoch() + created * DAY),
  }));
});

/** The rewards of every invite counted so far, newest first. */
export const getUserRewards = lazy((): UserReward[] => {
  const rng = createRng(worldSeed() + 71);
  const riders = getRiders();
  const validDays = new Map(getCoupons().map((c) => [c.id, c.validDays]));
  const out: Omit<UserReward, 'id'>[] = [];
  for (const a of getInviteActivities()) {
    const pool = riders.filter((r) => a.serviceAreaIds.includes(r.serviceAreaId)).slice(0, 4000);
    const from = dayStart(a.startDate);
    // a paused activity stopped counting invites when it was paused (12 days ago)
    const to = Math.min(dayStart(a.endDate) + DAY - 1, epoch() - (a.state === 'disabled' ? 12 * DAY : 3600000));
    for (let n = 0; n < a.invites; n++) {
      const t = from + Math.floor(rng.next() * (to - from));
      for (const role of ['inviter', 'invitee'] as const) {
        const r = rng.pick(pool);
        const reward = role === 'inviter' ? a.inviterReward : a.inviteeReward;
        const days = reward.kind === 'coupon' ? (validDays.get(reward.couponId) ?? 7) : 0;
        // a coupon is used only on a ride: the seeded rides use the coupons issued for them (orders.ts)
        const used = rng.chance(0.55) && reward.kind !== 'coupon';
        const status = used ? 'used' : days && t + days * DAY < epoch() ? 'expired' : 'issued';
        out.push({
          userId: r.userId,
          phone: r.phone,
          serviceAreaId: r.serviceAreaId,
          agentId: r.agentId,
          activityId: a.id,
          activityName: a.name,
          role,
          reward: { ...reward },
          status,
          createdAt: isoAt(t + (role === 'invitee' ? 0 : 60000)),
        });
      }
    }
  }
  out.sort((x, y) => (x.createdAt < y.createdAt ? 1 : x.createdAt > y.createdAt ? -1 : 0));
  return out.map((x, i) => ({ ...x, id: `UR${String(out.length - i).padStart(4, '0')}` }));
});
