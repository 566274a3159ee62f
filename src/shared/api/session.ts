/** The signed-in operator's own calls. */
import { callEndpoint } from '@/shared/http/endpoint';
import { AUTH_WRITES } from '@contract/authWrites';
import { SESSION_READS } from '@contract/endpoints/session';

export const sessionApi = {
  /** the operator's permission codes and level */
  profile: (opManId: string | undefined) =>
    callEndpoint(SESSION_READS.allCode, { input: { opManId } }, { silent: true }),

  /**
   * revokes `token` (this backend's extension of the sign-out); the token goes in explicitly, so
   * the call stands on its own once the session is cleared, and its 401 announces no session's end
   */
  revoke: (token: string) =>
    callEndpoint(AUTH_WRITES.logout, { input: {} }, { silent: true, headers: { Authorization: `Bearer ${token}` } }),
};
