/**
 * /carReturn-approve (returnCarApp): the search sends the order number; the
 * drawer shows the photo, the ride and its fees with a link to the order;
 * approving (its confirmation says what it refunds and where) waives the order's
 * dispatch fee and leaves the pending tab; a
 * failed approval is shown and the request stays pending.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import ReturnCarPage from '@/features/reviews/pages/ReturnCarPage';
import { billOf, orderIndex } from '@mocks/db/orders';
import { REFUND_DESTINATION } from '@contract/money';
import { refundsOfOrder } from '@mocks/db/refunds';
import { getReturnCars } from '@mocks/db/reviews';
import { API, captureRequests, server, setupBackend, signInAs } from '../harness/backend';
import { renderPage, PAGE_TEST_TIMEOUT } from '../harness/render';
import { btn, dialog, lastRequest, rowKeys, rowOf, statusTab, waitForRows, typeInto } from '../harness/queries';
import { openPage } from '../harness/scenarios';

setupBackend();

describe('return-car review', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('searches by order number', async () => {
    await signInAs();
    const target = getReturnCars().filter((r) => r.status === 'pending')[7];
    const seen = captureRequests('/platform/review/return-car/list');
    const { user } = renderPage(ReturnCarPage, '/carReturn-approve');
    await waitForRows();
    await typeInto(user, screen.getByRole('textbox', { name: '关键词' }), target.orderId);
    await user.click(screen.getByRole('button', { name: btn('查询') }));
    await waitFor(() => expect(seen.at(-1)?.query).toMatchObject({ status: 'pending', keyword: target.orderId }));
    await waitFor(() => expect(rowKeys()).toEqual([target.id]));
  });

  it('approving from the drawer waives the dispatch fee of the order, and the request leaves the pending tab', async () => {
    const { user } = await openPage(ReturnCarPage, '/carReturn-approve');
    const [id] = await waitForRows();
    const item = getReturnCars().find((r) => r.id === id)!;
    const before = { ...orderIndex().get(item.orderId)!.amount };
    expect(before.dispatchFee).toBe(500);

    await user.click(within(rowOf(id)).getByRole('button', { name: btn('详情') }));
    const drawer = await dialog(`还车审核 · ${id}`);
    expect(within(drawer).getByRole('img', { name: '用户上传的还车照片' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml/),
    );
    expect(within(drawer).getAllByRole('link', { name: item.orderId })[0]).toHaveAttribute(
      'href',
      `#/user-order-detail?id=${item.orderId}`,
    );
    // the fee under appeal, and the order's dispatch fee as it is now
    expect(within(drawer).getAllByText('¥5.00')).toHaveLength(2);

    await user.click(within(drawer).getByRole('button', { name: btn('通过') }));
    // the confirmation says what the approval does to the ride's money
    const o = orderIndex().get(item.orderId)!;
    const says =
      o.status === 'unpaid'
        ? '确认后将免除调度费 ¥5.00，该订单待支付金额相应减少。确定通过吗？'
        : `确认后将退款 ¥5.00，${REFUND_DESTINATION[billOf(o).channel]}（免除调度费 ¥5.00）。确定通过吗？`;
    await user.click(within(await dialog(says)).getByRole('button', { name: btn('通过') }));
    await waitFor(() => expect(rowKeys()).not.toContain(id));
    expect(screen.queryByText(`还车审核 · ${id}`)).not.toBeInTheDocument();
    const after = orderIndex().get(item.orderId)!.amount;
    expect(after.dispatchFee).toBe(0);
    // what was paid stays on record; a paid fee went back to the wallet as a refund
    expect(after.paid).toBe(before.paid);
    expect(refundsOfOrder(item.orderId).map((f) => f.amount)).toEqual(before.paid > 0 ? [500] : []);

    // the approved tab shows the ride with the fee waived
    await user.click(statusTab('已通过'));
    await waitFor(() => expect(rowKeys()).toContain(id));
    await user.click(within(rowOf(id)).getByRole('button', { name: btn('详情') }));
    const done = await dialog(`还车审核 · ${id}`);
    expect(within(done).getByText(/¥0\.00（已免除）/)).toBeInTheDocument();
  });

  it('approving the appeal of a ride paid by WeChat says that it refunds ¥5.00 原路退回微信, and does', async () => {
    await signInAs();
    const paidByWechat = (orderId: string) => {
      const o = orderIndex().get(orderId);
      return o?.status === 'paid' && billOf(o).channel === 'wechat';
    };
    const item = getReturnCars().find((r) => r.status === 'pending' && paidByWechat(r.orderId))!;
    expect(item).toBeDefined();
    const sent = captureRequests('/platform/review/return-car/approve');
    const { user } = renderPage(ReturnCarPage, `/carReturn-approve?keyword=${item.orderId}`);
    await waitFor(() => expect(rowKeys()).toEqual([item.id]));
    await user.click(within(rowOf(item.id)).getByRole('button', { name: btn('通过') }));
    // the money dialogs' wording: how much and where, before it is confirmed
    const confirm = await dialog('退款 ¥5.00，原路退回微信');
    expect(confirm).toHaveTextContent('确认后将退款 ¥5.00，原路退回微信（免除调度费 ¥5.00）。确定通过吗？');
    expect(sent).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: btn('通过') }));
    expect((await lastRequest(sent)).body).toEqual({ id: item.id });
    await waitFor(() => expect(refundsOfOrder(item.orderId)).toHaveLength(1));
    expect(refundsOfOrder(item.orderId)[0]).toMatchObject({ amount: 500, channel: 'wechat' });
  });

  it('a failed approval is shown and the request stays pending', async () => {
    await signInAs();
    server.use(
      mswHttp.post(`${API}/platform/review/return-car/approve`, () =>
        HttpResponse.json({ suc: false, error: { promt: '订单正在结算，请稍后再试' } }),
      ),
    );
    const { user } = renderPage(ReturnCarPage, '/carReturn-approve');
    const [id] = await waitForRows();
    await user.click(within(rowOf(id)).getByRole('button', { name: btn('通过') }));
    await user.click(within(await dialog('确定通过吗？')).getByRole('button', { name: btn('通过') }));
    expect(await screen.findByText('订单正在结算，请稍后再试')).toBeInTheDocument();
    expect(rowKeys()).toContain(id);
    const item = getReturnCars().find((r) => r.id === id)!;
    expect(item.status).toBe('pending');
    expect(orderIndex().get(item.orderId)!.amount.dispatchFee).toBe(500);
  });
});
