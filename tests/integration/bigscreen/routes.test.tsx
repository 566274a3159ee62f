/**
 * The big screens in the whole app (tests/integration/renderApp.tsx): from the menu, a tab of
 * the shell scaled to its content area; 全屏 shows the screen alone until Esc; the standalone
 * address a wall monitor opens (`?standalone=1`) shows no shell; without the code, the 404
 * page. A kept-alive tab left and shown again polls once per 30 s, not twice.
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REFRESH_MS } from '@/widgets/bigscreen/BigScreen';
import { passTime } from '../../clock';
import { captureRequests, setupBackend, signInForShell } from '../harness/backend';
import { expectHash, renderApp, SHELL_TIMEOUT, SLOW, withDesktopWindow } from '../harness/render';

vi.mock('@/shared/ui/charts/Chart', () => import('../stubs/chartStub'));
setupBackend();
withDesktopWindow();
afterEach(() => vi.useRealTimers());

const REVENUE = '/platform/bigscreen/revenue';
const figures = () => screen.findByRole('group', { name: '今日营收' }, { timeout: SHELL_TIMEOUT });
const sideMenu = () => screen.queryByRole('menu');

describe('big screens inside the shell', SLOW, () => {
  it('the menu opens 营收大屏 as a tab of the shell, with its figures', async () => {
    await signInForShell('13800000003');
    const { user } = renderApp('/log');
    await user.click(await screen.findByRole('menuitem', { name: /营收大屏/ }, { timeout: SHELL_TIMEOUT }));
    await expectHash('#/screenHome1', SHELL_TIMEOUT);
    expect(await figures()).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '营收大屏' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: /营收大屏/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /账号菜单/ })).toBeInTheDocument();
    expect(sideMenu()).toBeInTheDocument();
    expect(document.querySelector('.bs-viewport--content')).not.toBeNull();
    // the wall monitor's address is one click away
    expect(screen.getByRole('link', { name: /独立窗口/ })).toHaveAttribute('href', '#/screenHome1?standalone=1');
  });

  it('全屏 shows the screen alone (no header, menu or tabs); Esc brings the shell back', async () => {
    await signInForShell('13800000003');
    const seen = captureRequests(REVENUE);
    const { user } = renderApp('/screenHome1');
    expect(await figures()).toBeInTheDocument();
    const asked = seen.length;

    await user.click(screen.getByRole('button', { name: /全屏/ }));
    expect(screen.getByRole('button', { name: /退出全屏/ })).toBeInTheDocument();
    expect(sideMenu()).not.toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /账号菜单/ })).not.toBeInTheDocument();
    expect(document.querySelector('.bs-viewport--window')).not.toBeNull();
    expect(screen.getByRole('group', { name: '今日营收' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(await screen.findByRole('button', { name: /账号菜单/ })).toBeInTheDocument();
    expect(sideMenu()).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /营收大屏/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^\S*\s*全屏$/ })).toBeInTheDocument();
    // the screen stayed on: its figures were not asked again
    expect(screen.getByRole('group', { name: '今日营收' })).toBeInTheDocument();
    expect(seen).toHaveLength(asked);
  });

  it('the standalone address a wall monitor opens shows the screen without the shell', async () => {
    await signInForShell('13800000003');
    renderApp('/screenHome1?standalone=1');
    expect(await figures()).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '营收大屏' })).toBeInTheDocument();
    expect(sideMenu()).not.toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /账号菜单/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /独立窗口/ })).not.toBeInTheDocument();
    expect(document.querySelector('.bs-viewport--window')).not.toBeNull();
  });

  it('a kept-alive tab left and shown again asks once per 30 s, not twice', async () => {
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
    await signInForShell('13800000003');
    const seen = captureRequests(REVENUE);
    const { user } = renderApp('/screenHome1', { advanceTimers: vi.advanceTimersByTime });
    expect(await figures()).toBeInTheDocument();
    expect(seen).toHaveLength(1);

    // another page from the menu, then back to the screen's tab
    await user.click(screen.getByRole('menuitem', { name: /运营大屏/ }));
    await expectHash('#/screenHome', SHELL_TIMEOUT);
    await user.click(await screen.findByRole('tab', { name: /营收大屏/ }));
    await expectHash('#/screenHome1', SHELL_TIMEOUT);
    expect(seen).toHaveLength(1);

    await passTime(REFRESH_MS);
    await waitFor(() => expect(seen).toHaveLength(2));
    await passTime(REFRESH_MS);
    await waitFor(() => expect(seen).toHaveLength(3));
    // nothing more pending: one poll per period
    await passTime(REFRESH_MS - 1000);
    expect(seen).toHaveLength(3);
  });
});

describe('big screens without the code', SLOW, () => {
  it('operations staff (no 0221 / LargeRevenueScreen) get the 404 page', async () => {
    await signInForShell('13800000001');
    renderApp('/screenHome');
    await expectHash('#/404', SHELL_TIMEOUT);
  });

  it('operations staff get the 404 page for /screenHome1 too', async () => {
    await signInForShell('13800000001');
    renderApp('/screenHome1');
    await expectHash('#/404', SHELL_TIMEOUT);
  });

  it('and for the standalone address', async () => {
    await signInForShell('13800000001');
    renderApp('/screenHome1?standalone=1');
    await expectHash('#/404', SHELL_TIMEOUT);
  });
});
