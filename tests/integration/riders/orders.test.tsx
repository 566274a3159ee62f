/**
 * /user-order (1601) and /user-order-detail?id=: filters reach the server and the
 * URL; a ride's timeline and fee breakdown; ending a ride in progress, adjusting
 * a fee and refunding change what the page shows; a refund above what was paid
 * fails and keeps the dialog's values; a failed load offers 重试.
 */
import { maskPhone } from '@/shared/utils/format';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import OrderDetailPage from '@/features/orders/pages/OrderDetailPage';
import OrderListPage from '@/features/orders/pages/OrderListPage';
import { getOrders, orderIndex } from '@mocks/db/orders';
import { riderIndex } from '@mocks/db/riders';
import type { Order } from '@contract/orders';
import { walletOf } from '@mocks/db/wallet';
import { captureRequests, setupBackend, signInAs } from '../harness/backend';
import { SLOW, renderPage } from '../harness/render';
import { btn, dialog, lastRequest, pastThrottle, rowKeys, rowOf, waitForRows } from '../harness/queries';
import { failNextRead, refuseNextRead, retryFailedLoad, searchBy, openPage } from '../harness/scenarios';
import { quoteRideEnd } from '@mocks/db/rideEnd';
import { now } from '@/shared/utils/clock';

setupBackend();
const LIST = '/platform/order/list';

const field = (label: string): HTMLElement => {
  const th = Array.from(document.querySelectorAll<HTMLElement>('.ant-descriptions-item-label')).find(
    (l) => l.textContent === label,
  );
  if (!th) throw new Error(`no field ${label}`);
  return th.nextElementSibling as HTMLElement;
};
const header = () => document.querySelector<HTMLElement>('.ant-card-head')!;
const timeline = () => document.querySelector<HTMLElement>('.ant-timeline')!;

async function openOrder(o: Order) {
  const page = renderPage(OrderDetailPage, `/user-order-detail?id=${o.orderId}`);
  await screen.findByText(`订单 ${o.orderId}`);
  return page;
}

