import { AUTH_WRITES } from '@contract/actions';
import { pathOf } from '@contract/endpoint';
import { http } from '@/shared/http/client';
import { useSession } from './session';

/**
 * Asks the backend to revoke `token` (`POST /auth/logout`, an extension of this backend's).
 * Best effort: a refusal, no answer, or a backend without it (404) changes nothing here. The
 * token goes in explicitly, so the call stands on its own once the session has been cleared, and
 * its 401 (a token already ended) is no session's end to announce.
 */
async function revoke(token: string): Promise<void> {
  try {
    await http.post(pathOf(AUTH_WRITES.logout), {}, { silent: true, headers: { Authorization: `Bearer ${token}` } });
  } catch {
    // the sign-out below does not depend on it
  }
}

/**
 * States and transitions: clear token and roles, the stored token, object id and operator id, then
 * /login?redirect=. The token is first sent to be revoked (the call leaves with it, before the
 * session is cleared); the person does not wait for that answer. Resolves when it came or failed.
 */
export function logout(): Promise<void> {
  const { token } = useSession.getState();
  const revoked = token ? revoke(token) : Promise.resolve();
  const here = window.location.hash.replace(/^#/, '') || '/';
  useSession.getState().logout();
  window.location.hash = `#/login?redirect=${encodeURIComponent(here)}`;
  return revoked;
}
