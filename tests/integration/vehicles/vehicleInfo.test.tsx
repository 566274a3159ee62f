/**
 * /vehicle-info?id=: profile and live state; a lock from the page shows in its
 * state and in the vehicle and device log tabs; trace playback moves the map's
 * marker along the trace with the slider.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import VehicleInfoPage from '@/features/vehicles/pages/VehicleInfoPage';
import { useSession } from '@/shared/auth/session';
import { getOrders } from '@mocks/db/orders';
import { now } from '@/shared/utils/clock';
import { getVehicles } from '@mocks/db/vehicles';
import { captureRequests, setupBackend, signInAs } from '../harness/backend';
import { renderPage } from '../harness/render';
import { btn, rowKeys, waitForRows } from '../harness/queries';

vi.mock('@/widgets/map/MapView', () => import('./mapStub'));
setupBackend();

const tab = (name: string) => screen.getByRole('tab', { name });

describe('vehicle info', { timeout: 60000 }, () => {
  it('locks the vehicle: the state shown changes and the logs tabs list the command', async () => {
    await signInAs();
    const target = getVehicles().find((v) => v.online && !v.locked)!;
    const { user } = renderPage(VehicleInfoPage, `/vehicle-info?id=${target.vehicleNo}&tab=vehicle-logs`);
    expect(await screen.findByText(`车辆 ${target.vehicleNo}`)).toBeInTheDocument();
    expect(screen.getByText(target.imei)).toBeInTheDocument();
    expect(screen.getByText('未锁车')).toBeInTheDocument();
    expect(tab('车辆日志')).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('button', { name: /锁车/ }));
    const pop = await waitFor(() => {
      const el = Array.from(document.querySelectorAll<HTMLElement>('.ant-popover')).find((p) =>
        p.textContent?.includes('确定要锁车吗？'),
      );
      if (!el) throw new Error('no popconfirm');
      return el;
    });
    await user.click(within(pop).getByRole('button', { name: btn('确定') }));
    await waitFor(() => expect(screen.getByText('已锁车')).toBeInTheDocument());
    expect(await screen.findByText('后台远程锁车')).toBeInTheDocument();

    await user.click(tab('设备日志（远程指令）'));
    await waitFor(() => expect(window.location.hash).toContain('tab=device-logs'));
    const payload = await screen.findByText('{"cmd":"lock"}');
    const row = payload.closest('tr')!;
    expect(within(row).getByText('锁车')).toBeInTheDocument();
    expect(within(row).getByText('成功')).toBeInTheDocument();
  });

  it('plays the trace back: the marker stands until the ride starts, then moves along it as the slider advances', async () => {
    await signInAs();
    // a vehicle ridden for a while within the last two hours (the range shown first)
    const ride = getOrders().find((o) => {
      const start = Date.parse(o.startAt);
      return start > now() - 115 * 60000 && start < now() - 95 * 60000 && o.duration > 15 * 60;
    })!;
    const traces = captureRequests('/platform/vehicle/trace');
    const { user } = renderPage(VehicleInfoPage, `/vehicle-info?id=${ride.vehicleNo}`);
    const slider = await screen.findByRole('slider', {}, { timeout: 10000 });
    expect(traces).toHaveLength(1);
    const { from, to } = traces[0].query as { from: string; to: string };
    expect(Date.parse(to) - Date.parse(from)).toBe(2 * 3600000);
    const map = screen.getByTestId('map-stub');
    const first = map.getAttribute('data-marker');
    expect(first).toMatch(/^120\.\d+,30\.\d+$/);
    expect(map.getAttribute('data-polylines')).toMatch(/^\d+,1$/);
    expect(Number(slider.getAttribute('aria-valuenow'))).toBe(Date.parse(from));

    await user.click(screen.getByText('16x'));
    await user.click(screen.getByRole('button', { name: '播放' }));
    await waitFor(
      () => expect(Number(slider.getAttribute('aria-valuenow'))).toBeGreaterThan(Date.parse(ride.startAt) + 2 * 60000),
      { timeout: 10000 },
    );
    await user.click(screen.getByRole('button', { name: '暂停' }));
    expect(map.getAttribute('data-marker')).not.toBe(first);
    expect(Number(map.getAttribute('data-polylines')!.split(',')[1])).toBeGreaterThan(1);
    expect(screen.getByTestId('playback-time')).toHaveTextContent(/第 \d+ \/ \d+ 个定位点/);
  });

  it("lists the vehicle's rides, newest first, each opening its order", async () => {
    await signInAs();
    const vehicleNo = getOrders()[0].vehicleNo;
    const rides = getOrders().filter((o) => o.vehicleNo === vehicleNo);
    const seen = captureRequests('/platform/order/list');
    const { user } = renderPage(VehicleInfoPage, `/vehicle-info?id=${vehicleNo}&tab=rides`);
    await waitForRows(1);
    expect(seen[0].query).toMatchObject({ vehicleNo, page: 1, pageSize: 10 });
    expect(rowKeys()).toEqual(rides.slice(0, 10).map((o) => o.orderId));
    expect(screen.getByText(`共 ${rides.length} 条`)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: rides[0].orderId }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(`/user-order-detail?id=${rides[0].orderId}`);
  });

  it('has no rides tab without the order code (1601)', async () => {
    await signInAs();
    // a maintenance role: vehicles, no orders
    useSession.setState({ codes: ['02', '03', '0301', '0302', '09', 'all'] });
    const target = getVehicles()[5];
    renderPage(VehicleInfoPage, `/vehicle-info?id=${target.vehicleNo}`);
    expect(await screen.findByText(`车辆 ${target.vehicleNo}`)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '轨迹回放' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: '骑行订单' })).toBeNull();
  });
});
