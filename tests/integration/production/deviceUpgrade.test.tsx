/**
 * /production/device-upgrade (06): a task's devices download as the clock moves (the
 * embedded backend derives progress from the injectable clock) and the counts add up;
 * the failed are retried; the pending of a large task are cancelled; a task naming a
 * vehicle of another model is refused with the reason; a firmware with a bad checksum
 * is refused and nothing is uploaded; the device drawer shows each device's progress.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import DeviceUpgradePage from '@/features/production/pages/DeviceUpgradePage';
import { upgradeApi } from '@/features/production/api';
import { getFirmwares, getUpgradeTasks } from '@mocks/db/upgrades';
import { getFleet } from '@mocks/db/fleet';
import { productionStaffName } from '@mocks/db/staff';
import { vehicleIndex } from '@mocks/db/vehicles';
import { advanceClock } from '@/shared/utils/clock';
import { setupBackend, signInAs } from '../harness/backend';
import { SLOW, renderPage } from '../harness/render';
import { btn, choose, dialog, rowOf, waitForRows } from '../harness/queries';
import { openPage } from '../harness/scenarios';

setupBackend();

const PAGE = '/production/device-upgrade';
const task = async (id: string) => (await upgradeApi.tasks({ page: 1, pageSize: 20 })).items.find((t) => t.id === id)!;
const refresh = (user: ReturnType<typeof renderPage>['user']) =>
  user.click(screen.getAllByRole('button', { name: '刷新' })[0]);

describe(PAGE, SLOW, () => {
  it('devices download as the clock moves; the counts add up; the failed are retried', async () => {
    const { user } = await openPage(DeviceUpgradePage, PAGE);
    await waitForRows(2);
    expect(within(rowOf('UT002')).getByText('进行中')).toBeInTheDocument();
    expect(within(rowOf('UT001')).getByText('已完成')).toBeInTheDocument();
    // the seeded tasks were started by the production staff, not by whoever signed in now
    expect(within(rowOf('UT001')).getByText(productionStaffName())).toBeInTheDocument();
    expect(within(rowOf('UT001')).queryByText('平台管理员')).toBeNull();

    advanceClock(10 * 60000);
    await refresh(user);
    await waitFor(() => expect(within(rowOf('UT002')).getByText('已完成')).toBeInTheDocument());
    const done = await task('UT002');
    expect(done.counts.success + done.counts.failed).toBe(60);
    expect(done.counts.failed).toBeGreaterThan(0);
    expect(
      within(rowOf('UT002')).getByText(new RegExp(`^成功 ${done.counts.success} · 失败 ${done.counts.failed} ·`)),
    ).toBeInTheDocument();
    // a success is the vehicle's firmware now
    const ok = (await upgradeApi.devices({ page: 1, pageSize: 100, id: 'UT002', state: 'success' })).items[0];
    expect(vehicleIndex().get(ok.vehicleNo)?.firmware).toBe(done.version);

    await user.click(within(rowOf('UT002')).getByRole('button', { name: '重试失败' }));
    const d = await dialog('重试失败设备');
    await user.click(within(d).getByRole('button', { name: btn('重试') }));
    await waitFor(() => expect(within(rowOf('UT002')).getByText('进行中')).toBeInTheDocument());
    advanceClock(5 * 60000);
    await refresh(user);
    await waitFor(() => expect(within(rowOf('UT002')).getByText('已完成')).toBeInTheDocument());
    expect((await task('UT002')).counts.failed).toBeLessThan(done.counts.failed);
  });

  it('the pending devices of a large task are cancelled; those downloading go on', async () => {
    await signInAs();
    const fw = getFirmwares().find((f) => f.model === 'XQ-E5 标准版')!;
    const created = await upgradeApi.createTask({ firmwareId: fw.id, targetKind: 'model' });
    expect(created.total).toBe(getFleet().filter((v) => v.model === fw.model).length);
    advanceClock(30000);
    const { user } = renderPage(DeviceUpgradePage, PAGE);
    await waitForRows(3);
    await user.click(within(rowOf(created.id)).getByRole('button', { name: '取消待升级' }));
    const d = await dialog('取消待升级设备');
    await user.click(within(d).getByRole('button', { name: btn('取消待升级') }));
    await waitFor(() => expect(within(rowOf(created.id)).getByText(/已取消 \d+/)).toBeInTheDocument());
    advanceClock(10 * 60000);
    const after = await task(created.id);
    expect(after.status).toBe('cancelled');
    expect(after.counts.pending + after.counts.downloading).toBe(0);
    expect(after.counts.cancelled).toBeGreaterThan(after.total / 2);
    expect(after.counts.success).toBeGreaterThan(0);
  });

  it('a task naming a vehicle of another model is refused with the reason', async () => {
    await signInAs();
    const e3 = getFleet().find((v) => v.model === 'XQ-E3 青春版')!;
    const before = getUpgradeTasks().length;
    const { user } = renderPage(DeviceUpgradePage, PAGE);
    await waitForRows(2);
    await user.click(screen.getByRole('button', { name: /新建升级任务/ }));
    const d = await dialog('新建升级任务');
    await choose(user, '固件', 'XQ-E5 标准版 v3.3.0', d);
    await user.type(within(d).getByRole('textbox', { name: '车辆编号' }), e3.vehicleNo);
    await user.click(within(d).getByRole('button', { name: btn('开始升级') }));
    expect(await within(d).findByText(`车辆 ${e3.vehicleNo} 不是 XQ-E5 标准版，不能升级该固件`)).toBeInTheDocument();
    expect(getUpgradeTasks()).toHaveLength(before);
  });

  it('a firmware with a bad checksum is refused and nothing is uploaded; the backend refuses a repeated version', async () => {
    await signInAs();
    const before = getFirmwares().length;
    const { user } = renderPage(DeviceUpgradePage, PAGE);
    await waitForRows(2);
    await user.click(screen.getByRole('button', { name: /上传固件/ }));
    const d = await dialog('上传固件');
    await user.type(within(d).getByRole('textbox', { name: '版本号' }), 'v3.4.0');
    await choose(user, '适用车型', 'XQ-E5 标准版', d);
    const input = d.querySelector<HTMLInputElement>('input[type=file]')!;
    await user.upload(input, new File([new Uint8Array([1, 2, 3])], 'xq-e5-v3.4.0.bin'));
    const sum = within(d).getByRole('textbox', { name: '校验值' });
    await user.clear(sum);
    await user.type(sum, 'abc123');
    await user.click(within(d).getByRole('button', { name: btn('上传') }));
    expect(await within(d).findByText('校验值须为 64 位小写十六进制（SHA-256）')).toBeInTheDocument();
    expect(getFirmwares()).toHaveLength(before);
    const fw = getFirmwares()[0];
    await expect(
      upgradeApi.uploadFirmware({
        version: fw.version,
        model: fw.model,
        checksum: fw.checksum,
        fileName: 'x.bin',
        size: 10,
      }),
    ).rejects.toThrow(`${fw.model} 已有固件 ${fw.version}`);
  });

  it('the drawer lists each device with its state and progress', async () => {
    const { user } = await openPage(DeviceUpgradePage, PAGE);
    await waitForRows(2);
    await user.click(within(rowOf('UT001')).getByRole('button', { name: btn('详情') }));
    const d = await dialog('升级任务 UT001');
    const t = await task('UT001');
    expect(within(d).getByText(`全部 ${t.total}`)).toBeInTheDocument();
    await waitFor(() => expect(d.querySelectorAll('.ant-table-tbody tr[data-row-key]').length).toBe(20));
    expect(within(d).getAllByText('成功').length).toBeGreaterThan(0);
  });
});
