import { type Endpoint } from '@contract/endpoint';
import { callEndpoint } from '@/shared/http/endpoint';
import { MARKETING_WRITES } from '@contract/actions';
/** Invite activities (邀请有礼, yqyl) and the rewards riders received (170801). Money in fen. */
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
  callEndpoint(e, { input: q }, { signal }).then((d) => toPage<T>(d));

export const inviteApi = {
  list: (q: ListQuery, signal?: AbortSignal) => page<InviteActivity>(MARKETING_READS.invite, q, signal),
  get: (id: string, signal?: AbortSignal) => callEndpoint(MARKETING_READS.inviteById, { path: { id } }, { signal }),
  coupons: (signal?: AbortSignal) => callEndpoint(MARKETING_READS.inviteCoupons, {}, { signal }),
  save: ({ id, ...rest }: InviteActivityInput) =>
    id
      ? callEndpoint(MARKETING_WRITES.inviteUpdate, { input: { id, ...rest } })
      : callEndpoint(MARKETING_WRITES.inviteCreate, { input: rest }),
  setState: (id: string, state: EnableState) => callEndpoint(MARKETING_WRITES.inviteState, { input: { id, state } }),
  remove: (id: string) => callEndpoint(MARKETING_WRITES.inviteDelete, { input: { id } }),
  rewards: (q: ListQuery, signal?: AbortSignal) => page<UserReward>(MARKETING_READS.userReward, q, signal),
  /** the activity filter's options: a look-up, asked again by itself when it fails (silent) */
  rewardActivities: (signal?: AbortSignal) =>
    callEndpoint(
      MARKETING_READS.userRewardActivities,
      {},
      {
        signal,
        silent: true,
      },
    ),
};
