/** Invite activities (邀请有礼, yqyl) and the rewards riders received (170801). Money in fen. */
import { http } from '@/shared/http/client';
import { toPage, type ListQuery, type Page } from '@/shared/http/page';
import type { InviteActivityRecord, InviteCondition, InviteReward, UserRewardRecord, UserRewardStatus } from '@/shared/domain/invite';
import type { State } from './types';

export type { InviteCondition, UserRewardStatus } from '@/shared/domain/invite';

/** A reward with its coupon's name ('' for balance). */
export type Reward = InviteReward & { couponName: string };

export interface InviteActivity extends Omit<InviteActivityRecord, 'inviterReward' | 'inviteeReward'> {
  serviceAreaNames: string[];
  inviterReward: Reward;
  inviteeReward: Reward;
}

export type InviteActivityInput = Pick<InviteActivityRecord, 'name' | 'serviceAreaIds' | 'startDate' | 'endDate' | 'condition' | 'inviterReward' | 'inviteeReward'> & { id?: string };

export interface UserReward extends Omit<UserRewardRecord, 'reward'> {
  reward: Reward;
}

export const INVITE_CONDITION: Record<InviteCondition, string> = { register: '被邀请人完成注册', first_ride: '被邀请人完成首次骑行' };
export const REWARD_KIND: Record<InviteReward['kind'], string> = { coupon: '优惠券', balance: '余额' };
export const REWARD_ROLE: Record<UserRewardRecord['role'], string> = { inviter: '邀请人', invitee: '被邀请人' };
export const REWARD_STATUS: Record<UserRewardStatus, { label: string; color: string }> = {
  issued: { label: '已发放', color: 'processing' },
  used: { label: '已使用', color: 'success' },
  expired: { label: '已过期', color: 'default' },
};

const P = '/platform/marketing';
const page = <T>(url: string, q: ListQuery, signal?: AbortSignal): Promise<Page<T>> => http.get<unknown>(url, q, { signal }).then((d) => toPage<T>(d));

export const inviteApi = {
  list: (q: ListQuery, signal?: AbortSignal) => page<InviteActivity>(`${P}/invite`, q, signal),
  get: (id: string, signal?: AbortSignal) => http.get<InviteActivity>(`${P}/invite/${encodeURIComponent(id)}`, undefined, { signal }),
  coupons: (signal?: AbortSignal) => http.get<Array<{ id: string; name: string; state: State }>>(`${P}/invite/coupons`, undefined, { signal }),
  save: ({ id, ...rest }: InviteActivityInput) => (id ? http.put<InviteActivity>(`${P}/invite`, { id, ...rest }) : http.post<InviteActivity>(`${P}/invite`, rest)),
  setState: (id: string, state: State) => http.post<InviteActivity>(`${P}/invite/state`, { id, state }),
  remove: (id: string) => http.post<null>(`${P}/invite/delete`, { id }),
  rewards: (q: ListQuery, signal?: AbortSignal) => page<UserReward>(`${P}/user-reward`, q, signal),
  /** the activity filter's options: a look-up, asked again by itself when it fails (silent) */
  rewardActivities: (signal?: AbortSignal) => http.get<Array<{ id: string; name: string }>>(`${P}/user-reward/activities`, undefined, { signal, silent: true }),
};
