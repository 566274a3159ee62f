/**
 * /screenHome, the operations big screen: the figures as the embedded backend counts
 * them, its own area selection sent with the request, the 30 s refresh, and the
 * failure paths (first load with 重试; a failed refresh keeps the last figures).
 */
import { passTime } from '../../clock';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import OperationsScreenPage from '@/features/bigscreen/pages/OperationsScreenPage';
import { REFRESH_MS } from '@/widgets/bigscreen/BigScreen';
import { useScope } from '@/shared/scope/store';
import { displayStatus } from '@/shared/utils/vehicleStatus';
import { getOrders } from '@mocks/db/orders';
import { getVehicles } from '@mocks/db/vehicles';
import { dayOf } from '@mocks/lib/stats';
import { captureRequests, server, setupBackend, signInAs } from '../harness/backend';
import { renderPage, SLOW } from '../harness/render';
import { btn } from '../harness/queries';
import { chooseArea, expectStat, failWith, n, stat } from './harness';
import { now } from '@/shared/utils/clock';
import { openPage } from '../harness/scenarios';

vi.mock('@/shared/ui/charts/Chart', () => import('../stubs/chartStub'));
vi.mock('@/widgets/map/MapView', () => import('../vehicles/mapStub'));
setupBackend();
afterEach(() => vi.useRealTimers());

const PATH = '/platform/bigscreen/operations';
const vehicles = (area?: string) => getVehicles().filter((v) => !area || v.serviceAreaId === area);
const ridesToday = (area?: string) =>
  getOrders().filter(
    (o) => o.status !== 'cancelled' && dayOf(o.startAt) === dayOf(now()) && (!area || o.serviceAreaId === area),
  ).length;

describe('/screenHome operations big screen', SLOW, () => {
  it('shows the fleet and today’s rides as the backend counts them', async () => {
    await openPage(OperationsScreenPage, '/screenHome');
    await expectStat('车辆总数', n(vehicles().length));
    expect(stat('可骑行')).toBe(n(vehicles().filter((v) => displayStatus(v) === 'available').length));
    expect(stat('今日骑行')).toBe(n(ridesToday()));
    // the map asks for its view: every vehicle of the screen's areas, single points at this fleet's size
    await waitFor(() =>
      expect(screen.getByRole('region', { name: '车辆分布地图' })).toHaveAttribute(
        'data-points',
        String(vehicles().length),
      ),
    );
    expect(screen.getByText(/^数据更新于 \d\d:\d\d:\d\d$/)).toBeInTheDocument();
  });

  it('sends its own area selection (not the header’s) and shows that area’s figures', async () => {
    await signInAs();
    useScope.getState().setAreas(['SA002']);
    const seen = captureRequests(PATH);
    const { user } = renderPage(OperationsScreenPage, '/screenHome');
    await expectStat('车辆总数', n(vehicles().length));
    expect(seen[0].query.opAreaIds).toBeUndefined();

    await chooseArea(user, 'SA001');
    await expectStat('车辆总数', n(vehicles('SA001').length));
    expect(vehicles('SA001').length).toBeLessThan(vehicles().length);
    expect(seen.at(-1)?.query.opAreaIds).toBe('SA001');
    expect(stat('今日骑行')).toBe(n(ridesToday('SA001')));
    expect(useScope.getState().bigScreenAreaIds).toEqual(['SA001']);
    expect(useScope.getState().opAreaIds).toEqual(['SA002']);
    expect(screen.getByRole('button', { name: '选择服务区' })).toHaveTextContent('1 个');
  });

  it('asks again every 30 s', async () => {
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
    await signInAs();
    const seen = captureRequests(PATH);
    renderPage(OperationsScreenPage, '/screenHome');
    await expectStat('车辆总数', n(vehicles().length));
    expect(seen).toHaveLength(1);
    await passTime(REFRESH_MS - 1000);
    expect(seen).toHaveLength(1);
    await passTime(1000);
    await waitFor(() => expect(seen).toHaveLength(2));
    expect(REFRESH_MS).toBe(30000);
  });

  it('a failed first load says why and 重试 loads the figures', async () => {
    await signInAs();
    failWith(PATH, '统计服务繁忙', true);
    const { user } = renderPage(OperationsScreenPage, '/screenHome');
    expect(await screen.findByText('加载失败')).toBeInTheDocument();
    expect(screen.getByText(/统计服务繁忙/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: btn('重试') }));
    await expectStat('车辆总数', n(vehicles().length));
    expect(screen.queryByText('加载失败')).not.toBeInTheDocument();
  });

  it('a failed refresh keeps the last figures with a notice, and 重试 recovers', async () => {
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
    const { user } = await openPage(OperationsScreenPage, '/screenHome');
    await expectStat('车辆总数', n(vehicles().length));
    const updatedAt = () => /数据更新于 (\d\d:\d\d:\d\d)/.exec(screen.getByText(/^数据更新于/).textContent ?? '')?.[1];
    const updated = updatedAt();
    expect(updated).toBeDefined();

    failWith(PATH, '统计服务繁忙');
    await passTime(REFRESH_MS);
    expect(await screen.findByText(/刷新失败：统计服务繁忙/)).toBeInTheDocument();
    expect(stat('车辆总数')).toBe(n(vehicles().length));
    expect(updatedAt()).toBe(updated);

    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: btn('重试') }));
    await waitFor(() => expect(screen.queryByText(/刷新失败/)).not.toBeInTheDocument());
    expect(stat('车辆总数')).toBe(n(vehicles().length));
  });
});
