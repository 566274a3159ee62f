/**
 * 站点统计: the request carries the range and the chosen service area; each parking
 * station's pickups and returns are the seeded rides that started and ended in it;
 * stations where returns outrun pickups by more than their spaces are flagged 需调出;
 * a failed load shows the server's message and 重试 loads again.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import StationStatisticsPage from '@/features/operations/pages/StationStatisticsPage';
import { getFences } from '@mocks/db/fences';
import { pointInPolygon } from '@mocks/db/geo';
import { getOrders } from '@mocks/db/orders';
import { getDb } from '@mocks/db/store';
import { dayOf } from '@mocks/lib/stats';
import { captureRequests, setupBackend, signInAs } from '../harness/backend';
import { daysAgo } from '../../clock';
import { SLOW, renderPage } from '../harness/render';
import { choose } from '../harness/queries';
import { expectStatsRetried } from '../harness/scenarios';

vi.mock('@/shared/ui/charts/Chart', () => import('../stubs/chartStub'));
setupBackend();

const bodyRows = () =>
  screen.getAllByRole('row').filter((r) => r.closest('tbody') && within(r).queryAllByRole('cell').length > 3);
const cells = (row: HTMLElement) => within(row).getAllByRole('cell');

/** Pickups and returns of each station from the seeded rides started in the range. */
function counted(from: string, areaId: string) {
  const out = new Map<string, { pickups: number; returns: number }>();
  const of = (id: string) => out.get(id) ?? out.set(id, { pickups: 0, returns: 0 }).get(id)!;
  for (const o of getOrders()) {
    if (o.serviceAreaId !== areaId || o.status === 'cancelled' || dayOf(o.startAt) < from) continue;
    if (o.startStationId) of(o.startStationId).pickups += 1;
    if (o.endAt && o.endStationId) of(o.endStationId).returns += 1;
  }
  return out;
}

describe('站点统计', SLOW, () => {
  it('sends the range and area; the busiest station comes first with its pickups and returns; piling stations are flagged', async () => {
    await signInAs();
    const area = getDb().serviceAreas[0];
    const seen = captureRequests('/platform/ops/stats/stations');
    const { user } = renderPage(StationStatisticsPage, `/data/station-statistics?from=${daysAgo(29)}&to=${daysAgo(0)}`);
    await waitFor(() => expect(seen.at(-1)?.query).toMatchObject({ from: daysAgo(29), to: daysAgo(0) }));
    await choose(user, '服务区', area.name);
    await waitFor(() =>
      expect(seen.at(-1)?.query).toMatchObject({ from: daysAgo(29), to: daysAgo(0), areaId: area.id }),
    );
    await waitFor(() => expect(bodyRows().every((r) => cells(r)[2].textContent === area.name)).toBe(true));

    const counts = counted(daysAgo(29), area.id);
    const busiest = Math.max(...[...counts.values()].map((c) => c.pickups + c.returns));
    const first = cells(bodyRows()[0]);
    const want = counts.get(first[1].textContent!)!;
    expect(want.pickups + want.returns).toBe(busiest);
    expect(first[4]).toHaveTextContent(want.pickups.toLocaleString('zh-CN'));
    expect(first[5]).toHaveTextContent(want.returns.toLocaleString('zh-CN'));

    const stations = getFences().filter((f) => f.kind === 'parking' && f.serviceAreaId === area.id);
    const piling = stations.filter((s) => {
      const c = counts.get(s.id) ?? { pickups: 0, returns: 0 };
      return c.returns - c.pickups > (s.capacity ?? 0);
    });
    expect(piling.length).toBeGreaterThan(0);
    expect(screen.getByText('需调出', { selector: '.ant-statistic-title' }).closest('.ant-card')).toHaveTextContent(
      String(piling.length),
    );
    const totalReturns = [...counts.values()].reduce((n, c) => n + c.returns, 0);
    const total = screen.getAllByRole('row').find((r) => within(r).queryByText('合计'))!;
    expect(cells(total)[5]).toHaveTextContent(totalReturns.toLocaleString('zh-CN'));
  });

  it('pages the stations twenty at a time, with their count', async () => {
    await signInAs();
    renderPage(StationStatisticsPage, `/data/station-statistics?from=${daysAgo(29)}&to=${daysAgo(0)}`);
    const stations = getFences().filter((f) => f.kind === 'parking').length;
    expect(stations).toBeGreaterThan(20);
    expect(await screen.findByText(`共 ${stations} 条`)).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(20);
  });

  it('a ride that did not end outside parking ends inside its station', () => {
    const fences = new Map(getFences().map((f) => [f.id, f]));
    const ended = getOrders()
      .filter((o) => o.endAt)
      .slice(0, 2000);
    const inside = ended.filter((o) => !o.endedOutsideParking);
    expect(inside.every((o) => o.endStationId && pointInPolygon(o.end!, fences.get(o.endStationId)!.polygon))).toBe(
      true,
    );
    expect(ended.filter((o) => o.endedOutsideParking).every((o) => !o.endStationId)).toBe(true);
  });

  it('shows the server’s error with 重试, which loads again', async () => {
    const seen = await expectStatsRetried(
      StationStatisticsPage,
      '/data/station-statistics',
      '/platform/ops/stats/stations',
      '站内还车率',
    );
    expect(seen[1].query).toMatchObject({ from: daysAgo(6), to: daysAgo(0) });
  });
});
