/**
 * The big screens in the whole app (tests/integration/renderApp.tsx): outside the
 * shell (no menu), opened by a user with the code; without it, the 404 page.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectHash, renderApp, setupBackend, signInForShell, SHELL_TIMEOUT, SLOW } from '../harness';

vi.mock('@/shared/ui/charts/Chart', () => import('../stubs/chartStub'));
setupBackend();

describe('big-screen routes in the app', SLOW, () => {
  it('/screenHome1 opens the revenue screen outside the shell for finance staff', async () => {
    await signInForShell('13800000003');
    renderApp('/screenHome1');
    expect(await screen.findByRole('heading', { name: '营收大屏' }, { timeout: SHELL_TIMEOUT })).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: '今日营收' }, { timeout: SHELL_TIMEOUT })).toBeInTheDocument();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

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
});
