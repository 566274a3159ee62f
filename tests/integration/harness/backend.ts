/**
 * The embedded backend for an integration test file (msw/node in this process): its
 * lifecycle, the app's own sign-in against it, and the requests it receives.
 *
 *   setupBackend();                          // once per file: listen, reset after each test
 *   await signInAs('13800000001');           // signed in, permission codes loaded
 *   const seen = captureRequests('/platform/user/list');
 */
import { cleanup } from '@testing-library/react';
import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';
import Cookies from 'js-cookie';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { signInWithSms } from '@/features/auth/signIn';
import { useTabs } from '@/layouts/tabs/tabsStore';
import { loadProfile } from '@/shared/auth/profile';
import { useSession } from '@/shared/auth/session';
import { useDisplay } from '@/shared/config/display';
import { useSite } from '@/shared/config/site';
import { registerFeedback } from '@/shared/http/notify';
import { useScope } from '@/shared/scope/store';
import { open } from '@/shared/utils/envelope';
import { DEMO_SMS_CODE, resetDb } from '@mocks/db/store';
import { setFaults } from '@mocks/lib/faults';
import { server } from '@mocks/node';

export { server };

/** Every backend path starts here, on any origin (for `server.use(http.get(`${API}/…`))`). */
export const API = '*/ebike/v3/backend';

/** The admin demo account: every permission code. */
export const ADMIN = '13800000000';

/** Feedback raised before anything renders (the sign-in's own messages) goes nowhere, not to an unmounted App. */
const quiet = new Proxy({}, { get: () => () => undefined });
let unquiet: (() => void) | null = null;

/**
 * Lets feedback queue again, as at boot: the whole app loads its notification host on the
 * first call that queues, so a test of the whole app must not find the quiet one in place.
 */
export function dropQuietFeedback(): void {
  unquiet?.();
  unquiet = null;
}

export function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0].trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

export interface BackendOptions {
  /** Forget the site configuration after each test, so that the next one loads it again. */
  forgetSite?: boolean;
}

/**
 * Registers the embedded backend's lifecycle for the calling test file: listen before all
 * (an unhandled request fails the test); after each test unmount and reset what a test can
 * leave behind — handlers, listeners, injected faults, the world, the session, the service-area
 * scope, open tabs, display preferences, cookies, storage and the hash route (test files share
 * a worker's modules); close after all.
 */
export function setupBackend({ forgetSite = false }: BackendOptions = {}): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    unquiet = registerFeedback(quiet as NotificationInstance, quiet as MessageInstance);
    trackUnanswered();
  });
  afterEach(() => {
    cleanup();
    server.resetHandlers();
    server.events.removeAllListeners();
    // a request still under way when its test ended is never answered to these listeners: forget
    // it, or the next test file of the worker (which may not set up a backend) finds it unanswered
    unanswered.clear();
    setFaults(null);
    resetDb();
    // as a new page: the next test's visitor meets the entry page (/login-home)
    useSession.getState().logout('/login-home');
    useScope.getState().clear();
    useTabs.getState().clear();
    useDisplay.getState().reset();
    if (forgetSite) useSite.setState({ config: undefined, status: 'idle' });
    clearCookies();
    localStorage.clear();
    sessionStorage.clear();
    window.location.hash = '';
  });
  afterAll(() => server.close());
}

/** Requests the backend has received and not yet answered, for `settled()` (listeners go with each test). */
const unanswered = new Set<string>();

function trackUnanswered(): void {
  unanswered.clear();
  server.events.on('request:start', ({ requestId }) => unanswered.add(requestId));
  server.events.on('request:end', ({ requestId }) => unanswered.delete(requestId));
}

/** How many requests the backend is still answering. */
export const unansweredRequests = (): number => unanswered.size;

async function signInWithApp(phone: string, smsCode = DEMO_SMS_CODE): Promise<void> {
  await useSite.getState().load();
  await signInWithSms(phone, smsCode);
}

/**
 * The app's own sign-in (site configuration, device authorization, key exchange, SMS,
 * operator login) for a test of the whole app: its feedback queues as at boot, to show once
 * the shell renders, and the shell's guard fetches the permission codes on its first render.
 */
export async function signInForShell(phone = ADMIN, smsCode = DEMO_SMS_CODE): Promise<void> {
  dropQuietFeedback();
  await signInWithApp(phone, smsCode);
}

/**
 * The app's own sign-in for a page or part rendered without the shell: its feedback goes
 * nowhere; then the permission codes (unless `codes: false`).
 */
export async function signInAs(phone = ADMIN, { codes = true }: { codes?: boolean } = {}): Promise<void> {
  await signInWithApp(phone);
  if (codes) await loadProfile();
}

/** Requests the backend receives from now on (method and path), for "no request" / "one request" checks. */
export function trackRequests(): Array<{ method: string; path: string }> {
  const seen: Array<{ method: string; path: string }> = [];
  server.events.on('request:start', ({ request }) => {
    seen.push({ method: request.method, path: new URL(request.url).pathname });
  });
  return seen;
}

export interface SeenRequest {
  method: string;
  path: string;
  /** decrypted query of a GET (the envelope's `params`) */
  query: Record<string, unknown>;
  /** decrypted body of a POST / DELETE */
  body: Record<string, unknown>;
  /** the request's headers, names in lower case */
  headers: Record<string, string>;
}

/**
 * Requests the embedded backend receives from now on whose path contains `part`,
 * opened with the session key `_k` (cookie) as the server does.
 */
export function captureRequests(part: string): SeenRequest[] {
  const seen: SeenRequest[] = [];
  server.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url);
    if (!url.pathname.includes(part)) return;
    const key = Cookies.get('_k') ?? '';
    const q = url.searchParams.get('params');
    const text = request.method === 'GET' ? '' : await request.clone().text();
    const sealed = text ? (JSON.parse(text) as { params?: string }).params : undefined;
    // A request sealed with an earlier key (sent while a sign-in replaced `_k`) cannot be
    // opened with the cookie's key now: it is listed as unreadable, not thrown from the listener
    // (an error there is an unhandled rejection that fails the whole run).
    const opened = (sealedText: string): Record<string, unknown> => {
      try {
        return open<Record<string, unknown>>(sealedText, key);
      } catch {
        return { unreadable: true };
      }
    };
    seen.push({
      method: request.method,
      path: url.pathname,
      query: q ? opened(q) : Object.fromEntries(url.searchParams),
      body: sealed ? opened(sealed) : {},
      headers: Object.fromEntries(request.headers),
    });
  });
  return seen;
}
