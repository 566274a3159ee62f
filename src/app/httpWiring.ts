import { sessionKeys, useSession } from '@/shared/auth/session';
import { rereadSiteIfLost } from '@/shared/config/site';
import { wireHttp } from '@/shared/http/client';
import { ApiError } from '@/shared/http/errors';
import { showFailure } from '@/shared/http/failure';
import { notify } from '@/shared/http/notify';
import { loadedQueryClient } from '@/shared/query/current';
import { refreshAfterWrite } from '@/shared/query/refreshAfterWrite';
import { scopeParams } from '@/shared/scope/store';
import { shareSessionAcrossTabs } from './crossTab';
import { UNAUTHORIZED_PROMPT } from '@contract/messages/session';

/**
 * States and transitions, error catalogue: a 401 clears the token and goes to the login with a redirect back
 * (the sign-in pages show their own errors, so there it only clears the token).
 */
function onUnauthorized(): void {
  useSession.getState().clearToken();
  const here = window.location.hash.replace(/^#/, '') || '/';
  if (!here.startsWith('/login')) {
    notify('error', '未授权', UNAUTHORIZED_PROMPT);
    window.location.hash = `#/login?redirect=${encodeURIComponent(here)}`;
  }
}

let wired = false;

/**
 * The last net under the actions: a call's failure that no one caught (a button's
 * promise left to itself) is shown like any other and marked handled, instead of
 * ending as an uncaught error in the console with nothing on the screen. The actions
 * themselves catch theirs (confirmAction, ListPage, ModalForm).
 */
function catchStrayFailures(): void {
  window.addEventListener('unhandledrejection', (e: PromiseRejectionEvent) => {
    const reason: unknown = e.reason;
    if (!(reason instanceof ApiError)) return;
    e.preventDefault();
    showFailure(reason);
  });
}

/**
 * Connects the http core to the app: credentials from the session, the header scope,
 * the 401 handling, and the server state to refresh after a write: the reads of what it
 * changed (in this world one refund changes the ride, the wallet, the rider and the reports),
 * asked again where shown, hidden tabs when shown. Another token (sign-out, 401, another operator) drops
 * all server state: nothing read for one account is shown to the next; a session that ends or
 * begins in another tab of the browser ends this one's too (crossTab.ts). A site config lost
 * to an outage is read again once the server answers or the browser is back online.
 */
export function wireApp(): void {
  if (wired) return;
  wired = true;
  catchStrayFailures();
  shareSessionAcrossTabs();
  useSession.subscribe((s, prev) => {
    // at once: a page of the next session may already be reading
    if (s.token !== prev.token) loadedQueryClient()?.clear();
  });
  wireHttp({
    credentials: () => ({ token: useSession.getState().token, ...sessionKeys() }),
    scope: () => scopeParams(),
    onUnauthorized,
    onWrite: (changes) => {
      const client = loadedQueryClient();
      if (client) void refreshAfterWrite(client, changes);
    },
    // the server answers (again): a site config lost to an outage is read now, so the brand,
    // logo and watermark come back without a reload
    onAnswered: rereadSiteIfLost,
  });
  window.addEventListener('online', rereadSiteIfLost);
}
