/**
 * /screenHome1, the revenue big screen: today's and this month's takings and riding-card
 * sales as the embedded backend counts them, its own area selection sent with the
 * request, the 30 s refresh and the failure paths; without the code, /404 and 403.
 */
import { passTime } from '../../clock';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import RevenueScreenPage from '@/features/bigscreen/pages/RevenueScreenPage';
import { bigScreenApi } from '@/features/bigscreen/api';
import { REFRESH_MS } from '@/widgets/bigscreen/BigScreen';
import { money } from '@/shared/utils/format';
import { getCardSales } from '@mocks/db/cardSales';
import { dayOf } from '@mocks/lib/stats';
import { setupBackend, signInAs } from '../harness/backend';
import { renderPage, SLOW } from '../harness/render';
import { btn } from '../harness/queries';
import { chooseArea, expectStat, failWith, n, stat } from './harness';
import { now } from '@/shared/utils/clock';
import { openPage } from '../harness/scenarios';
import { recordsTakings } from '../api/booksRecords';

vi.mock('@/shared/ui/charts/Chart', () => import('../stubs/chartStub'));
setupBackend();
afterEach(() => vi.useRealTimers());

const PATH = '/platform/bigscreen/revenue';
const today = () => dayOf(now());
/** Rides paid today by now (later refunds aside), in the ride's area: the books' basis, as the daily report counts them. */
const takingsToday = (area?: string) =>
  Object.values(recordsTakings(today(), today(), area).get(today()) ?? {}).reduce((sum, fen) => sum + fen, 0);
const cardsToday = () =>
  getCardSales().filter((s) => s.kind === 'riding' && dayOf(s.at) === today() && Date.parse(s.at) <= now());

describe('/screenHome1 revenue big screen', SLOW, () => {
  it('shows today’s takings and riding-card sales as the backend counts them', async () => {
    await openPage(RevenueScreenPage, '/screenHome1', { as: '13800000003' });
    // ¥0.00 just after midnight (nothing has ended yet today), whatever the hour the backend's count
    await expectStat('今日营收', money(takingsToday()));
    expect(stat('今日骑行卡销售')).toBe(money(cardsToday().reduce((s, c) => s + c.amount, 0)));
    expect(screen.getByRole('group', { name: '今日骑行卡销售' })).toHaveTextContent(
      `售出 ${n(cardsToday().length)} 张`,
    );
    expect(screen.getByRole('img', { name: '近30日营收趋势' })).toHaveTextContent('骑行营收');
  });

  it('sends its own area selection and shows that area’s takings', async () => {
    const { user, seen } = await openPage(RevenueScreenPage, '/screenHome1', { capture: PATH });
    await expectStat('今日营收', money(takingsToday()));
    await chooseArea(user, 'SA003');
    await expectStat('今日营收', money(takingsToday('SA003')));
    expect(takingsToday('SA003')).toBeLessThanOrEqual(takingsToday());
    expect(seen.at(-1)?.query.opAreaIds).toBe('SA003');
  });

  it('asks again every 30 s; a failed refresh keeps the last figures and 重试 recovers', async () => {
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
    const { user, seen } = await openPage(RevenueScreenPage, '/screenHome1', { capture: PATH });
    await expectStat('今日营收', money(takingsToday()));
    const shown = stat('今日营收');

    failWith(PATH, '营收统计超时', true);
    await passTime(REFRESH_MS);
    await waitFor(() => expect(seen).toHaveLength(2));
    expect(await screen.findByText(/刷新失败：营收统计超时/)).toBeInTheDocument();
    expect(stat('今日营收')).toBe(shown);

    await user.click(screen.getByRole('button', { name: btn('重试') }));
    await waitFor(() => expect(screen.queryByText(/刷新失败/)).not.toBeInTheDocument());
    expect(seen).toHaveLength(3);
    expect(stat('今日营收')).toBe(shown);
  });

  it('a failed first load says why and 重试 loads the figures', async () => {
    await signInAs();
    failWith(PATH, '营收统计超时', true);
    const { user } = renderPage(RevenueScreenPage, '/screenHome1');
    expect(await screen.findByText('加载失败')).toBeInTheDocument();
    expect(screen.getByText(/营收统计超时/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: btn('重试') }));
    await expectStat('今日营收', money(takingsToday()));
  });

  it('the backend refuses both screens to operations staff (no 0221, no LargeRevenueScreen)', async () => {
    await signInAs('13800000001');
    const signal = new AbortController().signal;
    await expect(bigScreenApi.revenue(undefined, signal)).rejects.toMatchObject({ status: 403 });
    await expect(bigScreenApi.operations(undefined, signal)).rejects.toMatchObject({ status: 403 });
  });
});
