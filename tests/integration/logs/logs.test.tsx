/**
 * The operation-log screens (screens and routes 操作日志): each search reaches the server with
 * the chosen filters and shows only matching entries; sorting by time is done by
 * the server; a failed load offers 重试; a command sent to a vehicle shows up in
 * both its logs.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import DeviceLogPage from '@/features/logs/pages/DeviceLogPage';
import OperatorLogPage from '@/features/logs/pages/OperatorLogPage';
import VehicleLogPage from '@/features/logs/pages/VehicleLogPage';
import { http } from '@/shared/http/client';
import { getOperatorLogs } from '@mocks/db/operatorLogs';
import { getVehicles } from '@mocks/db/vehicles';
import { setupBackend, signInAs } from '../harness/backend';
import { SLOW, renderPage } from '../harness/render';
import { btn, choose, rowKeys, rowOf, waitForRows } from '../harness/queries';
import { expectRetriedLoad, openPage } from '../harness/scenarios';

setupBackend();

describe('/operation/vehicle-log', SLOW, () => {
  it('a search by event sends it and lists only that event', async () => {
    const { user, seen } = await openPage(VehicleLogPage, '/operation/vehicle-log', {
      capture: '/platform/vehicle/logs',
    });
    await waitForRows();
    await choose(user, '事件', '换电');
    await user.click(screen.getByRole('button', { name: btn('查询') }));
    await waitFor(() => expect(seen.at(-1)?.query).toEqual({ page: 1, pageSize: 20, event: '换电' }));
    await waitFor(() => expect(rowKeys().every((k) => within(rowOf(k)).queryByText('换电'))).toBe(true));
    expect(rowKeys().length).toBeGreaterThan(0);
    expect(window.location.hash).toContain('event=');
  });

  it('a lock sent to a vehicle is the newest entry, with the operator who sent it', async () => {
    await signInAs();
    const v = getVehicles().find((x) => x.online)!;
    await http.post(`/platform/vehicle/command`, { vehicleNo: v.vehicleNo, command: 'lock' });
    const { user } = renderPage(VehicleLogPage, '/operation/vehicle-log');
    await waitForRows();
    await user.type(screen.getByRole('textbox', { name: '关键词' }), v.vehicleNo);
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(within(rowOf(rowKeys()[0])).getByRole('link', { name: v.vehicleNo })).toBeInTheDocument(),
    );
    const newest = rowOf(rowKeys()[0]);
    expect(within(newest).getByText('后台远程锁车')).toBeInTheDocument();
    expect(within(newest).getByText('平台管理员')).toBeInTheDocument();
  });

  it('a failed load offers 重试, which loads the list', async () => {
    await expectRetriedLoad(VehicleLogPage, '/operation/vehicle-log', '/platform/vehicle/logs', 20);
  });
});

describe('/operation/device-log', SLOW, () => {
  it('filters by result on the server', async () => {
    // the seeded log is the rides' answered commands: a timeout is a command sent to an offline vehicle
    await signInAs();
    const offline = getVehicles().find((v) => !v.online)!;
    const refused = await http
      .post('/platform/vehicle/command', { vehicleNo: offline.vehicleNo, command: 'ring' })
      .then(
        () => '',
        (e: Error) => e.message,
      );
    expect(refused).toBe('车辆离线，指令下发失败');
    const { user, seen } = await openPage(DeviceLogPage, '/operation/device-log', { capture: '/platform/device/logs' });
    await waitForRows();
    await choose(user, '结果', '超时');
    await user.click(screen.getByRole('button', { name: btn('查询') }));
    await waitFor(() => expect(seen.at(-1)?.query).toEqual({ page: 1, pageSize: 20, result: 'timeout' }));
    await waitFor(() => expect(rowKeys().length).toBeGreaterThan(0));
    await waitFor(() => expect(rowKeys().every((k) => within(rowOf(k)).queryByText('超时'))).toBe(true));
    expect(within(rowOf(rowKeys()[0])).getByText(offline.vehicleNo)).toBeInTheDocument();
  });
});

describe('/operation/operator-log', SLOW, () => {
  it('sorting by time asks the server and shows the oldest entry first', async () => {
    const { user, seen } = await openPage(OperatorLogPage, '/operation/operator-log', {
      capture: '/platform/aliyunlog/userlogs',
    });
    await waitForRows();
    expect(screen.getByText(`共 ${getOperatorLogs().length} 条`)).toBeInTheDocument();
    await user.click(screen.getAllByText('时间', { selector: '.ant-table-column-title' })[0]);
    await waitFor(() =>
      expect(seen.at(-1)?.query).toEqual({ page: 1, pageSize: 20, sortField: 'at', sortOrder: 'ascend' }),
    );
    const oldest = [...getOperatorLogs()].sort((a, b) => a.at.localeCompare(b.at))[0];
    await waitFor(() => expect(rowKeys()[0]).toBe(oldest.id));
  });
});
