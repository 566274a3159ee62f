/**
 * The integration-test harness: the whole app (router, guard, layouts, pages) in
 * jsdom against the embedded backend on msw/node.
 *
 *   setupBackend();                       // once per test file: server + resets
 *   await signInAs('13800000000');        // optional: start signed in
 *   const { user } = renderApp('/log');   // hash route, real <App />
 *
 * Importing this module starts nothing; `setupBackend()` registers the hooks.
 */
import { cleanup, render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import App from '@/app/App';
import { signInWithSms } from '@/features/auth/signIn';
import { useTabs } from '@/layouts/tabs/tabsStore';
import { useSession } from '@/shared/auth/session';
import { useDisplay } from '@/shared/config/display';
import { useSite } from '@/shared/config/site';
import { DEMO_SMS_CODE, resetDb } from '@mocks/db/store';
import { server } from '@mocks/node';

export { server };

/**
 * The first render of the shell imports and transforms its lazy modules, which takes
 * seconds on a loaded machine: wait this long for it, and give such tests `SLOW`.
 */
export const SHELL_TIMEOUT = 30000;
export const SLOW = { timeout: 90000 } as const;

type UserEventOptions = Parameters<typeof userEvent.setup>[0];

function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0].trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

/**
 * Registers the lifecycle of the embedded backend for the calling test file:
 * listen before all (unhandled requests fail the test), after each test unmount,
 * reset handlers, listeners, data, session, cookies and storage; close after all.
 */
export function setupBackend(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    cleanup();
    server.resetHandlers();
    server.events.removeAllListeners();
    resetDb();
    useSession.getState().logout();
    // test files share a worker's modules (vite.config.ts): no tab of this test stays open
    useTabs.getState().clear();
    // nor its display preferences (a folded menu, a colour)
    useDisplay.getState().reset();
    clearCookies();
    localStorage.clear();
    sessionStorage.clear();
    window.location.hash = '';
  });
  afterAll(() => server.close());
}

/** Renders the real app at a hash route (e.g. '/login?redirect=%2Flog'). */
export function renderApp(path: string, userOptions?: UserEventOptions) {
  window.location.hash = `#${path}`;
  const user = userEvent.setup(userOptions);
  // as in development (src/main.tsx): every effect runs twice on mount, so one that cannot fails here
  const result = render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  return { user, ...result };
}

/**
 * Signs in with the app's own sign-in flow (device authorization, key exchange,
 * SMS verification, operator login) against the embedded backend, so a test can
 * start signed in. Permission codes are fetched by the guard on first render.
 */
export async function signInAs(phone = '13800000000', smsCode = DEMO_SMS_CODE): Promise<void> {
  await useSite.getState().load();
  await signInWithSms(phone, smsCode);
}

/** Requests the backend receives from now on (method and path), for "no request" / "one request" checks. */
export function trackRequests(): Array<{ method: string; path: string }> {
  const seen: Array<{ method: string; path: string }> = [];
  server.events.on('request:start', ({ request }) => {
    seen.push({ method: request.method, path: new URL(request.url).pathname });
  });
  return seen;
}

/** The current hash route, e.g. '#/login-home?redirect=%2Flog'. */
export const currentHash = (): string => window.location.hash;

/** Waits until the hash route is exactly `hash`. */
export async function expectHash(hash: string, timeout = 10000): Promise<void> {
  await waitFor(() => expect(window.location.hash).toBe(hash), { timeout });
}
