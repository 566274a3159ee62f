import { pathOf } from '@contract/endpoint';
import { MARKETING_WRITES } from '@contract/actions';
/** Invite activities (邀请有礼, yqyl) and the rewards riders received (170801). Money in fen. */
import { http } from '@/shared/http/client';
import { toPage, type ListQuery, type Page } from '@/shared/http/page';
import type { EnableState } from '@contract/common';
import type { InviteActivity, InviteActivityInput, UserReward } from '@contract/invite';

const P = '/platform/marketing';
const page = <T>(url: string, q: ListQuery, signal?: AbortSignal): Promise<Page<T>> => http.get<unknown>(url, q, { signal }).then((d) => toPage<T>(d));

export const inviteApi = {
  list: (q: ListQuery, signal?: AbortSignal) => page<InviteActivity>(`${P}/invite`, q, signal),
  get: (id: string, signal?: AbortSignal) => http.get<InviteActivity>(`${P}/invite/${encodeURIComponent(id)}`, undefined, { signal }),
  coupons: (signal?: AbortSignal) => http.get<Array<{ id: string; name: string; state: EnableState }>>(`${P}/invite/coupons`, undefined, { signal }),
  save: ({ id, ...rest }: InviteActivityInput) => (id ? http.put<InviteActivity>(pathOf(MARKETING_WRITES.inviteUpdate), { id, ...rest }) : http.post<InviteActivity>(pathOf(MARKETING_WRITES.inviteCreate), rest)),
  setState: (id: string, state: EnableState) => http.post<InviteActivity>(pathOf(MARKETING_WRITES.inviteState), { id, state }),
  remove: (id: string) => http.post<null>(pathOf(MARKETING_WRITES.inviteDelete), { id }),
  rewards: (q: ListQuery, signal?: AbortSignal) => page<UserReward>(`${P}/user-reward`, q, signal),
  /** the activity filter's options: a look-up, asked again by itself when it fails (silent) */
  rewardActivities: (signal?: AbortSignal) => http.get<Array<{ id: string; name: string }>>(`${P}/user-reward/activities`, undefined, { signal, silent: true }),
};
