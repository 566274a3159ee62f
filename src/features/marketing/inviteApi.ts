import { pathOf, type Endpoint } from '@contract/endpoint';
import { MARKETING_WRITES } from '@contract/actions';
/** Invite activities (邀请有礼, yqyl) and the rewards riders received (170801). Money in fen. */
import { http } from '@/shared/http/client';
import { toPage, type ListQuery, type Page } from '@/shared/http/page';
import type { EnableState } from '@contract/common';
import type { InviteActivity, InviteActivityInput, UserReward } from '@contract/invites';
import { MARKETING_READS } from '@contract/endpoints/marketing';
import { registerReplies } from '@/shared/http/replyCheck';
import { MARKETING_REPLIES } from '@contract/schemas/marketing';
import { MARKETING_WRITE_REPLIES } from '@contract/schemas/actions/marketing';

// the reply schemas of what this module calls: they load with the page, and its replies are checked (replyCheck.ts)
registerReplies([...MARKETING_REPLIES, ...MARKETING_WRITE_REPLIES]);

const page = <T>(e: Endpoint, q: ListQuery, signal?: AbortSignal): Promise<Page<T>> =>
  http.get<unknown>(pathOf(e), q, { signal }).then((d) => toPage<T>(d));

export const inviteApi = {
  list: (q: ListQuery, signal?: AbortSignal) => page<InviteActivity>(MARKETING_READS.invite, q, signal),
  get: (id: string, signal?: AbortSignal) =>
    http.get<InviteActivity>(pathOf(MARKETING_READS.inviteById, { id }), undefined, { signal }),
  coupons: (signal?: AbortSignal) =>
    http.get<Array<{ id: string; name: string; state: EnableState }>>(
      pathOf(MARKETING_READS.inviteCoupons),
      undefined,
      { signal },
    ),
  save: ({ id, ...rest }: InviteActivityInput) =>
    id
      ? http.put<InviteActivity>(pathOf(MARKETING_WRITES.inviteUpdate), { id, ...rest })
      : http.post<InviteActivity>(pathOf(MARKETING_WRITES.inviteCreate), rest),
  setState: (id: string, state: EnableState) =>
    http.post<InviteActivity>(pathOf(MARKETING_WRITES.inviteState), { id, state }),
  remove: (id: string) => http.post<null>(pathOf(MARKETING_WRITES.inviteDelete), { id }),
  rewards: (q: ListQuery, signal?: AbortSignal) => page<UserReward>(MARKETING_READS.userReward, q, signal),
  /** the activity filter's options: a look-up, asked again by itself when it fails (silent) */
  rewardActivities: (signal?: AbortSignal) =>
    http.get<Array<{ id: string; name: string }>>(pathOf(MARKETING_READS.userRewardActivities), undefined, {
      signal,
      silent: true,
    }),
};
