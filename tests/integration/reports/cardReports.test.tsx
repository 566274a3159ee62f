/**
 * /report/riding-card-report and /report/discount-card-report: the kind, the range
 * and the area reach the server; the figures are the card sales of mocks/db (every
 * rider holding a riding card bought it); a bad range or a failed load shows what went wrong.
 */
import { screen, waitFor } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import DiscountCardReportPage from '@/features/reports/pages/DiscountCardReportPage';
import RidingCardReportPage from '@/features/reports/pages/RidingCardReportPage';
import { money } from '@/shared/utils/format';
import { getCardSales } from '@mocks/db/cardSales';
import { getRiders } from '@mocks/db/riders';
import { dayOf } from '@mocks/lib/stats';
import { API, captureRequests, server, setupBackend, signInAs } from '../harness/backend';
import { SLOW, renderPage } from '../harness/render';
import { btn } from '../harness/queries';
import { DAY, cell, dayRows } from './statsTable';
import { now } from '@/shared/utils/clock';
import { openPage } from '../harness/scenarios';

vi.mock('@/shared/ui/charts/Chart', () => import('../stubs/chartStub'));
setupBackend();

const ago = (n: number) => dayOf(now() - n * DAY);

describe('/report/riding-card-report', SLOW, () => {
  it('sends the kind, range and area; the totals per card type are the sales of that area', async () => {
    await signInAs('13800000003');
    const seen = captureRequests('/platform/report/card');
    renderPage(RidingCardReportPage, `/report/riding-card-report?from=${ago(59)}&to=${ago(0)}&areaId=SA001`);
    await waitFor(() =>
      expect(seen.at(-1)?.query).toMatchObject({ kind: 'riding', from: ago(59), to: ago(0), areaId: 'SA001' }),
    );
    const sales = getCardSales().filter(
      (s) => s.kind === 'riding' && s.serviceAreaId === 'SA001' && dayOf(s.at) >= ago(59) && dayOf(s.at) <= ago(0),
    );
    // every holder of a riding card bought one
    const holders = getRiders().filter((r) => r.ridingCard);
    const buyers = new Set(
      getCardSales()
        .filter((s) => s.kind === 'riding')
        .map((s) => s.userId),
    );
    expect(holders.every((r) => buyers.has(r.userId))).toBe(true);
    const monthly = sales.filter((s) => s.card === '月卡');
    expect(monthly.length).toBeGreaterThan(0);
    const total = await screen.findByRole('row', { name: /合计/ });
    expect(cell(total, '售出（张）')).toHaveTextContent(sales.length.toLocaleString('zh-CN'));
    expect(cell(total, '销售额')).toHaveTextContent(money(sales.reduce((n, s) => n + s.amount, 0)));
    expect(cell(total, '月卡（张）')).toHaveTextContent(monthly.length.toLocaleString('zh-CN'));
    expect(cell(total, '月卡金额')).toHaveTextContent(money(monthly.reduce((n, s) => n + s.amount, 0)));
    expect(dayRows().length).toBeGreaterThan(0);
  });

  it('a range that ends before it starts gets the server’s message', async () => {
    await openPage(RidingCardReportPage, `/report/riding-card-report?from=${ago(0)}&to=${ago(1)}`, {
      as: '13800000003',
    });
    expect(await screen.findByText('开始日期不能晚于结束日期')).toBeInTheDocument();
  });
});

describe('/report/discount-card-report', SLOW, () => {
  it('asks for discount cards; after a failed load 重试 shows the sales of the last 30 days', async () => {
    await signInAs('13800000003');
    server.use(mswHttp.get(`${API}/platform/report/card`, () => HttpResponse.error(), { once: true }));
    const seen = captureRequests('/platform/report/card');
    const { user } = renderPage(DiscountCardReportPage, '/report/discount-card-report');
    expect(await screen.findByText('加载失败')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: btn('重试') }));
    await waitFor(() => expect(seen.at(-1)?.query).toMatchObject({ kind: 'discount', from: ago(29), to: ago(0) }));
    const sales = getCardSales().filter(
      (s) => s.kind === 'discount' && dayOf(s.at) >= ago(29) && dayOf(s.at) <= ago(0),
    );
    const total = await screen.findByRole('row', { name: /合计/ });
    expect(cell(total, '售出（张）')).toHaveTextContent(sales.length.toLocaleString('zh-CN'));
    expect(cell(total, '销售额')).toHaveTextContent(money(sales.reduce((n, s) => n + s.amount, 0)));
    expect(screen.queryByText('加载失败')).not.toBeInTheDocument();
  });
});
