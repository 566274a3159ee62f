/**
 * /vehicle/vehicle-screening (0307): the conditions become the request, the results
 * show on the map and in the table, and '生成运维任务' creates one task per selected
 * vehicle in one request, with a success message giving the number created.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import VehicleScreeningPage from '@/features/vehicles/pages/VehicleScreeningPage';
import { getVehicleLogs } from '@mocks/db/vehicleLogs';
import { getVehicles, idleHours } from '@mocks/db/vehicles';
import { API, captureRequests, server, setupBackend, signInAs } from '../harness/backend';
import { renderPage } from '../harness/render';
import { btn, choose, rowKeys, waitForRows } from '../harness/queries';
import { openPage } from '../harness/scenarios';

vi.mock('@/widgets/map/MapView', () => import('./mapStub'));
setupBackend();

describe('vehicle screening', { timeout: 60000 }, () => {
  it('asks for a condition before running', async () => {
    const { user, seen } = await openPage(VehicleScreeningPage, '/vehicle/vehicle-screening', {
      capture: '/platform/vehicle/',
    });
    await user.click(screen.getByRole('button', { name: /筛\s*选/ }));
    expect(await screen.findByText('请至少选择一个筛选条件')).toBeInTheDocument();
    expect(seen).toHaveLength(0);
  });

  it('runs the conditions, shows the vehicles on the map and in the table, and creates tasks for the selected ones', async () => {
    await signInAs();
    const lists = captureRequests('/platform/vehicle/list');
    const maps = captureRequests('/platform/vehicle/map');
    const posts = captureRequests('/platform/ops/task/batch');
    const { user } = renderPage(VehicleScreeningPage, '/vehicle/vehicle-screening');

    await user.click(screen.getByRole('checkbox', { name: '电量低于' }));
    const threshold = screen.getByRole('spinbutton', { name: '电量阈值' });
    await user.clear(threshold);
    await user.type(threshold, '15');
    await user.click(screen.getByRole('checkbox', { name: '闲置超过' }));
    await user.click(screen.getByRole('button', { name: /筛\s*选/ }));

    const expected = getVehicles().filter((v) => v.battery < 15 && idleHours(v) >= 48);
    expect(expected.length).toBeGreaterThan(2);
    await waitFor(() => expect(maps.at(-1)?.query).toEqual({ batteryBelow: '15', idleHours: '48' }));
    await waitFor(() =>
      expect(lists.at(-1)?.query).toMatchObject({ batteryBelow: '15', idleHours: '48', page: 1, pageSize: 10 }),
    );
    await waitFor(() => expect(screen.getByTestId('map-stub')).toHaveAttribute('data-points', String(expected.length)));
    const results = screen.getByTestId('screening-results');
    const keys = await waitForRows(3, results);
    expect(keys.every((k) => expected.some((v) => v.vehicleNo === k))).toBe(true);
    expect(screen.getByText(`共 ${expected.length} 辆`)).toBeInTheDocument();
    expect(window.location.hash).toContain('batteryBelow=15');

    // two from the table, one from the map
    await user.click(
      within(results.querySelector<HTMLElement>(`tr[data-row-key="${keys[0]}"]`)!).getByRole('checkbox'),
    );
    await user.click(
      within(results.querySelector<HTMLElement>(`tr[data-row-key="${keys[1]}"]`)!).getByRole('checkbox'),
    );
    const fromMap = screen
      .getAllByRole('button', { name: /^地图上的车辆 / })
      .map((b) => b.textContent!.replace('地图上的车辆 ', ''))
      .find((id) => id !== keys[0] && id !== keys[1])!;
    await user.click(screen.getByRole('button', { name: `地图上的车辆 ${fromMap}` }));
    expect(screen.getByText('已选 3 辆')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /生成运维任务（3）/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('生成运维任务（3 辆车）');
    await choose(user, '任务类型', '调度挪车');
    await choose(user, '完成时限', '2 天内');
    await user.type(within(dialog).getByRole('textbox', { name: '备注' }), '低电量久置车辆，回收换电');
    await user.click(within(dialog).getByRole('button', { name: '生成任务' }));

    expect(await screen.findByText('已创建 3 个运维任务')).toBeInTheDocument();
    expect(posts).toHaveLength(1);
    expect(posts[0].body).toEqual({
      vehicleNos: [keys[0], keys[1], fromMap],
      kind: 'dispatch',
      deadlineHours: 48,
      note: '低电量久置车辆，回收换电',
    });
    expect(screen.getByText('已创建 3 个调度挪车任务')).toBeInTheDocument();
    expect(screen.getByText('已选 0 辆')).toBeInTheDocument();
    // the new tasks come first, before the seeded history
    const tasks = getVehicleLogs().tasks.slice(0, 3);
    expect(tasks.map((t) => t.vehicleNo).sort()).toEqual([keys[0], keys[1], fromMap].sort());
    expect(
      tasks.every((t) => t.kind === 'dispatch' && t.status === 'pending' && t.note === '低电量久置车辆，回收换电'),
    ).toBe(true);
    expect(rowKeys(results).length).toBeGreaterThan(0);
  });

  it('keeps the conditions in the URL: opening it runs the screening again', async () => {
    await signInAs();
    const maps = captureRequests('/platform/vehicle/map');
    renderPage(VehicleScreeningPage, '/vehicle/vehicle-screening?inNoParking=true&serviceAreaId=SA001');
    await waitFor(() => expect(maps.at(-1)?.query).toEqual({ inNoParking: 'true', serviceAreaId: 'SA001' }));
    expect(screen.getByRole('checkbox', { name: '停在禁停区' })).toBeChecked();
    const expected = getVehicles().filter((v) => v.alarms.includes('in_no_parking') && v.serviceAreaId === 'SA001');
    await waitFor(() => expect(screen.getByTestId('map-stub')).toHaveAttribute('data-points', String(expected.length)));
    expect(screen.getByRole('button', { name: btn('全选结果') })).toBeEnabled();
  });

  it('a failed result list says so and 重试 lists the vehicles', async () => {
    await signInAs();
    server.use(http.get(`${API}/platform/vehicle/list`, () => HttpResponse.error(), { once: true }));
    const { user } = renderPage(
      VehicleScreeningPage,
      '/vehicle/vehicle-screening?inNoParking=true&serviceAreaId=SA001',
    );
    const failed = await screen.findByText('结果列表加载失败');
    await user.click(within(failed.closest<HTMLElement>('[role="alert"]')!).getByRole('button', { name: btn('重试') }));
    const expected = getVehicles().filter((v) => v.alarms.includes('in_no_parking') && v.serviceAreaId === 'SA001');
    await waitFor(() =>
      expect(rowKeys(screen.getByTestId('screening-results')).length).toBe(Math.min(10, expected.length)),
    );
    expect(screen.queryByText('结果列表加载失败')).not.toBeInTheDocument();
  });
});
