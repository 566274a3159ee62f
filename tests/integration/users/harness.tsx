/**
 * Harness of the user and order screens' tests: one page (or several routes) under
 * a hash router with the app's providers (antd zh_CN without motion, the feedback
 * bridge), against the embedded backend on msw/node, signed in with the app's own
 * sign-in flow. The whole app with its shell is tests/integration/renderApp.tsx.
 *
 *   setupBackend();
 *   await signInAs();
 *   const seen = captureRequests('/platform/user/list');
 *   const { user } = renderPage(UserListPage, '/user-info');
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

/** A loaded machine renders antd tables slowly: give every findBy / waitFor time. */
configure({ asyncUtilTimeout: 15000 });
/** Per test: the first render of a list also generates 60,000 rides. */
export const SLOW = { timeout: 120000 } as const;

/** ModalForm throttles its submit (1,000 ms): a second click must come this much later. */
export { pastThrottle } from '../../clock';

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

/** Where a link left the page to (e.g. `/user-info-detail?id=…`). */
function Elsewhere() {
  const { pathname, search } = useLocation();
  return <div data-testid="elsewhere">{`${pathname}${search}`}</div>;
}

/**
 * Renders pages at a hash route: `Page` at the path's route, plus `more` routes;
 * any other path renders its location in `data-testid="elsewhere"`.
 */
export function renderPage(Page: ComponentType, path: string, more: Record<string, ComponentType> = {}) {
  const route = path.split('?')[0];
  window.location.hash = `#${path}`;
  const router = createHashRouter([
    { path: route, element: <Page /> },
    ...Object.entries(more).map(([p, C]) => ({ path: p, element: <C /> })),
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
  /** decrypted body of a POST / DELETE */
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

/** The data rows of the first table on the page (or inside `root`), by row key. */
export const rowKeys = (root: ParentNode = document): string[] =>
  Array.from(root.querySelectorAll('.ant-table-tbody tr[data-row-key]')).map((r) => r.getAttribute('data-row-key') ?? '');

export const rowOf = (key: string): HTMLElement => {
  const row = document.querySelector<HTMLElement>(`.ant-table-tbody tr[data-row-key="${key}"]`);
  if (!row) throw new Error(`no row ${key}`);
  return row;
};

/** Waits for the list to show rows and no spinner. */
export async function waitForRows(min = 1, root: ParentNode = document): Promise<string[]> {
  await waitFor(
    () => {
      expect(root.querySelector('.ant-spin-spinning')).toBeNull();
      expect(rowKeys(root).length).toBeGreaterThanOrEqual(min);
    },
    { timeout: 20000 },
  );
  return rowKeys(root);
}

/** The last request seen, once at least `count` have arrived. */
export async function lastRequest(seen: SeenRequest[], count = 1): Promise<SeenRequest> {
  await waitFor(() => expect(seen.length).toBeGreaterThanOrEqual(count), { timeout: 10000 });
  return seen[seen.length - 1];
}

/** The open dialog whose text contains `title` (antd modals render in a portal). */
export async function dialog(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    const d = screen.getAllByRole('dialog').find((el) => el.textContent?.includes(title));
    if (!d) throw new Error(`no dialog ${title}`);
    return d;
  });
}

/** A button's accessible name, with or without the space antd puts between two Chinese characters. */
export const btn = (label: string): RegExp => new RegExp(`^${label.split('').join('\\s*')}$`);

/** Picks an option of an antd Select found by its accessible name. */
export async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string, root: HTMLElement = document.body): Promise<void> {
  await user.click(within(root).getByRole('combobox', { name: label }));
  const item = await waitFor(() => {
    const found = Array.from(document.querySelectorAll<HTMLElement>('.ant-select-item-option')).find(
      (o) => o.textContent === option && !o.closest('.ant-select-dropdown-hidden'),
    );
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  await user.click(item);
}