describe('/user-order', SLOW, () => {
  it('a search sends status, pay channel and keyword; the rows match and the URL keeps them', async () => {
    const { user, seen } = await openPage(OrderListPage, '/user-order', { capture: LIST });
    expect((await lastRequest(seen)).query).toEqual({ page: 1, pageSize: 20 });
    await waitForRows();
    expect(rowKeys()).toEqual(
      getOrders()
        .slice(0, 20)
        .map((o) => o.orderId),
    );

    await searchBy(user, seen, { 订单状态: '已支付', 支付方式: '支付宝' }, { status: 'paid', payChannel: 'alipay' });
    const expected = getOrders().filter((o) => o.status === 'paid' && o.payChannel === 'alipay');
    await waitFor(() => expect(screen.getByText(`共 ${expected.length} 条`)).toBeInTheDocument());
    expect(rowKeys()).toEqual(expected.slice(0, 20).map((o) => o.orderId));
    expect(within(rowOf(expected[0].orderId)).getByText('支付宝')).toBeInTheDocument();
    expect(window.location.hash).toContain('status=paid');
    expect(window.location.hash).toContain('payChannel=alipay');

    const v = expected[3].vehicleNo;
    await user.type(screen.getByRole('textbox', { name: '关键词' }), v);
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(seen.at(-1)?.query).toEqual({ page: 1, pageSize: 20, status: 'paid', payChannel: 'alipay', keyword: v }),
    );
    await waitFor(() => expect(rowKeys()).toContain(expected[3].orderId));
    expect(rowKeys().every((k) => orderIndex().get(k)!.vehicleNo.includes(v) || k.includes(v))).toBe(true);
  });

  it('pages and sorts on the server; a row opens the ride', async () => {
    const { user, seen } = await openPage(OrderListPage, '/user-order?page=3', { capture: LIST });
    expect((await lastRequest(seen)).query).toEqual({ page: 3, pageSize: 20 });
    await waitForRows();
    expect(rowKeys()).toEqual(
      getOrders()
        .slice(40, 60)
        .map((o) => o.orderId),
    );
    await user.click(screen.getAllByText('实付', { selector: '.ant-table-column-title' })[0]);
    await waitFor(() =>
      expect(seen.at(-1)?.query).toEqual({ page: 1, pageSize: 20, sortField: 'paid', sortOrder: 'ascend' }),
    );
    await waitForRows();
    const o = orderIndex().get(rowKeys()[0])!;
    await user.click(within(rowOf(o.orderId)).getByRole('link', { name: '详情' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(`/user-order-detail?id=${o.orderId}`);
  });

  it('a failed load offers 重试', async () => {
    await signInAs();
    failNextRead(`${LIST}`);
    const { user } = renderPage(OrderListPage, '/user-order?status=riding');
    await retryFailedLoad(user);
    await waitForRows();
    expect(rowKeys().every((k) => orderIndex().get(k)!.status === 'riding')).toBe(true);
  });
});

describe('/user-order-detail', SLOW, () => {
  it('shows the timeline and the fee breakdown of a paid ride', async () => {
    await signInAs();
    const o = getOrders().find((x) => x.status === 'paid' && x.endedOutsideParking && x.amount.dispatchFee > 0)!;
    const { user } = await openOrder(o);
    expect(within(header()).getByText('已支付')).toBeInTheDocument();
    expect(field('手机号')).toHaveTextContent(maskPhone(o.phone));
    expect(field('还车位置')).toHaveTextContent('停车点外');
    const steps = within(timeline())
      .getAllByText(/扫码开锁|还车锁车|生成账单|支付成功/)
      .map((e) => e.textContent);
    expect(steps.filter((s) => s !== '临时停车')).toEqual(['扫码开锁', '还车锁车', '生成账单', '支付成功']);
    // the payment names its channel once: 微信支付 ¥8.00, never 微信支付支付
    expect(within(timeline()).getByText(/^(微信支付|支付宝支付|钱包余额支付) ¥\d+\.\d{2}/)).toBeInTheDocument();
    expect(within(timeline()).queryByText(/支付支付/)).toBeNull();
    await user.click(screen.getByRole('tab', { name: '费用明细' }));
    expect(field('调度费')).toHaveTextContent(`¥${(o.amount.dispatchFee / 100).toFixed(2)}`);
    expect(field('可退金额')).toHaveTextContent(`¥${(o.amount.paid / 100).toFixed(2)}`);
    expect(screen.getByText('暂无退款')).toBeInTheDocument();
  });

  it("a franchisee's ride of another area's rider names the rider as text, its own rider as a link", async () => {
    await signInAs('13800000002');
    const own = (id: string) => id === 'SA001' || id === 'SA002';
    const home = (o: Order) => riderIndex().get(o.userId)!.serviceAreaId;
    const visitor = getOrders().find((x) => own(x.serviceAreaId) && !own(home(x)))!;
    const local = getOrders().find((x) => own(x.serviceAreaId) && own(home(x)))!;
    const first = await openOrder(visitor);
    expect(field('用户')).toHaveTextContent(riderIndex().get(visitor.userId)!.name);
    expect(within(field('用户')).queryByRole('link')).toBeNull();
    first.unmount();
    await openOrder(local);
    expect(within(field('用户')).getByRole('link', { name: riderIndex().get(local.userId)!.name })).toHaveAttribute(
      'href',
      expect.stringContaining(local.userId),
    );
  });

  it('ends a ride in progress after confirming: priced, unpaid, in the timeline', async () => {
    await signInAs();
    // a ride with something to pay once discounted (a coupon the rider holds may cover a short one)
    const o = getOrders().find((x) => x.status === 'riding' && quoteRideEnd(x, now()).due > 0)!;
    const seen = captureRequests('/platform/order/end');
    const { user } = await openOrder(o);
    expect(within(header()).getByText('骑行中')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '调整费用' })).not.toBeInTheDocument();
    const quoted = captureRequests('/platform/order/fee-quote');
    await user.click(screen.getByRole('button', { name: '结束订单' }));
    const confirm = await dialog('将被锁车');
    // the fee the end will book, and who pays it how, before it is confirmed
    const q = quoteRideEnd(o, now());
    const fee = `¥${(q.due / 100).toFixed(2)}`;
    const payer = { wallet: '由用户从钱包支付', wechat: '由用户通过微信支付', alipay: '由用户通过支付宝支付' }[
      q.channel
    ];
    expect(
      await within(confirm).findByText(new RegExp(`^确认后将结算 ${fee.replace('.', '\\.')}，${payer}`)),
    ).toBeInTheDocument();
    expect((await lastRequest(quoted)).query).toEqual({ orderId: o.orderId });
    expect(seen).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: '结束订单' }));
    expect((await lastRequest(seen)).body).toEqual({ orderId: o.orderId });
    await waitFor(() => expect(within(timeline()).getByText(`锁车并计费，应付 ${fee}`)).toBeInTheDocument());
    await waitFor(() => expect(within(header()).getByText('待支付')).toBeInTheDocument());
    expect(within(timeline()).getByText('后台结束订单')).toBeInTheDocument();
    expect(field('结束时间')).not.toHaveTextContent('骑行中');
    expect(screen.queryByRole('button', { name: '结束订单' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '调整费用' })).toBeInTheDocument();
  });

  it('结束订单 whose quote fails says why and offers 重试; the ride cannot be ended until the fee is known', async () => {
    await signInAs();
    const o = getOrders().find((x) => x.status === 'riding')!;
    const seen = captureRequests('/platform/order/end');
    const { user } = await openOrder(o);
    refuseNextRead('/platform/order/fee-quote', '计费配置读取失败');
    await user.click(screen.getByRole('button', { name: '结束订单' }));
    const confirm = await dialog('将被锁车');
    expect(await within(confirm).findByText('费用计算失败')).toBeInTheDocument();
    expect(within(confirm).getByText('计费配置读取失败')).toBeInTheDocument();
    expect(within(confirm).getByRole('button', { name: '结束订单' })).toBeDisabled();
    await user.click(within(confirm).getByRole('button', { name: btn('重试') }));
    expect(await within(confirm).findByText(/^确认后将结算 ¥\d+\.\d{2}，由用户/)).toBeInTheDocument();
    expect(within(confirm).getByRole('button', { name: '结束订单' })).toBeEnabled();
    expect(seen).toHaveLength(0);
  });

  it('adjusting the fee of a paid ride refunds the difference to the wallet', async () => {
    await signInAs();
    const o = getOrders().find(
      (x) => x.status === 'paid' && x.amount.dispatchFee === 500 && x.amount.paid > 500 && x.payChannel === 'wallet',
    )!;
    const r = riderIndex().get(o.userId)!;
    const before = r.balance;
    const seen = captureRequests('/platform/order/adjust');
    const { user } = await openOrder(o);
    await user.click(screen.getByRole('button', { name: '调整费用' }));
    const modal = await dialog('已支付的订单只能调低费用');
    const fee = within(modal).getByRole('textbox', { name: '调度费' });
    // the fee as it stands: no money moves, no money line
    expect(within(modal).queryByText(/^确认后将/)).not.toBeInTheDocument();
    await user.clear(fee);
    await user.type(fee, '0');
    // how much goes back, and where, before it is confirmed
    expect(within(modal).getByText('确认后将退还差额 ¥5.00，退回钱包')).toBeInTheDocument();
    expect(seen).toHaveLength(0);
    await user.type(within(modal).getByRole('textbox', { name: '调整原因' }), '停车点内还车，定位漂移');
    await user.click(within(modal).getByRole('button', { name: '确认调整' }));
    expect((await lastRequest(seen)).body).toMatchObject({
      orderId: o.orderId,
      dispatchFee: 0,
      base: o.amount.base,
      reason: '停车点内还车，定位漂移',
    });
    await waitFor(() => expect(within(timeline()).getByText('费用调整')).toBeInTheDocument());
    expect(within(timeline()).getByText(/差额 ¥5\.00 退回钱包/)).toBeInTheDocument();
    expect(r.balance).toBe(before + 500);
    expect(walletOf(r)[0]).toMatchObject({ kind: 'refund', amount: 500 });
  });

  it('the refund dialog of a ride paid by WeChat says the money goes back to WeChat; 0.015 is refused under the field and nothing is sent', async () => {
    await signInAs();
    const o = getOrders().find((x) => x.status === 'paid' && x.amount.paid >= 300 && x.payChannel === 'wechat')!;
    const seen = captureRequests('/platform/refund');
    const { user } = await openOrder(o);
    await user.click(screen.getByRole('button', { name: btn('退款') }));
    const modal = await dialog('退款将原路退回微信');
    const amount = within(modal).getByRole('textbox', { name: '退款金额' });
    // the whole refundable amount to start with, said with its channel
    expect(
      within(modal).getByText(`确认后将退款 ¥${(amount as HTMLInputElement).value}，原路退回微信`),
    ).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '0.015');
    // not an amount: no money line
    expect(within(modal).queryByText(/^确认后将/)).not.toBeInTheDocument();
    await user.type(within(modal).getByRole('textbox', { name: '退款原因' }), '计费异常');
    await user.click(within(modal).getByRole('button', { name: '确认退款' }));
    expect(await within(modal).findByText('退款金额须在 0.01～10000 元之间')).toBeInTheDocument();
    expect(amount).toHaveValue('0.015');
    expect(seen.filter((x) => x.method === 'POST')).toEqual([]);
    expect(orderIndex().get(o.orderId)!.status).toBe('paid');
  });

  it('a refund above what was paid fails and keeps the values; a valid part of it goes back to the wallet and marks the ride 部分退款', async () => {
    await signInAs();
    const o = getOrders().find((x) => x.status === 'paid' && x.amount.paid >= 300 && x.payChannel === 'wallet')!;
    const paid = o.amount.paid;
    const seen = captureRequests('/platform/refund');
    const { user } = await openOrder(o);
    await user.click(screen.getByRole('button', { name: btn('退款') }));
    const modal = await dialog('退款将退回钱包');
    const amount = within(modal).getByRole('textbox', { name: '退款金额' });
    expect(amount).toHaveValue((paid / 100).toFixed(2));
    await user.clear(amount);
    await user.type(amount, ((paid + 100) / 100).toFixed(2));
    await user.type(within(modal).getByRole('textbox', { name: '退款原因' }), '计费异常');
    await user.click(within(modal).getByRole('button', { name: '确认退款' }));
    expect(await within(modal).findByText('退款金额不能超过可退金额')).toBeInTheDocument();
    expect(amount).toHaveValue(((paid + 100) / 100).toFixed(2));
    expect(within(modal).getByRole('textbox', { name: '退款原因' })).toHaveValue('计费异常');
    expect(orderIndex().get(o.orderId)!.status).toBe('paid');

    await pastThrottle();
    await user.clear(amount);
    await user.type(amount, '2');
    expect(within(modal).getByText('确认后将退款 ¥2.00，退回钱包')).toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: '确认退款' }));
    await waitFor(() =>
      expect(seen.filter((x) => x.method === 'POST').at(-1)?.body).toEqual({
        kind: 'order',
        orderId: o.orderId,
        userId: o.userId,
        amount: 200,
        reason: '计费异常',
      }),
    );
    await waitFor(() => expect(within(header()).getByText('部分退款')).toBeInTheDocument());
    expect(within(timeline()).getByText('退款 ¥2.00')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: '费用明细' }));
    expect(field('已退款')).toHaveTextContent('¥2.00');
    expect(field('可退金额')).toHaveTextContent(`¥${((paid - 200) / 100).toFixed(2)}`);
  });
});
