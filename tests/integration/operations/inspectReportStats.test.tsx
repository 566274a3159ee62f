/**
 * 巡检报告统计: the request carries the range and the chosen service area; each staff
 * member's row shows the inspections finished and the problems found, as counted from
 * the seeded tasks' reports; a failed load shows the server's message and 重试 loads again.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import InspectReportStatisticsPage from '@/features/operations/pages/InspectReportStatisticsPage';
import { getDb } from '@mocks/db/store';
import { getVehicleLogs } from '@mocks/db/vehicleLogs';
import { dayOf } from '@mocks/lib/stats';
import { captureRequests, setupBackend, signInAs } from '../harness/backend';
import { daysAgo } from '../../clock';
import { SLOW, renderPage } from '../harness/render';
import { choose, cellOf } from '../harness/queries';
import { expectStatsRetried } from '../harness/scenarios';

vi.mock('@/shared/ui/charts/Chart', () => import('../stubs/chartStub'));
setupBackend();

describe('巡检报告统计', SLOW, () => {
  it('sends the range and the chosen area, and shows each staff member’s inspections and problems found', async () => {
    await signInAs();
    const area = getDb().serviceAreas[0];
    const seen = captureRequests('/platform/ops/stats/inspections');
    const { user } = renderPage(
      InspectReportStatisticsPage,
      `/data/inspect-report-statistics?from=${daysAgo(29)}&to=${daysAgo(0)}`,
    );
    await waitFor(() => expect(seen.at(-1)?.query).toMatchObject({ from: daysAgo(29), to: daysAgo(0) }));
    await choose(user, '服务区', area.name);
    await waitFor(() =>
      expect(seen.at(-1)?.query).toMatchObject({ from: daysAgo(29), to: daysAgo(0), areaId: area.id }),
    );

    const done = getVehicleLogs().tasks.filter(
      (t) =>
        t.kind === 'inspection' &&
        t.status === 'done' &&
        t.assignee &&
        t.serviceAreaId === area.id &&
        dayOf(t.finishedAt!) >= daysAgo(29),
    );
    const mine = new Map<string, { done: number; problems: number }>();
    for (const t of done) {
      const s = mine.get(t.assignee!) ?? { done: 0, problems: 0 };
      s.done += 1;
      if (t.findings?.length) s.problems += 1;
      mine.set(t.assignee!, s);
    }
    const [top, figures] = [...mine.entries()].sort((a, b) => b[1].done - a[1].done)[0];
    const name = getDb().operators.find((o) => o.opManId === top)!.name;
    await waitFor(() => expect(cellOf(name, 1)).toHaveTextContent(String(figures.done)));
    expect(cellOf(name, 2)).toHaveTextContent(String(figures.problems));
    expect(cellOf(name, 3)).toHaveTextContent(String(figures.done - figures.problems));
    const problems = done.filter((t) => t.findings?.length).length;
    expect(problems).toBeGreaterThan(0);
    expect(cellOf('合计', 1)).toHaveTextContent(String(done.length));
    expect(cellOf('合计', 2)).toHaveTextContent(String(problems));
    expect(screen.getByRole('img', { name: '每日巡检与发现问题' })).toHaveTextContent(
      `完成巡检:${done.length} | 发现问题:${problems}`,
    );
  });

  it('shows the server’s error with 重试, which loads again', async () => {
    await expectStatsRetried(
      InspectReportStatisticsPage,
      '/data/inspect-report-statistics',
      '/platform/ops/stats/inspections',
      '完成巡检',
    );
  });
});
