/**
 * /user-info-detail?id= (070101): the profile by URL; tabs that load the rider's
 * wallet, rides, coupons and tickets from the server; actions that change what
 * the page then shows (balance, refund, deposit, riding card, blacklist); a
 * failed save keeps the dialog's values; actions and tabs follow the codes.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import RiderDetailPage from '@/features/riders/pages/RiderDetailPage';
import { getOrders } from '@mocks/db/orders';
import { getRiders, riderIndex } from '@mocks/db/riders';
import { getDb } from '@mocks/db/store';
import type { RiderRecord as Rider } from '@contract/riders';
import { getWorksheets } from '@mocks/db/worksheets';
import { depositChannel, ordersOfUser, walletOf } from '@mocks/db/wallet';
import { REFUND_DESTINATION } from '@contract/money';
import { getOperatorLogs } from '@mocks/db/operatorLogs';
import { maskPhone, money } from '@/shared/utils/format';
import { useSession } from '@/shared/auth/session';
import { useScope } from '@/shared/scope/store';
import { API, captureRequests, server, setupBackend, signInAs } from '../harness/backend';
import { SLOW, renderPage } from '../harness/render';
import { btn, dialog, lastRequest, pastThrottle, rowKeys, waitForRows } from '../harness/queries';
import { failNextRead, retryFailedLoad } from '../harness/scenarios';

setupBackend();

const field = (label: string): HTMLElement => {
  const th = Array.from(document.querySelectorAll<HTMLElement>('.ant-descriptions-item-label')).find(
    (l) => l.textContent === label,
  );
  if (!th) throw new Error(`no field ${label}`);
  return th.nextElementSibling as HTMLElement;
};
const tabPanel = (): HTMLElement => document.querySelector<HTMLElement>('[role="tabpanel"][aria-hidden="false"]')!;

async function openRider(r: Rider) {
  const page = renderPage(RiderDetailPage, `/user-info-detail?id=${r.userId}`);
  await screen.findByText(r.userId);
  await waitForRows(1, tabPanel());
  return page;
}

describe('the phone number on /user-info-detail', SLOW, () => {
  it('查看 reveals it to a holder of 0705 and writes who saw whose number in the operator log', async () => {
    await signInAs();
    const r = getRiders()[3];
    const { user } = await openRider(r);
    await user.click(within(field('手机号')).getByRole('button', { name: /查看完整手机号/ }));
    await waitFor(() => expect(field('手机号')).toHaveTextContent(r.phone));
    const entry = getOperatorLogs().find((l) => l.action === '查看完整手机号');
    expect(entry).toMatchObject({ phone: '13800000000', target: `用户 ${r.userId}（${maskPhone(r.phone)}）` });
  });

  it('a refused reveal says why and keeps the number masked; without 0705 there is no 查看', async () => {
    await signInAs();
    server.use(
      mswHttp.post(`${API}/platform/privacy/phone`, () =>
        HttpResponse.json({ suc: false, error: { promt: '没有访问权限（需要权限 0705）' } }, { status: 403 }),
      ),
    );
    const r = getRiders()[3];
    const { user, unmount } = await openRider(r);
    await user.click(within(field('手机号')).getByRole('button', { name: /查看完整手机号/ }));
    expect(await within(field('手机号')).findByText('没有访问权限（需要权限 0705）')).toBeInTheDocument();
    expect(field('手机号')).not.toHaveTextContent(r.phone);
    unmount();

    const staff = getDb().roles.find((x) => x.id === 'R002')!;
    staff.codes = [...staff.codes, '070101'];
    useSession.getState().logout();
    await signInAs('13800000001');
    await openRider(r);
    expect(field('手机号')).toHaveTextContent(maskPhone(r.phone));
    expect(within(field('手机号')).queryByRole('button', { name: /查看/ })).toBeNull();
  });
});

describe('/user-info-detail', SLOW, () => {
  it('shows the profile with the phone masked and loads each tab of the rider from the server', async () => {
    await signInAs();
    const r = getRiders().find(
      (x) => x.depositStatus === 'paid' && getWorksheets().some((w) => w.userId === x.userId) && x.balance > 0,
    )!;
    const wallet = captureRequests('/platform/user/wallet');
    const orders = captureRequests('/platform/order/list');
    const tickets = captureRequests('/platform/worksheet/list');
    const coupons = captureRequests('/platform/marketing/rider-coupon');
    const { user } = await openRider(r);
    expect(field('手机号')).toHaveTextContent(maskPhone(r.phone));
    expect(field('手机号')).not.toHaveTextContent(r.phone);
    expect(field('余额')).toHaveTextContent(`¥${(r.balance / 100).toFixed(2)}`);
    expect((await lastRequest(wallet)).query).toEqual({ page: 1, pageSize: 10, userId: r.userId });
    expect(rowKeys(tabPanel())).toEqual(
      walletOf(r)
        .slice(0, 10)
        .map((t) => t.id),
    );

    await user.click(screen.getByRole('tab', { name: /骑行记录/ }));
    expect((await lastRequest(orders)).query).toEqual({ page: 1, pageSize: 10, userId: r.userId });
    await waitFor(() =>
      expect(rowKeys(tabPanel())).toEqual(
        getOrders()
          .filter((o) => o.userId === r.userId)
          .slice(0, 10)
          .map((o) => o.orderId),
      ),
    );
    expect(window.location.hash).toContain('tab=rides');

    await user.click(screen.getByRole('tab', { name: /优惠券/ }));
    expect((await lastRequest(coupons)).query).toEqual({ page: 1, pageSize: 10, userId: r.userId });

    await user.click(screen.getByRole('tab', { name: '工单' }));
    expect((await lastRequest(tickets)).query).toEqual({ page: 1, pageSize: 10, userId: r.userId });
    await waitFor(() =>
      expect(rowKeys(tabPanel()).sort()).toEqual(
        getWorksheets()
          .filter((w) => w.userId === r.userId)
          .map((w) => w.id)
          .sort(),
      ),
    );
  });

  it('a balance adjustment sends fen and a reason, and shows in the balance and the wallet', async () => {
    await signInAs();
    const r = getRiders().find((x) => x.balance === 1500)!;
    const seen = captureRequests('/platform/user/balance/adjust');
    const { user } = await openRider(r);
    await user.click(screen.getByRole('button', { name: '余额调整' }));
    const modal = await dialog('当前余额');
    await user.type(within(modal).getByRole('textbox', { name: '调整金额' }), '12.5');
    // the confirmation says how much and where it goes before it is confirmed
    expect(within(modal).getByText('确认后将增加 ¥12.50，计入用户钱包余额')).toBeInTheDocument();
    await user.type(within(modal).getByRole('textbox', { name: '调整原因' }), '车辆故障补偿');
    await user.click(within(modal).getByRole('button', { name: '确认调整' }));
    expect((await lastRequest(seen)).body).toEqual({ userId: r.userId, amount: 1250, reason: '车辆故障补偿' });
    await waitFor(() => expect(field('余额')).toHaveTextContent('¥27.50'));
    await waitFor(() => expect(rowKeys(tabPanel())[0]).toBe(walletOf(r)[0].id));
    const first = tabPanel().querySelector('.ant-table-tbody tr[data-row-key]')!;
    expect(first.textContent).toContain('+¥12.50');
    expect(first.textContent).toContain('车辆故障补偿');
  });

  it("a refused save keeps the dialog open with the values and the server's reason", async () => {
    await signInAs();
    const r = getRiders().find((x) => x.balance === 500)!;
    const { user } = await openRider(r);
    await user.click(screen.getByRole('button', { name: '余额调整' }));
    const modal = await dialog('当前余额');
    await user.click(within(modal).getByRole('button', { name: '确认调整' }));
    expect(await within(modal).findByText('请输入调整金额')).toBeInTheDocument();
    expect(within(modal).getByText('请填写调整原因')).toBeInTheDocument();
    // no amount, no money line
    expect(within(modal).queryByText(/^确认后将/)).not.toBeInTheDocument();
    await user.click(within(modal).getByRole('radio', { name: '扣减' }));
    await user.type(within(modal).getByRole('textbox', { name: '调整金额' }), '6');
    expect(within(modal).getByText('确认后将扣减 ¥6.00，从用户钱包余额扣除')).toBeInTheDocument();
    await user.type(within(modal).getByRole('textbox', { name: '调整原因' }), '违规停车罚款');
    await pastThrottle();
    await user.click(within(modal).getByRole('button', { name: '确认调整' }));
    expect(await within(modal).findByText('调整后余额不能为负数')).toBeInTheDocument();
    expect(within(modal).getByRole('textbox', { name: '调整金额' })).toHaveValue('6');
    expect(within(modal).getByRole('textbox', { name: '调整原因' })).toHaveValue('违规停车罚款');
    expect(within(modal).getByRole('radio', { name: '扣减' })).toBeChecked();
    expect(r.balance).toBe(500);
  });

  it('an order refund credits the wallet: the refund shows in the wallet and the refunds tab', async () => {
    await signInAs();
    const o = getOrders().find((x) => x.status === 'paid' && x.amount.paid >= 400 && x.payChannel === 'wallet')!;
    const r = riderIndex().get(o.userId)!;
    const before = r.balance;
    const seen = captureRequests('/platform/refund');
    const { user } = await openRider(r);
    await user.click(screen.getByRole('button', { name: btn('退款') }));
    const modal = await dialog('退款类型');
    await user.click(within(modal).getByRole('radio', { name: '订单退款' }));
    await user.type(await within(modal).findByRole('textbox', { name: '订单号' }), o.orderId);
    await user.type(within(modal).getByRole('textbox', { name: '退款金额' }), '3');
    await user.type(within(modal).getByRole('textbox', { name: '退款原因' }), '车辆故障，骑行中断');
    await user.click(within(modal).getByRole('button', { name: '确认退款' }));
    expect((await lastRequest(seen)).body).toEqual({
      kind: 'order',
      userId: r.userId,
      orderId: o.orderId,
      amount: 300,
      reason: '车辆故障，骑行中断',
    });
    await waitFor(() => expect(field('余额')).toHaveTextContent(`¥${((before + 300) / 100).toFixed(2)}`));
    await waitFor(() =>
      expect(tabPanel().querySelector('.ant-table-tbody tr[data-row-key]')!.textContent).toContain(
        '订单退款：车辆故障，骑行中断',
      ),
    );

    await user.click(screen.getByRole('tab', { name: '退款记录' }));
    await waitFor(() =>
      expect(tabPanel().querySelector('.ant-table-tbody tr[data-row-key]')!.textContent).toContain(o.orderId),
    );
  });

  it('the deposit refund and the riding card say how much and where before they are confirmed, and send it', async () => {
    await signInAs();
    const r = getRiders().find((x) => x.depositStatus === 'paid' && x.deposit > 0 && !x.ridingCard && !x.blacklisted)!;
    const channel = REFUND_DESTINATION[depositChannel(r)];
    const deposit = r.deposit;
    const refunds = captureRequests('/platform/refund');
    const cards = captureRequests('/platform/user/riding-card');
    const { user } = await openRider(r);

    await user.click(screen.getByRole('button', { name: btn('退款') }));
    let modal = await dialog('退款类型');
    // a balance refund goes back to the channel the rider paid with, named
    await user.type(within(modal).getByRole('textbox', { name: '退款金额' }), '0.5');
    expect(within(modal).getByText(`确认后将退款 ¥0.50，${channel}`)).toBeInTheDocument();
    await user.click(within(modal).getByRole('radio', { name: '押金退款' }));
    expect(within(modal).getByText(`确认后将全额退还押金 ${money(r.deposit)}，${channel}`)).toBeInTheDocument();
    expect(refunds).toHaveLength(0);
    await user.type(within(modal).getByRole('textbox', { name: '退款原因' }), '用户注销');
    await user.click(within(modal).getByRole('button', { name: '确认退款' }));
    expect((await lastRequest(refunds)).body).toEqual({
      kind: 'deposit',
      userId: r.userId,
      amount: deposit,
      reason: '用户注销',
    });
    await waitFor(() => expect(field('押金')).toHaveTextContent('已退还'));

    await user.click(screen.getByRole('button', { name: '赠送骑行卡' }));
    modal = await dialog('赠送骑行卡');
    expect(
      within(modal).getByText('确认后将赠送月卡 30 天，价值 ¥45.00，计入该用户的骑行卡，由平台承担，不向用户收费'),
    ).toBeInTheDocument();
    const days = within(modal).getByRole('textbox', { name: '天数' });
    // no valid days, no value said
    await user.clear(days);
    expect(within(modal).queryByText(/^确认后将/)).not.toBeInTheDocument();
    await user.type(days, '15');
    expect(
      within(modal).getByText('确认后将赠送月卡 15 天，价值 ¥22.50，计入该用户的骑行卡，由平台承担，不向用户收费'),
    ).toBeInTheDocument();
    expect(cards).toHaveLength(0);
    await user.click(within(modal).getByRole('button', { name: '确认赠送' }));
    expect((await lastRequest(cards)).body).toEqual({ userId: r.userId, name: '月卡', days: 15 });
  });

  it('freezes and recovers the deposit, grants a riding card, and blacklists the rider', async () => {
    await signInAs();
    const r = getRiders().find((x) => x.depositStatus === 'paid' && !x.ridingCard && !x.blacklisted)!;
    const { user } = await openRider(r);

    await user.click(screen.getByRole('button', { name: '冻结押金' }));
    let modal = await dialog('冻结后押金');
    await user.type(within(modal).getByRole('textbox', { name: '冻结原因' }), '涉嫌破坏车辆');
    await user.click(within(modal).getByRole('button', { name: '确认冻结' }));
    await waitFor(() => expect(field('押金')).toHaveTextContent('已冻结'));
    expect(screen.queryByRole('button', { name: '冻结押金' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '恢复押金' }));
    modal = await dialog('恢复原因');
    await user.type(within(modal).getByRole('textbox', { name: '恢复原因' }), '核实无误');
    await user.click(within(modal).getByRole('button', { name: '确认恢复' }));
    await waitFor(() => expect(field('押金')).toHaveTextContent('已缴纳'));
    await user.click(screen.getByRole('tab', { name: '押金' }));
    await waitFor(() => expect(tabPanel().textContent).toContain('恢复押金'));
    expect(tabPanel().textContent).toContain('涉嫌破坏车辆');

    await user.click(screen.getByRole('button', { name: '赠送骑行卡' }));
    modal = await dialog('赠送骑行卡');
    await user.click(within(modal).getByRole('button', { name: '确认赠送' }));
    await waitFor(() => expect(field('骑行卡')).toHaveTextContent(/^月卡（\d{4}-\d{2}-\d{2} 到期）$/));

    await user.click(screen.getByRole('button', { name: '加入黑名单' }));
    modal = await dialog('将无法扫码用车');
    await user.type(within(modal).getByRole('textbox', { name: '拉黑原因' }), '恶意破坏车辆');
    await user.click(within(modal).getByRole('button', { name: '确认拉黑' }));
    await waitFor(() => expect(screen.getByText('黑名单', { selector: '.ant-tag' })).toBeInTheDocument());
    expect(field('拉黑原因')).toHaveTextContent(/恶意破坏车辆（平台管理员 于 .* 加入，永久）/);
    expect(screen.getByRole('button', { name: '移出黑名单' })).toBeInTheDocument();
    expect(r.blacklisted).toBe(true);
    // lifted, the ban stays in the rider's history with the lift above it
    await user.click(screen.getByRole('button', { name: '移出黑名单' }));
    await user.click(within(await dialog('移出后该用户可以正常用车')).getByRole('button', { name: '移 出' }));
    await waitFor(() => expect(r.blacklisted).toBe(false));
    // the 黑名单记录 tab reads the rider's ban records: the lift above the ban, who and why
    await user.click(screen.getByRole('tab', { name: '黑名单记录' }));
    await waitFor(() => expect(tabPanel().querySelectorAll('.ant-table-tbody tr[data-row-key]')).toHaveLength(2));
    const [lifted, ban] = Array.from(tabPanel().querySelectorAll('.ant-table-tbody tr[data-row-key]'));
    expect(lifted.textContent).toMatch(/移出黑名单-平台管理员-$/);
    expect(ban.textContent).toMatch(/加入黑名单恶意破坏车辆平台管理员永久$/);
  });

  it('without the blacklist and ticket codes: no blacklist action and no tickets tab', async () => {
    const role = getDb().roles.find((x) => x.id === 'AR001')!;
    role.codes = role.codes.filter((c) => c !== '08' && c !== 'blacklistEdit' && c !== '0401');
    await signInAs('13800000002');
    const r = getRiders().find((x) => x.serviceAreaId === 'SA001' && x.balance > 0)!;
    await openRider(r);
    expect(screen.getByRole('button', { name: '余额调整' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '加入黑名单' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: '工单' })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /骑行记录/ })).toBeInTheDocument();
  });

  it('with only 用户列表 and 黑名单 (070101, 08) no money or ban buttons; given their action codes, they are there', async () => {
    const role = getDb().roles.find((x) => x.id === 'R002')!;
    role.codes = ['07', '070101', '08'];
    await signInAs('13800000001');
    const r = getRiders().find((x) => x.balance > 0 && !x.blacklisted)!;
    const first = await openRider(r);
    for (const name of ['余额调整', '退款', '赠送骑行卡', '加入黑名单'])
      expect(screen.queryByRole('button', { name: btn(name) })).not.toBeInTheDocument();
    first.unmount();

    role.codes = [...role.codes, 'userBalanceAdjust', 'refund', 'userRidingCard'];
    await signInAs('13800000001');
    await openRider(r);
    for (const name of ['余额调整', '退款', '赠送骑行卡'])
      expect(screen.getByRole('button', { name: btn(name) })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '加入黑名单' })).not.toBeInTheDocument();
  });

  it('a failed load offers 重试', async () => {
    await signInAs();
    const r = getRiders()[10];
    failNextRead(`/platform/user/detail`);
    const { user } = renderPage(RiderDetailPage, `/user-info-detail?id=${r.userId}`);
    await retryFailedLoad(user);
    expect(await screen.findByText(r.userId)).toBeInTheDocument();
  });
});

describe('/user-info-detail as a franchisee (scoped to its two service areas)', SLOW, () => {
  it('a rider outside its areas says 无权查看该记录, with no 重试 and nothing asked again', async () => {
    await signInAs('13800000002');
    const r = getRiders().find((x) => x.serviceAreaId === 'SA003')!;
    const seen = captureRequests('/platform/user/detail');
    renderPage(RiderDetailPage, `/user-info-detail?id=${r.userId}`);
    expect(await screen.findByText('无权查看该记录')).toBeInTheDocument();
    expect(screen.queryByText('加载失败')).toBeNull();
    expect(screen.queryByText('未找到该用户')).toBeNull();
    expect(screen.queryByRole('button', { name: btn('重试') })).toBeNull();
    // said once, by the page: no notification beside it, and not asked again
    expect(screen.queryByText('Forbidden')).toBeNull();
    expect(seen).toHaveLength(1);
  });

  it("counts the rider's rides and payments in its areas only: header figures and the tab agree with the rows", async () => {
    await signInAs('13800000002');
    const own = (id: string) => id === 'SA001' || id === 'SA002';
    const r = getRiders().find(
      (x) =>
        own(x.serviceAreaId) &&
        ordersOfUser(x.userId).some((o) => !own(o.serviceAreaId)) &&
        ordersOfUser(x.userId).some((o) => own(o.serviceAreaId)),
    )!;
    const mine = ordersOfUser(r.userId).filter((o) => own(o.serviceAreaId));
    expect(mine.length).toBeLessThan(r.rides);
    const { user } = renderPage(RiderDetailPage, `/user-info-detail?id=${r.userId}`);
    await screen.findByText(r.userId);
    expect(field('骑行次数')).toHaveTextContent(String(mine.length));
    const paid = mine.reduce((s, o) => s + o.amount.paid, 0);
    expect(field('累计实付')).toHaveTextContent(`¥${(paid / 100).toFixed(2)}`);
    const tab = screen.getByRole('tab', { name: `骑行记录（${mine.length}）` });
    await user.click(tab);
    await waitFor(() => expect(rowKeys(tabPanel())).toEqual(mine.slice(0, 10).map((o) => o.orderId)));
  });
});

describe('/user-info-detail under a header selection', SLOW, () => {
  it("sends the selected areas with the rider's reads: the figures count them, and a new selection reads again", async () => {
    await signInAs();
    const r = getRiders().find(
      (x) =>
        x.serviceAreaId === 'SA001' &&
        ordersOfUser(x.userId).some((o) => o.serviceAreaId === 'SA001') &&
        ordersOfUser(x.userId).some((o) => o.serviceAreaId !== 'SA001'),
    )!;
    const inSa001 = ordersOfUser(r.userId).filter((o) => o.serviceAreaId === 'SA001');
    useScope.getState().setAreas(['SA001']);
    const seen = captureRequests('/platform/user/detail');
    renderPage(RiderDetailPage, `/user-info-detail?id=${r.userId}`);
    await screen.findByText(r.userId);
    expect((await lastRequest(seen)).query).toEqual({ userId: r.userId, opAreaIds: 'SA001' });
    expect(field('骑行次数')).toHaveTextContent(String(inSa001.length));
    expect(screen.getByRole('tab', { name: `骑行记录（${inSa001.length}）` })).toBeInTheDocument();

    act(() => useScope.getState().setAreas(undefined));
    await waitFor(() => expect(field('骑行次数')).toHaveTextContent(String(r.rides)));
    expect((await lastRequest(seen)).query).toEqual({ userId: r.userId });
  });
});
