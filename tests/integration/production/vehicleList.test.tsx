/**
 * /production/vehicle-list and /production/vehicle-list-edit (06) against the embedded
 * backend: search by keyword and bind state is sent and narrows the list; binding a
 * number another vehicle holds is refused with the reason and the dialog stays; a free
 * number binds; unbinding asks first; the Excel export holds the filtered rows; the edit
 * page saves; a failed load offers 重试; an operator without 06 is refused by the backend.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import VehicleEditPage from '@/features/production/pages/VehicleEditPage';
import VehicleListPage from '@/features/production/pages/VehicleListPage';
import { productionApi } from '@/features/production/api';
import { factoryIndex, getFactoryVehicles } from '@mocks/db/factoryVehicles';
import { API, captureRequests, server, setupBackend, signInAs } from '../harness/backend';
import { SLOW, renderPage } from '../harness/render';
import { btn, choose, dialog, pastThrottle, rowKeys, rowOf, waitForRows } from '../harness/queries';
import { searchBy, openPage } from '../harness/scenarios';
import { catchDownloads, readXlsx } from './xlsx';

setupBackend();

const LIST = '/production/vehicle-list';
const EDIT = '/production/vehicle-list-edit';

describe(LIST, SLOW, () => {
  it('a search by keyword and bind state is sent and narrows the list', async () => {
    const { user, seen } = await openPage(VehicleListPage, LIST, { capture: '/platform/production/vehicle' });
    expect(await waitForRows(20)).toHaveLength(20);
    expect(screen.getByText(`共 ${getFactoryVehicles().length} 条`)).toBeInTheDocument();
    await searchBy(
      user,
      seen,
      { 绑定状态: '未绑定', 关键词: 'XQ20260001' },
      { keyword: 'XQ20260001', bound: 'unbound' },
    );
    const expected = getFactoryVehicles()
      .filter((v) => !v.vehicleNo && v.frameNo.includes('XQ20260001'))
      .map((v) => v.imei);
    await waitFor(() => expect([...rowKeys()].sort()).toEqual([...expected].sort()));
    expect(expected.length).toBeGreaterThan(1);
  });

  it('binding a number another vehicle holds is refused with the reason; a free number binds', async () => {
    await signInAs();
    const free = getFactoryVehicles().find((v) => !v.vehicleNo)!;
    const { user } = renderPage(VehicleListPage, `${LIST}?keyword=${free.imei}`);
    await waitFor(() => expect(rowKeys()).toEqual([free.imei]));
    await user.click(within(rowOf(free.imei)).getByRole('button', { name: btn('绑定') }));
    const d = await dialog('绑定车辆编号');
    await user.type(within(d).getByRole('textbox', { name: '车辆编号' }), '8600001');
    await user.click(within(d).getByRole('button', { name: btn('绑定') }));
    expect(await within(d).findByText('车辆编号 8600001 已被其他车辆占用')).toBeInTheDocument();
    expect(factoryIndex().get(free.imei)?.vehicleNo).toBeUndefined();
    expect(within(d).getByRole('textbox', { name: '车辆编号' })).toHaveValue('8600001');

    await pastThrottle();
    await user.clear(within(d).getByRole('textbox', { name: '车辆编号' }));
    await user.type(within(d).getByRole('textbox', { name: '车辆编号' }), '8700001');
    await user.click(within(d).getByRole('button', { name: btn('绑定') }));
    await waitFor(() => expect(within(rowOf(free.imei)).getByText('8700001')).toBeInTheDocument());
    expect(factoryIndex().get(free.imei)?.vehicleNo).toBe('8700001');
  });

  it('unbinding asks first, then the row shows 未绑定', async () => {
    await signInAs();
    const bound = getFactoryVehicles().find((v) => v.vehicleNo)!;
    const { user } = renderPage(VehicleListPage, `${LIST}?keyword=${bound.imei}`);
    await waitFor(() => expect(rowKeys()).toEqual([bound.imei]));
    await user.click(within(rowOf(bound.imei)).getByRole('button', { name: btn('解绑') }));
    const d = await dialog('解绑车辆编号');
    expect(d).toHaveTextContent(bound.vehicleNo!);
    await user.click(within(d).getByRole('button', { name: btn('解绑') }));
    await waitFor(() => expect(within(rowOf(bound.imei)).getByText('未绑定')).toBeInTheDocument());
    expect(factoryIndex().get(bound.imei)?.vehicleNo).toBeUndefined();
  });

  it('the Excel export holds every row of the current filters', async () => {
    await signInAs();
    const files = catchDownloads();
    const { user } = renderPage(VehicleListPage, `${LIST}?model=${encodeURIComponent('XQ-E7 长续航版')}`);
    await waitForRows();
    // its own Excel export is the list's only one (no CSV export beside it)
    expect(screen.getAllByRole('button', { name: /导\s*出/ })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: /导出 Excel/ }));
    await waitFor(() => expect(files).toHaveLength(1), { timeout: 20000 });
    expect(files[0].name).toMatch(/^出厂车辆-\d{8}-\d{6}\.xlsx$/);
    const rows = (await readXlsx(files[0].blob))['出厂车辆'];
    expect(rows[0]).toEqual([
      'IMEI',
      '车架号',
      '车型',
      '批次',
      '生产时间',
      '车辆编号',
      '服务区',
      '固件版本',
      '电压方案',
      '语音包',
    ]);
    const expected = getFactoryVehicles().filter((v) => v.model === 'XQ-E7 长续航版');
    expect(rows).toHaveLength(expected.length + 1);
    expect(rows.slice(1).every((r) => r[2] === 'XQ-E7 长续航版')).toBe(true);
  });

  it('a failed load shows the error with 重试, which loads again', async () => {
    await signInAs();
    let down = true;
    server.use(
      mswHttp.get(`${API}/platform/production/vehicle`, () =>
        down
          ? HttpResponse.json({ suc: false, error: { promt: '服务器繁忙，请稍后再试' } }, { status: 500 })
          : undefined,
      ),
    );
    const { user } = renderPage(VehicleListPage, LIST);
    expect(await screen.findByText('加载失败')).toBeInTheDocument();
    down = false;
    await user.click(screen.getByRole('button', { name: btn('重试') }));
    await waitForRows();
    expect(screen.queryByText('加载失败')).not.toBeInTheDocument();
  });

  it('an operator without 06 is refused by the backend', async () => {
    await signInAs('13800000001');
    await expect(productionApi.vehicles({ page: 1, pageSize: 20 })).rejects.toThrow(/06/);
  });
});

describe(EDIT, SLOW, () => {
  it('loads the vehicle, saves a new batch and voice pack and returns to the list', async () => {
    await signInAs();
    const v = getFactoryVehicles()[0];
    const seen = captureRequests('/platform/production/vehicle');
    const { user } = renderPage(VehicleEditPage, `${EDIT}?imei=${v.imei}`, { [LIST]: VehicleListPage });
    const batch = await screen.findByRole('textbox', { name: '批次' });
    expect(batch).toHaveValue(v.batch);
    await user.clear(batch);
    await user.type(batch, '2026-12-C');
    await choose(user, '语音包', '校园版');
    await user.click(screen.getByRole('button', { name: btn('保存') }));
    await waitForRows();
    expect(seen.find((r) => r.method === 'PUT')?.body).toMatchObject({
      imei: v.imei,
      batch: '2026-12-C',
      voicePack: '校园版',
      frameNo: v.frameNo,
    });
    expect(factoryIndex().get(v.imei)).toMatchObject({ batch: '2026-12-C', voicePack: '校园版' });
  });

  it('a frame number another vehicle has keeps the form with the reason', async () => {
    await signInAs();
    const [a, b] = getFactoryVehicles();
    const { user } = renderPage(VehicleEditPage, `${EDIT}?imei=${a.imei}`, { [LIST]: VehicleListPage });
    const frame = await screen.findByRole('textbox', { name: '车架号' });
    await user.clear(frame);
    await user.type(frame, b.frameNo);
    await user.click(screen.getByRole('button', { name: btn('保存') }));
    expect(await screen.findByText('车架号已被其他车辆使用')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '车架号' })).toHaveValue(b.frameNo);
    expect(factoryIndex().get(a.imei)?.frameNo).toBe(a.frameNo);
  });
});
