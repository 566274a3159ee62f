/**
 * /vehicle/operation-map (0301): the legend counts the fleet by status and hides a
 * status on click; a vehicle's card locks it (the state shown changes and a vehicle
 * log entry is written); a failed command shows the server's message and changes nothing.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import OperationMapPage from '@/features/vehicles/pages/OperationMapPage';
import { http } from '@/shared/http/client';
import { displayStatus, STATUS_ORDER } from '@/shared/utils/vehicleStatus';
import { getVehicles } from '@mocks/db/vehicles';
import { API, captureRequests, server, setupBackend, signInAs } from '../harness/backend';
import { renderPage } from '../harness/render';
import { btn } from '../harness/queries';
import { STUB_VIEW } from './mapStub';
import { openPage } from '../harness/scenarios';
import { settled } from '../harness/settled';
import { preloadPath } from '@/app/pages';

vi.mock('@/widgets/map/MapView', () => import('./mapStub'));
setupBackend();

/** Opens the card of a vehicle through the map's 定位车辆 search. */
async function openCard(user: ReturnType<typeof renderPage>['user'], vehicleNo: string) {
  await waitFor(
    () =>
      expect(screen.getByText(/共 [\d,]+ 辆，地图显示/)).toHaveTextContent(
        `共 ${getVehicles().length.toLocaleString('zh-CN')} 辆`,
      ),
    { timeout: 8000 },
  );
  await user.type(screen.getByRole('searchbox', { name: '定位车辆' }), `${vehicleNo}{Enter}`);
  const card = await screen.findByRole('dialog', { name: `车辆 ${vehicleNo}` });
  await within(card).findByText('电压');
  return card;
}

async function confirmPop(user: ReturnType<typeof renderPage>['user'], title: string) {
  const pop = await waitFor(() => {
    const el = Array.from(document.querySelectorAll<HTMLElement>('.ant-popover')).find(
      (p) => p.textContent?.includes(title) && !p.className.includes('hidden'),
    );
    if (!el) throw new Error(`no popconfirm ${title}`);
    return el;
  });
  await user.click(within(pop).getByRole('button', { name: btn('确定') }));
}

