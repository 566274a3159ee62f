/**
 * A small harness for screen tests of the user-management review queues and
 * complaint tickets: one page under a hash router with the app's providers
 * (antd zh_CN without motion, feedback bridge), against the embedded backend on
 * msw/node, signed in with the app's own sign-in flow.
 *
 * It renders the page without the shell (tests/integration/renderApp.tsx renders
 * the whole app), so a screen's tests do not depend on the shell's parts.
 *
 *   setupBackend();
 *   await signInAs('13800000000');
 *   const requests = captureRequests('/platform/review/student/list');
 *   const { user } = renderPage(StudentCertificatePage, '/user-manage/student-certificate');
 */
import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import Cookies from 'js-cookie';
import { useEffect, type ComponentType } from 'react';
import { createHashRouter, RouterProvider, useLocation } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { signInWithSms } from '@/features/auth/signIn';
import { loadProfile } from '@/shared/auth/profile';
import { useSession } from '@/shared/auth/session';
import { useSite } from '@/shared/config/site';
import { registerFeedback } from '@/shared/http/notify';
import { useScope } from '@/shared/scope/store';
import { open } from '@/shared/utils/envelope';
import { setFaults } from '@mocks/lib/faults';
import { DEMO_SMS_CODE, resetDb } from '@mocks/db/store';
import { server } from '@mocks/node';

export { server };

export const API = '*/ebike/v3/backend';

// Whole pages with antd in jsdom are slow when the full suite runs on two cores:
// give findBy / waitFor room beyond the default second.
configure({ asyncUtilTimeout: 8000 });
/** A page test takes a few seconds alone; allow for a loaded machine running the whole suite. */
export const PAGE_TEST_TIMEOUT = 60_000;

/** Feedback raised before a page renders (the sign-in's own messages) goes nowhere. */
const quiet = new Proxy({}, { get: () => () => undefined });

export function setupBackend(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => registerFeedback(quiet as NotificationInstance, quiet as MessageInstance));
  afterEach(() => {
    cleanup();
    server.resetHandlers();
    server.events.removeAllListeners();
    setFaults(null);
    resetDb();
    useSession.getState().logout();
    useScope.getState().clear();
    for (const part of document.cookie.split(';')) {
      const name = part.split('=')[0].trim();
      if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    }
    localStorage.clear();
    window.location.hash = '';
  });
  afterAll(() => server.close());
}

/** The app's real sign-in (device, key exchange, SMS, operator login), then the permission codes. */
export async function signInAs(phone = '13800000000'): Promise<void> {
  await useSite.getState().load();
  await signInWithSms(phone, DEMO_SMS_CODE);
  await loadProfile();
}

function FeedbackBridge() {
  const { notification, message } = App.useApp();
  useEffect(() => registerFeedback(notification, message), [notification, message]);
  return null;
}

/** Where a link left the page to (e.g. `/user-order-detail?id=…`). */
function Elsewhere() {
  const { pathname, search } = useLocation();
  return <div data-testid="elsewhere">{`${pathname}${search}`}</div>;
}

/**
 * Renders one page at a hash route (e.g. '/user-manage/student-certificate?status=approved');
 * any other path renders its location in `data-testid="elsewhere"`.
 */
export function renderPage(Page: ComponentType, path: string) {
  const route = path.split('?')[0];
  window.location.hash = `#${path}`;
  const router = createHashRouter([
    { path: route, element: <Page /> },
    { path: '*', element: <Elsewhere /> },
  ]);
  const user = userEvent.setup();
  const result = render(
    <ConfigProvider locale={zhCN} theme={{ token: { motion: false } }}>
      <App>
        <FeedbackBridge />
        <RouterProvider router={router} />
      </App>
    </ConfigProvider>,
  );
  return { user, router, ...result };
}

export interface SeenRequest {
  method: string;
  path: string;
  /** decrypted query of a GET (the envelope's `params`) */
  query: Record<string, unknown>;
  /** decrypted body of a POST */
  body: Record<string, unknown>;
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
    seen.push({
      method: request.method,
      path: url.pathname,
      query: q ? open<Record<string, unknown>>(q, key) : Object.fromEntries(url.searchParams),
      body: sealed ? open<Record<string, unknown>>(sealed, key) : {},
    });
  });
  return seen;
}

/** The data rows of the (only) table, by row key. */
export const rowKeys = (): string[] =>
  Array.from(document.querySelectorAll('.ant-table-tbody tr[data-row-key]')).map((r) => r.getAttribute('data-row-key') ?? '');

export const rowOf = (key: string): HTMLElement => {
  const row = document.querySelector<HTMLElement>(`.ant-table-tbody tr[data-row-key="${key}"]`);
  if (!row) throw new Error(`no row ${key}`);
  return row;
};

/** Waits for the list to show rows and no spinner. */
export async function waitForRows(min = 1): Promise<string[]> {
  await waitFor(
    () => {
      expect(document.querySelector('.ant-spin-spinning')).toBeNull();
      expect(rowKeys().length).toBeGreaterThanOrEqual(min);
    },
    { timeout: 8000 },
  );
  return rowKeys();
}

/** The last request seen, once it has arrived. */
export async function lastRequest(seen: SeenRequest[], count = 1): Promise<SeenRequest> {
  await waitFor(() => expect(seen.length).toBeGreaterThanOrEqual(count));
  return seen[seen.length - 1];
}

/** The visible dialog with a title (antd modals render in a portal). */
export async function dialog(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    const d = screen.getAllByRole('dialog').find((el) => el.textContent?.includes(title));
    if (!d) throw new Error(`no dialog ${title}`);
    return d;
  });
}

/** A button's accessible name, with or without the space antd puts between two Chinese characters. */
export const btn = (label: string): RegExp => new RegExp(`^${label.split('').join('\\s*')}$`);

/** A status tab of a review queue (the segmented control above the table). */
export const statusTab = (label: string): HTMLElement => within(document.querySelector<HTMLElement>('.ant-segmented')!).getByText(label);

type User = ReturnType<typeof userEvent.setup>;

/** Types text as one paste into a field (focus, then one input event): as good as typing here, and fast. */
export async function typeInto(user: User, field: HTMLElement, text: string): Promise<void> {
  await user.click(field);
  await user.paste(text);
}
