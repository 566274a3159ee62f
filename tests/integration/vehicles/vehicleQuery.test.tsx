/**
 * /vehicle/vehicle-query (0302): the search sends number / IMEI, status, battery
 * range and area to the server and the rows match; batch lock asks first and reports
 * each vehicle's outcome; a row opens the vehicle's page.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import VehicleQueryPage from '@/features/vehicles/pages/VehicleQueryPage';
import { displayStatus } from '@/shared/utils/vehicleStatus';
import { getVehicles } from '@mocks/db/vehicles';
import { captureRequests, setupBackend, signInAs } from '../harness/backend';
import { renderPage } from '../harness/render';
import { btn, choose, rowKeys, waitForRows } from '../harness/queries';
import { searchBy, openPage } from '../harness/scenarios';

setupBackend();
const LIST = '/platform/vehicle/list';

describe('vehicle query', { timeout: 120000 }, () => {
  it('sends the search (keyword, status, battery range, area) and shows the matching vehicles', async () => {
    const { user, seen } = await openPage(VehicleQueryPage, '/vehicle/vehicle-query', { capture: LIST });
    await waitForRows();
    expect(seen[0].query).toEqual({ page: 1, pageSize: 20 });
    expect(screen.getByText(`共 ${getVehicles().length} 条`)).toBeInTheDocument();

    await choose(user, '状态', '低电量');
    await user.type(screen.getByRole('spinbutton', { name: '电量(%)最小值' }), '5');
    await user.type(screen.getByRole('spinbutton', { name: '电量(%)最大值' }), '15');
    await searchBy(
      user,
      seen,
      { 服务区: '滨江服务区' },
      { status: 'low_battery', battery: '5~15', serviceAreaId: 'SA002' },
    );

    const expected = getVehicles().filter(
      (v) => displayStatus(v) === 'low_battery' && v.battery >= 5 && v.battery <= 15 && v.serviceAreaId === 'SA002',
    );
    expect(expected.length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.getByText(`共 ${expected.length} 条`)).toBeInTheDocument());
    expect(rowKeys()).toEqual(expected.slice(0, 20).map((v) => v.vehicleNo));
    for (const k of rowKeys()) {
      const row = document.querySelector<HTMLElement>(`tr[data-row-key="${k}"]`)!;
      expect(within(row).getByText('低电量')).toBeInTheDocument();
      expect(within(row).getByText('滨江服务区')).toBeInTheDocument();
    }
    expect(decodeURIComponent(window.location.hash)).toContain('battery=5~15');
  });

  it('searches by IMEI, and the vehicle number opens the vehicle page', async () => {
    await signInAs();
    const target = getVehicles()[123];
    const seen = captureRequests(LIST);
    const { user } = renderPage(VehicleQueryPage, '/vehicle/vehicle-query');
    await waitForRows();
    await user.type(screen.getByRole('textbox', { name: '车辆' }), `${target.imei}{Enter}`);
    await waitFor(() => expect(seen.at(-1)?.query).toMatchObject({ keyword: target.imei }));
    await waitFor(() => expect(rowKeys()).toEqual([target.vehicleNo]));
    await user.click(screen.getByRole('link', { name: target.vehicleNo }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(`/vehicle-info?id=${target.vehicleNo}`);
  });

  it('batch lock asks first, then reports what succeeded and what the server refused', async () => {
    await signInAs();
    const online = getVehicles().find((v) => v.online && !v.locked)!;
    const offline = getVehicles().find((v) => !v.online)!;
    const commands = captureRequests('/platform/vehicle/command');
    const { user } = renderPage(VehicleQueryPage, `/vehicle/vehicle-query?keyword=${online.vehicleNo}`);
    await waitFor(() => expect(rowKeys()).toEqual([online.vehicleNo]));
    await user.click(
      within(document.querySelector<HTMLElement>(`tr[data-row-key="${online.vehicleNo}"]`)!).getByRole('checkbox'),
    );
    await user.click(screen.getByRole('button', { name: /批量锁车（1）/ }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('确定要对选中的 1 辆车锁车吗？');
    expect(commands).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: btn('确定') }));
    expect(await screen.findByText('批量锁车：成功 1 辆')).toBeInTheDocument();
    expect(commands.map((c) => c.body)).toEqual([{ vehicleNo: online.vehicleNo, command: 'lock' }]);
    expect(getVehicles().find((v) => v.vehicleNo === online.vehicleNo)!.locked).toBe(true);
    expect(offline.online).toBe(false);
  });
});
