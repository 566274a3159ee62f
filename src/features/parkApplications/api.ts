import { pathOf } from '@contract/endpoint';
import { FLEET_WRITES } from '@contract/actions';
import { http } from '@/shared/http/client';
import { toPage, type ListQuery, type Page } from '@/shared/http/page';
import type { ParkApplication } from '@contract/parkApplications';
import { FLEET_READS } from '@contract/endpoints/fleet';

/** Parking-station applications: list in the header scope, approve (creates the station), reject with a reason. */
export const parkApplicationApi = {
  list: (q: ListQuery, signal?: AbortSignal): Promise<Page<ParkApplication>> =>
    http
      .get<unknown>(pathOf(FLEET_READS.parkApplicationList), q, { signal, scoped: true })
      .then((d) => toPage<ParkApplication>(d)),

  approve: (id: string) => http.post<ParkApplication>(pathOf(FLEET_WRITES.parkApprove), { id }),

  reject: (id: string, reason: string) => http.post<ParkApplication>(pathOf(FLEET_WRITES.parkReject), { id, reason }),
};
