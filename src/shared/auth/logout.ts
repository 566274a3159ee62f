import { sessionApi } from '@/shared/api/session';
import { useSession } from './session';

/**
 * States and transitions: clear token and roles, the stored token, object id and operator id, then
 * /login?redirect=. The token is first sent to be revoked (`POST /auth/logout`, an extension: the
 * call leaves with it before the session is cleared), best effort: a refusal, no answer or a backend
 * without it (404) changes nothing here, and the person does not wait for the answer. Resolves once
 * it came or failed.
 */
export function logout(): Promise<void> {
  const { token } = useSession.getState();
  const revoked = token
    ? sessionApi.revoke(token).then(
        () => undefined,
        () => undefined,
      )
    : Promise.resolve();
  const here = window.location.hash.replace(/^#/, '') || '/';
  useSession.getState().logout();
  window.location.hash = `#/login?redirect=${encodeURIComponent(here)}`;
  return revoked;
}
