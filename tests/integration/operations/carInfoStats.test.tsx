/**
 * 车辆信息统计: the request carries the range and the chosen service area; the
 * area's row shows its fleet and rides as counted from the seeded vehicles and
 * orders; a failed load shows the server's message and 重试 loads again.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { displayStatus } from '@/shared/utils/vehicleStatus';
import CarInfoStatisticsPage from '@/features/operations/pages/CarInfoStatisticsPage';
import { getOrders } from '@mocks/db/orders';
import { getDb } from '@mocks/db/store';
import { getVehicles } from '@mocks/db/vehicles';
import { dayOf } from '@mocks/lib/stats';
import { captureRequests, setupBackend, signInAs } from '../harness/backend';
import { daysAgo } from '../../clock';
import { SLOW, renderPage } from '../harness/render';
import { choose, cellOf } from '../harness/queries';
import { expectStatsRetried } from '../harness/scenarios';

vi.mock('@/shared/ui/charts/Chart', () => import('../stubs/chartStub'));
setupBackend();

describe('车辆信息统计', SLOW, () => {
  it('sends the range and the chosen area, and shows that area’s fleet and rides', async () => {
    await signInAs();
    const area = getDb().serviceAreas[1];
    const seen = captureRequests('/platform/ops/stats/vehicles');
    const { user } = renderPage(CarInfoStatisticsPage, `/data/car-info-statistics?from=${daysAgo(6)}&to=${daysAgo(0)}`);
    await waitFor(() => expect(seen.at(-1)?.query).toMatchObject({ from: daysAgo(6), to: daysAgo(0) }));
    await choose(user, '服务区', area.name);
    await waitFor(() =>
      expect(seen.at(-1)?.query).toMatchObject({ from: daysAgo(6), to: daysAgo(0), areaId: area.id }),
    );

    const fleet = getVehicles().filter((v) => v.serviceAreaId === area.id);
    const low = fleet.filter((v) => v.battery < 20).length;
    const offline = fleet.filter((v) => ['offline', 'lost'].includes(displayStatus(v))).length;
    const rides = getOrders().filter(
      (o) => o.serviceAreaId === area.id && o.status !== 'cancelled' && dayOf(o.startAt) >= daysAgo(6),
    ).length;
    await waitFor(() =>
      expect(screen.getAllByRole('row').filter((r) => within(r).queryByText(area.name, { exact: true }))).toHaveLength(
        1,
      ),
    );
    expect(cellOf(area.name, 1)).toHaveTextContent(fleet.length.toLocaleString('zh-CN'));
    expect(cellOf(area.name, 4)).toHaveTextContent(String(low));
    expect(cellOf(area.name, 6)).toHaveTextContent(String(offline));
    expect(cellOf(area.name, 8)).toHaveTextContent(rides.toLocaleString('zh-CN'));
    expect(cellOf(area.name, 10)).toHaveTextContent((Math.round((rides / fleet.length / 7) * 100) / 100).toFixed(2));
    expect(cellOf('合计', 8)).toHaveTextContent(rides.toLocaleString('zh-CN'));
    expect(screen.getByRole('img', { name: '每日骑行订单与有骑行车辆' })).toHaveTextContent(`骑行订单:${rides}`);
  });

  it('shows the server’s error with 重试, which loads again', async () => {
    await expectStatsRetried(
      CarInfoStatisticsPage,
      '/data/car-info-statistics',
      '/platform/ops/stats/vehicles',
      '车辆总数',
    );
  });
});
