/**
 * Screen tests of vehicle monitoring: one page under a hash router with the app's
 * providers (antd zh_CN without motion, feedback bridge), against the embedded
 * backend on msw/node, signed in with the app's own sign-in flow. ECharts cannot
 * draw in jsdom: the tests drive the data flow (legend, search, card, tables).
 *
 *   setupBackend();
 *   await signInAs();
 *   const seen = captureRequests('/platform/vehicle/list');
 *   const { user } = renderPage(VehicleQueryPage, '/vehicle/vehicle-query');
 */
import { cleanup, configure, render, screen, waitFor } from '@testing-library/react';
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

// The embedded backend runs in the same process: give round trips time on a busy machine.
configure({ asyncUtilTimeout: 8000 });

export const API = '*/ebike/v3/backend';

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

function Elsewhere() {
  const { pathname, search } = useLocation();
  return <div data-testid="elsewhere">{`${pathname}${search}`}</div>;
}

/** Renders one page at a hash route; any other path renders its location in `data-testid="elsewhere"`. */
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
  query: Record<string, unknown>;
  body: Record<string, unknown>;
}

/** Requests whose path contains `part`, opened with the session key as the server does. */
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

/** Data rows (by row key) of the tables inside `root`. */
export const rowKeys = (root: ParentNode = document): string[] =>
  Array.from(root.querySelectorAll('.ant-table-tbody tr[data-row-key]')).map((r) => r.getAttribute('data-row-key') ?? '');

export async function waitForRows(min = 1, root: ParentNode = document): Promise<string[]> {
  await waitFor(
    () => {
      expect(root.querySelector('.ant-spin-spinning')).toBeNull();
      expect(rowKeys(root).length).toBeGreaterThanOrEqual(min);
    },
    { timeout: 8000 },
  );
  return rowKeys(root);
}

/** A button's accessible name, with or without the space antd puts between two Chinese characters. */
export const btn = (label: string): RegExp => new RegExp(`^${label.split('').join('\\s*')}$`);

/** Picks an option of an antd Select by its label. */
export async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string): Promise<void> {
  await user.click(screen.getByRole('combobox', { name: label }));
  const item = await waitFor(() => {
    const found = Array.from(document.querySelectorAll<HTMLElement>('.ant-select-item-option')).find((o) => o.textContent === option && !o.closest('.ant-select-dropdown-hidden'));
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  await user.click(item);
}
