/**
 * /report/financial-statistics (日统计): the range and the area reach the server;
 * each day's takings are the rides of the area paid that day; a bad range gets the
 * server's message.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import DailyReportPage from '@/features/reports/pages/DailyReportPage';
import { money } from '@/shared/utils/format';
import { getOrders } from '@mocks/db/orders';
import { paidAt } from '@mocks/db/wallet';
import { dayOf } from '@mocks/lib/stats';
import { captureRequests, setupBackend, signInAs } from '../harness/backend';
import { SLOW, renderPage } from '../harness/render';
import { DAY, cell, dayRows, rowOfDate } from './statsTable';
import { now } from '@/shared/utils/clock';
import { isSettled } from '@contract/orders';
import { openPage } from '../harness/scenarios';

vi.mock('@/shared/ui/charts/Chart', () => import('../stubs/chartStub'));
setupBackend();

describe('/report/financial-statistics', SLOW, () => {
  it('sends the range and shows each day’s takings as the area’s rides paid that day', async () => {
    await signInAs('13800000003');
    const seen = captureRequests('/platform/report/daily');
    const day = dayOf(now() - 3 * DAY);
    renderPage(
      DailyReportPage,
      `/report/financial-statistics?from=${dayOf(now() - 6 * DAY)}&to=${dayOf(now())}&areaId=SA001`,
    );
    await waitFor(() =>
      expect(seen.at(-1)?.query).toMatchObject({ from: dayOf(now() - 6 * DAY), to: dayOf(now()), areaId: 'SA001' }),
    );
    const paid = getOrders()
      .filter((o) => o.serviceAreaId === 'SA001' && o.endAt && dayOf(paidAt(o)) === day && isSettled(o.status))
      .reduce((n, o) => n + o.amount.paid, 0);
    await waitFor(() => expect(rowOfDate(day)).toBeDefined());
    expect(cell(rowOfDate(day), '实收')).toHaveTextContent(money(paid));
    expect(dayRows()).toHaveLength(7);
  });

  it('a range that ends before it starts gets the server’s message', async () => {
    await openPage(DailyReportPage, `/report/financial-statistics?from=${dayOf(now())}&to=${dayOf(now() - 5 * DAY)}`, {
      as: '13800000003',
    });
    expect(await screen.findByText('开始日期不能晚于结束日期')).toBeInTheDocument();
    expect(screen.getByText('加载失败')).toBeInTheDocument();
  });
});
