/** The signed-in operator's own reads. */
import { pathOf } from '@contract/endpoint';
import { SESSION_READS } from '@contract/endpoints/session';
import type { OperatorProfile } from '@/shared/auth/session';
import { http } from '@/shared/http/client';

export const sessionApi = {
  /** the operator's permission codes and level */
  profile: (opManId: string | undefined) =>
    http.get<OperatorProfile>(pathOf(SESSION_READS.allCode), { opManId }, { silent: true }),
};
