import { useSession } from './session';

/** States and transitions: clear token and roles, the stored token, object id and operator id, then /login?redirect=. */
export function logout(): void {
  const here = window.location.hash.replace(/^#/, '') || '/';
  useSession.getState().logout();
  window.location.hash = `#/login?redirect=${encodeURIComponent(here)}`;
}
