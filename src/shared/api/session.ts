/** The signed-in operator's own calls. */
import { pathOf, type ReplyOf } from '@contract/endpoint';
import { AUTH_WRITES } from '@contract/actions';
import { SESSION_READS } from '@contract/endpoints/session';
import type { OperatorProfile } from '@/shared/auth/session';
import { http } from '@/shared/http/client';

export const sessionApi = {
  /** the operator's permission codes and level */
  profile: (opManId: string | undefined) =>
    http.get<OperatorProfile>(pathOf(SESSION_READS.allCode), { opManId }, { silent: true }),

  /**
   * revokes `token` (this backend's extension of the sign-out); the token goes in explicitly, so
   * the call stands on its own once the session is cleared, and its 401 announces no session's end
   */
  revoke: (token: string) =>
    http.post<ReplyOf<typeof AUTH_WRITES.logout>>(
      pathOf(AUTH_WRITES.logout),
      {},
      { silent: true, headers: { Authorization: `Bearer ${token}` } },
    ),
};
