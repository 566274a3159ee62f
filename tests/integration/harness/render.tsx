/**
 * Rendering for integration tests: the whole app at a hash route (router, guard, shell,
 * pages), one page (or a few routes) under a hash router with the app's providers, or any
 * part inside those providers; and a desktop-sized window for the shell's tests.
 */
import { render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { StrictMode, useEffect, type ComponentType, type ReactNode } from 'react';
import { createHashRouter, RouterProvider, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, expect } from 'vitest';
import App from '@/app/App';
import { registerFeedback } from '@/shared/http/notify';
import { dropQuietFeedback } from './backend';

/**
 * The first render of the shell imports and transforms its lazy modules, which takes
 * seconds on a loaded machine: wait this long for it, and give such tests `SLOW`.
 */
export const SHELL_TIMEOUT = 30000;
/** Per test: the first render of a list also generates 60,000 rides. */
export const SLOW = { timeout: 120000 } as const;
/** A page test takes a few seconds alone; allow for a loaded machine running the whole suite. */
export const PAGE_TEST_TIMEOUT = 60_000;

type UserEventOptions = Parameters<typeof userEvent.setup>[0];

/** Renders the real app at a hash route (e.g. '/login?redirect=%2Flog'). */
export function renderApp(path: string, userOptions?: UserEventOptions) {
  dropQuietFeedback();
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

function FeedbackBridge() {
  const { notification, message } = AntApp.useApp();
  useEffect(() => registerFeedback(notification, message), [notification, message]);
  return null;
}

/** The app's providers without the shell: antd in Chinese, no motion (jsdom never ends a CSS transition), feedback. */
function Providers({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN} theme={{ token: { motion: false } }}>
      <AntApp>
        <FeedbackBridge />
        {children}
      </AntApp>
    </ConfigProvider>
  );
}

/** Renders one part of the console (a header button, a selector) inside the app's providers. */
export function renderInApp(node: ReactNode) {
  const user = userEvent.setup();
  const result = render(<Providers>{node}</Providers>);
  return { user, ...result };
}

/** Where a link left the page to (e.g. `/user-info-detail?id=…`). */
function Elsewhere() {
  const { pathname, search } = useLocation();
  return <div data-testid="elsewhere">{`${pathname}${search}`}</div>;
}

/**
 * Renders pages at a hash route (e.g. '/user-manage/student-certificate?status=approved'):
 * `Page` at the path's route, plus `more` routes; any other path renders its location in
 * `data-testid="elsewhere"`.
 */
export function renderPage(Page: ComponentType, path: string, more: Record<string, ComponentType> = {}) {
  const route = path.split('?')[0];
  window.location.hash = `#${path}`;
  const router = createHashRouter([
    { path: route, element: <Page /> },
    ...Object.entries(more).map(([p, C]) => ({ path: p, element: <C /> })),
    { path: '*', element: <Elsewhere /> },
  ]);
  const { user, ...result } = renderInApp(<RouterProvider router={router} />);
  return { user, router, ...result };
}

/** A desktop window (1,440 px) for each test of the calling file: the side menu is open and shows every group's title. */
export function withDesktopWindow(): void {
  const width = window.innerWidth;
  beforeEach(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1440 });
  });
  afterEach(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  });
}

/** The current hash route, e.g. '#/login-home?redirect=%2Flog'. */
export const currentHash = (): string => window.location.hash;

/** Waits until the hash route is exactly `hash`. */
export async function expectHash(hash: string, timeout = 10000): Promise<void> {
  await waitFor(() => expect(window.location.hash).toBe(hash), { timeout });
}