describe('operation map', { timeout: 60000 }, () => {
  it('asks its service areas as its route starts loading (a cold load), once: the page mounted after asks none', async () => {
    await signInAs();
    const asked = captureRequests('/platform/agent/serviceArea/opMan');
    preloadPath('/vehicle/operation-map');
    await waitFor(() => expect(asked).toHaveLength(1));
    renderPage(OperationMapPage, '/vehicle/operation-map');
    await waitFor(() => expect(screen.getByText(/共 [\d,]+ 辆，地图显示/)).toBeInTheDocument(), { timeout: 8000 });
    await settled();
    expect(asked).toHaveLength(1);
  });

  it('counts the fleet per status in the legend, and a legend click hides that status (the backend is asked for the shown ones)', async () => {
    const { user, seen } = await openPage(OperationMapPage, '/vehicle/operation-map', {
      capture: '/platform/vehicle/map/clusters',
    });
    const vehicles = getVehicles();
    const available = vehicles.filter((v) => displayStatus(v) === 'available').length;
    const legend = await screen.findByRole('button', { name: `可骑行 ${available}` }, { timeout: 8000 });
    expect(legend).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(
        screen.getByText(
          `共 ${vehicles.length.toLocaleString('zh-CN')} 辆，地图显示 ${vehicles.length.toLocaleString('zh-CN')} 辆`,
        ),
      ).toBeInTheDocument(),
    );
    // the map's view is what is asked; a test-sized fleet comes as single points
    expect(seen[0].query).toEqual({ bbox: STUB_VIEW.bbox.join(','), zoom: STUB_VIEW.zoom });
    expect(screen.getByTestId('map-stub')).toHaveAttribute('data-points', String(vehicles.length));

    await user.click(legend);
    await waitFor(() =>
      expect(
        screen.getByText(
          `共 ${vehicles.length.toLocaleString('zh-CN')} 辆，地图显示 ${(vehicles.length - available).toLocaleString('zh-CN')} 辆`,
        ),
      ).toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: `可骑行 ${available}` })).toHaveAttribute('aria-pressed', 'false');
    expect(window.location.hash).toContain('status=');
    expect(seen.at(-1)!.query.status).toBe(STATUS_ORDER.filter((s) => s !== 'available').join(','));
    await waitFor(() =>
      expect(screen.getByTestId('map-stub')).toHaveAttribute('data-points', String(vehicles.length - available)),
    );
  });

  it('the alarm and area filters reach the server', async () => {
    await signInAs();
    const seen = captureRequests('/platform/vehicle/map/clusters');
    renderPage(OperationMapPage, '/vehicle/operation-map?alarm=in_no_parking&serviceAreaId=SA002&battery=10~50');
    await waitFor(() =>
      expect(seen.at(-1)?.query).toEqual({
        alarm: 'in_no_parking',
        serviceAreaId: 'SA002',
        battery: '10~50',
        bbox: STUB_VIEW.bbox.join(','),
        zoom: STUB_VIEW.zoom,
      }),
    );
    const expected = getVehicles().filter(
      (v) => v.alarms.includes('in_no_parking') && v.serviceAreaId === 'SA002' && v.battery >= 10 && v.battery <= 50,
    );
    await waitFor(() => expect(screen.getByText(new RegExp(`^共 ${expected.length} 辆`))).toBeInTheDocument());
  });

  it('locks a vehicle from its card: the card shows it locked and a vehicle log entry is written', async () => {
    await signInAs();
    const target = getVehicles().find((v) => v.online && !v.locked && v.rideState === 'riding')!;
    const commands = captureRequests('/platform/vehicle/command');
    const { user } = renderPage(OperationMapPage, '/vehicle/operation-map');
    const card = await openCard(user, target.vehicleNo);
    expect(within(card).getByText('未锁车')).toBeInTheDocument();
    expect(window.location.hash).toContain(`vehicle=${target.vehicleNo}`);

    await user.click(within(card).getByRole('button', { name: /锁车/ }));
    await confirmPop(user, '确定要锁车吗？');
    await waitFor(() => expect(within(card).getByText('已锁车')).toBeInTheDocument());
    expect(within(card).queryByText('未锁车')).toBeNull();
    expect(commands.map((r) => r.body)).toEqual([{ vehicleNo: target.vehicleNo, command: 'lock' }]);
    expect(await screen.findByText('锁车指令已执行')).toBeInTheDocument();

    const logs = await http.get<{ rows: Array<{ event: string; detail: string; by?: string }> }>(
      '/platform/vehicle/logs',
      { vehicleNo: target.vehicleNo, page: 1, pageSize: 5 },
    );
    expect(logs.rows[0]).toMatchObject({ event: '锁车', detail: '后台远程锁车', by: '平台管理员' });
    const device = await http.get<{ rows: Array<{ command: string; result: string }> }>('/platform/device/logs', {
      vehicleNo: target.vehicleNo,
      page: 1,
      pageSize: 5,
    });
    expect(device.rows[0]).toMatchObject({ command: 'lock', result: 'success' });
  });

  it("a command to an offline vehicle shows the server's message and leaves its state as it was", async () => {
    await signInAs();
    const target = getVehicles().find((v) => !v.online && v.locked)!;
    const { user } = renderPage(OperationMapPage, '/vehicle/operation-map');
    const card = await openCard(user, target.vehicleNo);
    expect(within(card).getByText('已锁车')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: /开锁/ }));
    await confirmPop(user, '确定要开锁吗？');
    expect(await within(card).findByText('开锁失败：车辆离线，指令下发失败')).toBeInTheDocument();
    expect(within(card).getByText('已锁车')).toBeInTheDocument();
    expect(getVehicles().find((v) => v.vehicleNo === target.vehicleNo)!.locked).toBe(true);
    const logs = await http.get<{ rows: Array<{ event: string }> }>('/platform/vehicle/logs', {
      vehicleNo: target.vehicleNo,
      page: 1,
      pageSize: 50,
    });
    expect(logs.rows.some((l) => l.event === '开锁' && 'by' in l)).toBe(false);
  });

  it('a refused command (server override) shows that message; the lock state stays', async () => {
    await signInAs();
    const target = getVehicles().find((v) => v.online && !v.locked)!;
    server.use(
      mswHttp.post(`${API}/platform/vehicle/command`, () =>
        HttpResponse.json({ suc: false, error: { code: 409, promt: '设备正忙，请稍后重试' } }),
      ),
    );
    const { user } = renderPage(OperationMapPage, '/vehicle/operation-map');
    const card = await openCard(user, target.vehicleNo);
    await user.click(within(card).getByRole('button', { name: /锁车/ }));
    await confirmPop(user, '确定要锁车吗？');
    expect(await within(card).findByText('锁车失败：设备正忙，请稍后重试')).toBeInTheDocument();
    expect(within(card).getByText('未锁车')).toBeInTheDocument();
    expect(getVehicles().find((v) => v.vehicleNo === target.vehicleNo)!.locked).toBe(false);
  });
});
