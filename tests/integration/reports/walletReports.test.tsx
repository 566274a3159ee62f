/**
 * /report/wallet-report and /report/deposit-report: the range and the area reach the
 * server; a day's figures are the sums of the riders' wallet transactions and deposit
 * events of that day; a bad range or a failed load shows what went wrong.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import DepositReportPage from '@/features/reports/pages/DepositReportPage';
import WalletReportPage from '@/features/reports/pages/WalletReportPage';
import { money } from '@/shared/utils/format';
import { getOrders } from '@mocks/db/orders';
import { getRiders } from '@mocks/db/riders';
import { depositLogOf, walletOf } from '@mocks/db/wallet';
import { dayOf } from '@mocks/lib/stats';
import { captureRequests, setupBackend, signInAs } from '../harness/backend';
import { SLOW, renderPage } from '../harness/render';
import { failNextRead, retryFailedLoad, openPage } from '../harness/scenarios';
import { DAY, cell, dayRows, rowOfDate } from './statsTable';
import { now } from '@/shared/utils/clock';
import { http } from '@/shared/http/client';
import type { WalletRow } from '@contract/schemas/reports';

vi.mock('@/shared/ui/charts/Chart', () => import('../stubs/chartStub'));
setupBackend();

const ago = (n: number) => dayOf(now() - n * DAY);
const ridersIn = (areaId: string) => getRiders().filter((r) => r.serviceAreaId === areaId);

describe('/report/wallet-report', SLOW, () => {
  it('sends the range and the area; a day shows the top-ups and refunds of the area’s riders and the spending on its rides', async () => {
    await signInAs('13800000003');
    const seen = captureRequests('/platform/report/wallet');
    renderPage(WalletReportPage, `/report/wallet-report?from=${ago(6)}&to=${ago(0)}&areaId=SA002`);
    await waitFor(() => expect(seen.at(-1)?.query).toMatchObject({ from: ago(6), to: ago(0), areaId: 'SA002' }));
    const day = ago(2);
    // a ride's payment and refund count in the ride's area, the rest in the rider's
    const rideArea = new Map(getOrders().map((o) => [o.orderId, o.serviceAreaId]));
    const txns = getRiders()
      .flatMap((r) => walletOf(r).map((t) => ({ t, area: t.orderId ? rideArea.get(t.orderId) : r.serviceAreaId })))
      .filter(({ t, area }) => area === 'SA002' && t.account === 'cash' && dayOf(t.createdAt) === day)
      .map(({ t }) => t);
    const of = (kind: string) => txns.filter((t) => t.kind === kind).reduce((n, t) => n + t.amount, 0);
    await waitFor(() => expect(rowOfDate(day)).toBeDefined());
    expect(of('recharge')).toBeGreaterThan(0);
    expect(cell(rowOfDate(day), '充值金额')).toHaveTextContent(money(of('recharge')));
    expect(cell(rowOfDate(day), '骑行消费')).toHaveTextContent(money(-of('ride')));
    const refunds = txns.filter((t) => t.kind === 'refund');
    const into = refunds.filter((t) => t.amount > 0).reduce((n, t) => n + t.amount, 0);
    expect(cell(rowOfDate(day), '订单退款入账')).toHaveTextContent(money(into));
    expect(cell(rowOfDate(day), '余额退款')).toHaveTextContent(money(into - of('refund')));
    expect(cell(rowOfDate(day), '余额变动')).toHaveTextContent(money(txns.reduce((n, t) => n + t.amount, 0)));
    expect(dayRows()).toHaveLength(7);
  });

  it('a balance refund is money leaving the wallet: counted under 余额退款, not as a refund into it', async () => {
    await signInAs('13800000000');
    const rider = ridersIn('SA002').find((r) => r.balance >= 100)!;
    const today = ago(0);
    const read = async () =>
      (await http.get<{ rows: WalletRow[] }>('/platform/report/wallet', { from: today, to: today, areaId: 'SA002' }))
        .rows[0];
    const before = await read();
    for (let i = 0; i < 3; i++)
      await http.post('/platform/refund', { kind: 'balance', userId: rider.userId, amount: 1, reason: '退余额' });
    const after = await read();
    expect(after).toMatchObject({
      refunds: before.refunds,
      refunded: before.refunded,
      withdrawals: before.withdrawals + 3,
      withdrawn: before.withdrawn + 3,
      net: before.net - 3,
    });
    renderPage(WalletReportPage, `/report/wallet-report?from=${ago(6)}&to=${today}&areaId=SA002`);
    await waitFor(() => expect(cell(rowOfDate(today), '余额退款笔数')).toHaveTextContent(String(after.withdrawals)));
    expect(cell(rowOfDate(today), '订单退款入账')).toHaveTextContent(money(after.refunded));
  });

  it('a range that ends before it starts gets the server’s message', async () => {
    await openPage(WalletReportPage, `/report/wallet-report?from=${ago(0)}&to=${ago(3)}`, { as: '13800000003' });
    expect(await screen.findByText('开始日期不能晚于结束日期')).toBeInTheDocument();
    expect(screen.getByText('加载失败')).toBeInTheDocument();
  });
});

describe('/report/deposit-report', SLOW, () => {
  it('sends the range and the area; the totals are the deposits paid and refunded in the range', async () => {
    await signInAs('13800000003');
    const seen = captureRequests('/platform/report/deposit');
    renderPage(DepositReportPage, `/report/deposit-report?from=${ago(29)}&to=${ago(0)}&areaId=SA001`);
    await waitFor(() => expect(seen.at(-1)?.query).toMatchObject({ from: ago(29), to: ago(0), areaId: 'SA001' }));
    const events = ridersIn('SA001')
      .flatMap((r) => depositLogOf(r))
      .filter((e) => dayOf(e.at) >= ago(29) && dayOf(e.at) <= ago(0));
    const of = (action: string) => events.filter((e) => e.action === action).reduce((n, e) => n + e.amount, 0);
    expect(of('pay')).toBeGreaterThan(0);
    const total = await screen.findByRole('row', { name: /合计/ });
    expect(cell(total, '缴纳金额')).toHaveTextContent(money(of('pay')));
    expect(cell(total, '退还金额')).toHaveTextContent(money(of('refund')));
    expect(cell(total, '冻结金额')).toHaveTextContent(money(of('freeze')));
  });

  it('a failed load shows the error and 重试 loads the report', async () => {
    await signInAs('13800000003');
    failNextRead(`/platform/report/deposit`);
    const { user } = renderPage(DepositReportPage, '/report/deposit-report');
    await retryFailedLoad(user);
    await waitFor(() => expect(dayRows()).toHaveLength(30));
    expect(screen.queryByText('加载失败')).not.toBeInTheDocument();
  });
});
