/**
 * The user and order screens in the whole app (tests/integration/renderApp.tsx):
 * the routes load their pages under the guard, the list in the shell and the
 * detail pages outside it; a user without the code gets the 404 page.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getOrders } from '@mocks/db/orders';
import { setupBackend, signInForShell } from '../harness/backend';
import { expectHash, renderApp, SHELL_TIMEOUT, SLOW } from '../harness/render';

setupBackend();

describe('user-management routes in the app', SLOW, () => {
  it('/user-info opens the rider list in the shell', async () => {
    await signInForShell('13800000000');
    renderApp('/user-info?depositStatus=frozen');
    expect(await screen.findByText(/共 \d+ 条/, undefined, { timeout: SHELL_TIMEOUT })).toBeInTheDocument();
    expect(document.querySelectorAll('.ant-table-tbody tr[data-row-key]').length).toBeGreaterThan(0);
    expect(screen.getAllByText('用户列表').length).toBeGreaterThan(0);
  });

  it('/user-order-detail opens a ride outside the shell, with Back', async () => {
    await signInForShell('13800000000');
    const o = getOrders()[5];
    renderApp(`/user-order-detail?id=${o.orderId}`);
    expect(await screen.findByText(`订单 ${o.orderId}`, undefined, { timeout: SHELL_TIMEOUT })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /返\s*回/ })).toBeInTheDocument();
  });

  it('operations staff (no 070101) get the 404 page for /user-info', async () => {
    await signInForShell('13800000001');
    renderApp('/user-info');
    await expectHash('#/404', SHELL_TIMEOUT);
  });
});
