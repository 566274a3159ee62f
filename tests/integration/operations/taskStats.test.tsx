/**
 * The task statistics screens (换电 / 维修 / 巡检 / 挪车统计): the request carries the
 * kind, the range and the area; the table shows each staff member's figures as the
 * server computed them, with a totals row; 维修统计 counts repair tickets; a failed load
 * offers 重试.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import PowerChangeStatisticsPage from '@/features/operations/pages/PowerChangeStatisticsPage';
import RepairStatisticsPage from '@/features/operations/pages/RepairStatisticsPage';
import { getDb } from '@mocks/db/store';
import { getVehicleLogs } from '@mocks/db/vehicleLogs';
import { getRepairs } from '@mocks/db/repairs';
import { dayOf } from '@mocks/lib/stats';
import { API, captureRequests, server, setupBackend, signInAs } from '../harness/backend';
import { SLOW, renderPage } from '../harness/render';
import { btn, rowNamed } from '../harness/queries';
import { now } from '@/shared/utils/clock';

vi.mock('@/shared/ui/charts/Chart', () => import('../stubs/chartStub'));
setupBackend();

const DAY = 86400000;

/** Done tasks of a kind created in the last `days` days (local), per assignee. */
function doneByStaff(kind: string, days: number): Map<string, number> {
  const first = dayOf(now() - (days - 1) * DAY);
  const out = new Map<string, number>();
  for (const t of getVehicleLogs().tasks) {
    if (t.kind !== kind || t.status !== 'done' || !t.assignee || dayOf(t.createdAt) < first) continue;
    out.set(t.assignee, (out.get(t.assignee) ?? 0) + 1);
  }
  return out;
}

describe('task statistics', SLOW, () => {
  it('换电统计 asks for battery swaps of the last 30 days and lists each staff member’s completed tasks', async () => {
    await signInAs();
    const seen = captureRequests('/platform/ops/task/stats');
    renderPage(PowerChangeStatisticsPage, '/data/power-change-statistics');
    await waitFor(() =>
      expect(seen.at(-1)?.query).toMatchObject({
        kind: 'battery_swap',
        to: dayOf(now()),
        from: dayOf(now() - 29 * DAY),
      }),
    );
    const done = doneByStaff('battery_swap', 30);
    const [top, count] = [...done.entries()].sort((a, b) => b[1] - a[1])[0];
    const name = getDb().operators.find((o) => o.opManId === top)!.name;
    await waitFor(() => expect(rowNamed(name)).toBeDefined());
    expect(within(rowNamed(name)).getAllByRole('cell')[2]).toHaveTextContent(String(count));
    const total = [...done.values()].reduce((a, b) => a + b, 0);
    expect(within(rowNamed('合计')).getAllByRole('cell')[2]).toHaveTextContent(String(total));
    const created = getVehicleLogs().tasks.filter(
      (t) => t.kind === 'battery_swap' && dayOf(t.createdAt) >= dayOf(now() - 29 * DAY),
    ).length;
    expect(screen.getByRole('img', { name: '每日换电任务' })).toHaveTextContent(`新建换电:${created}`);
  });

  it('维修统计 asks for repairs and counts repair tickets; a failed load shows the error and 重试 loads it', async () => {
    await signInAs();
    server.use(mswHttp.get(`${API}/platform/ops/task/stats`, () => HttpResponse.error(), { once: true }));
    const seen = captureRequests('/platform/ops/task/stats');
    const { user } = renderPage(RepairStatisticsPage, '/data/repair-statistics');
    expect(await screen.findByText('加载失败')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: btn('重试') }));
    await waitFor(() => expect(seen.at(-1)?.query).toMatchObject({ kind: 'repair' }));
    await waitFor(() => expect(screen.queryByText('加载失败')).not.toBeInTheDocument());
    expect(await screen.findByText('维修工单')).toBeInTheDocument();
    const created = getRepairs().filter((t) => dayOf(t.reportedAt) >= dayOf(now() - 29 * DAY)).length;
    expect(screen.getByRole('img', { name: '每日维修工单' })).toHaveTextContent(`新建维修:${created}`);
    // hours to done with one decimal everywhere, a whole number too (26.0, beside 26.4)
    const hours = screen.getAllByText(/小时$/).map((e) => e.textContent!.trim());
    expect(hours.length).toBeGreaterThan(2);
    for (const h of hours) expect(h).toMatch(/^\d+\.\d 小时$/);
  });
});
