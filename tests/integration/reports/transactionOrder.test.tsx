/**
 * /report/transaction-order (交易订单, 1502): paid rides by default; a search by pay
 * channel reaches the server and lists only that channel; order numbers open the
 * ride (for operators with 1601); a failed load offers 重试.
 */
import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import TransactionOrderPage from '@/features/reports/pages/TransactionOrderPage';
import { orderIndex } from '@mocks/db/orders';
import { paidAt } from '@mocks/db/wallet';
import { dateTime } from '@/shared/utils/format';
import { setupBackend, signInAs } from '../harness/backend';
import { SLOW, renderPage } from '../harness/render';
import { rowKeys, rowOf, waitForRows } from '../harness/queries';
import { failNextRead, retryFailedLoad, searchBy, openPage } from '../harness/scenarios';

setupBackend();
const PATH = '/report/transaction-order';

describe('/report/transaction-order', SLOW, () => {
  it('lists paid rides; a search by channel is sent and lists only that channel', async () => {
    const { user, seen } = await openPage(TransactionOrderPage, PATH, {
      capture: '/platform/order/list',
      as: '13800000003',
    });
    await waitFor(() => expect(seen.at(-1)?.query).toEqual({ page: 1, pageSize: 20, status: 'paid' }));
    await waitForRows();
    expect(rowKeys().every((k) => orderIndex().get(k)!.status === 'paid')).toBe(true);
    // 支付时间 is when the ride was paid (its wallet line), seconds after it ended
    const first = orderIndex().get(rowKeys()[0])!;
    expect(within(rowOf(first.orderId)).getByText(dateTime(new Date(paidAt(first)).toISOString()))).toBeInTheDocument();

    await searchBy(user, seen, { 支付方式: '微信支付' }, { status: 'paid', payChannel: 'wechat' });
    await waitFor(() => expect(rowKeys().every((k) => orderIndex().get(k)!.payChannel === 'wechat')).toBe(true));
    expect(within(rowOf(rowKeys()[0])).getByText('微信支付')).toBeInTheDocument();
  });

  it('the administrator (1601) can open the ride from its number', async () => {
    await openPage(TransactionOrderPage, PATH, { as: '13800000000' });
    const [first] = await waitForRows();
    expect(within(rowOf(first)).getByRole('link', { name: first })).toHaveAttribute(
      'href',
      `#/user-order-detail?id=${first}`,
    );
  });

  it('a failed load offers 重试', async () => {
    await signInAs('13800000003');
    failNextRead(`/platform/order/list`);
    const { user } = renderPage(TransactionOrderPage, PATH);
    await retryFailedLoad(user);
    expect((await waitForRows()).length).toBe(20);
  });
});
