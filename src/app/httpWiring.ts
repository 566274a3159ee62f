import { sessionKeys, useSession } from '@/shared/auth/session';
import { wireHttp } from '@/shared/http/client';
import type { QueryClient } from '@tanstack/react-query';
import { scopeParams } from '@/shared/scope/store';

/** SPEC.md §4 and §8: a 401 clears the token and goes to the login with a redirect. */
function onUnauthorized(): void {
  useSession.getState().clearToken();
  const here = window.location.hash.replace(/^#/, '') || '/';
  if (!here.startsWith('/login')) {
    window.location.hash = `#/login?redirect=${encodeURIComponent(here)}`;
  }
}

let wired = false;

/**
 * The query cache, loaded with the first page that reads (never with /login: the sign-in
 * pages read nothing through it, so its code stays out of their bundle).
 */
const queries = (): Promise<QueryClient> => import('@/shared/query/queryClient').then((m) => m.queryClient);

/**
 * Connects the http core to the app: credentials from the session, the header scope,
 * the 401 handling, and the server state to refresh after every write (in this world one
 * refund changes the ride, the wallet, the rider and the reports: every read shown is asked
 * again, hidden tabs when shown). Another token (sign-out, 401, another operator) drops
 * all server state: nothing read for one account is shown to the next.
 */
export function wireApp(): void {
  if (wired) return;
  wired = true;
  useSession.subscribe((s, prev) => {
    if (s.token !== prev.token) void queries().then((c) => c.clear());
  });
  wireHttp({
    credentials: () => ({ token: useSession.getState().token, ...sessionKeys() }),
    scope: () => scopeParams(),
    onUnauthorized,
    onWrite: () => void queries().then((c) => c.invalidateQueries()),
  });
}

