import { FLEET_WRITES } from '@contract/actions';
import { callEndpoint } from '@/shared/http/endpoint';
import { toPage, type ListQuery, type Page } from '@/shared/http/page';
import type { ParkApplication } from '@contract/parkApplications';
import { FLEET_READS } from '@contract/endpoints/fleet';
import { registerReplies } from '@/shared/http/replyCheck';
import { FLEET_REPLIES } from '@contract/schemas/fleet';
import { FLEET_WRITE_REPLIES } from '@contract/schemas/actions/fleet';

// the reply schemas of what this module calls: they load with the page, and its replies are checked (replyCheck.ts)
registerReplies([...FLEET_REPLIES, ...FLEET_WRITE_REPLIES]);

/** Parking-station applications: list in the header scope, approve (creates the station), reject with a reason. */
export const parkApplicationApi = {
  list: (q: ListQuery, signal?: AbortSignal): Promise<Page<ParkApplication>> =>
    callEndpoint(FLEET_READS.parkApplicationList, { input: q }, { signal, scoped: true }).then((d) =>
      toPage<ParkApplication>(d),
    ),

  approve: (id: string) => callEndpoint(FLEET_WRITES.parkApprove, { input: { id } }),

  reject: (id: string, reason: string) => callEndpoint(FLEET_WRITES.parkReject, { input: { id, reason } }),
};
