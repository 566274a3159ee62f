/**
 * 设备监控's 告警记录 tab (issue 12 item 6): the records newest first; 确认 asks first and the row
 * shows who acknowledged it; 建任务 makes the task the alarm calls for; 清除 asks why, and a
 * refusal (a device still offline) is shown and keeps the dialog with what was typed; the
 * tab's filters are its own (the address keeps them as alarms.*).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import DeviceMonitorPage from '@/features/vehicles/pages/DeviceMonitorPage';
import { getAlarms } from '@mocks/db/alarms';
import { getVehicleLogs } from '@mocks/db/vehicleLogs';
import { vehicleIndex } from '@mocks/db/vehicles';
import { captureRequests, setupBackend } from '../harness/backend';
import { SLOW } from '../harness/render';
import { btn, choose, dialog, pastThrottle, rowKeys, rowOf, waitForRows } from '../harness/queries';
import { openPage } from '../harness/scenarios';

setupBackend();
const PATH = '/vehicle/vehicle-visualization';

async function openAlarms() {
  const view = await openPage(DeviceMonitorPage, PATH);
  await waitForRows();
  await view.user.click(screen.getByRole('tab', { name: '告警记录' }));
  const panel = await screen.findByRole('tabpanel', { name: '告警记录' });
  await waitFor(() => expect(rowKeys(panel)[0]).toMatch(/^AL/), { timeout: 20000 });
  return { ...view, panel };
}

describe('告警记录', SLOW, () => {
  it('lists the records newest first; 确认 asks, then the row shows who acknowledged it', async () => {
    const { user, panel } = await openAlarms();
    const newest = getAlarms()
      .slice(0, 20)
      .map((r) => r.id);
    expect(rowKeys(panel)).toEqual(newest);
    const r = getAlarms().find((x) => x.status === 'open')!;
    expect(rowKeys(panel)).toContain(r.id);
    await user.click(within(rowOf(r.id)).getByRole('button', { name: btn('确认') }));
    const confirm = await dialog('确认告警');
    expect(within(confirm).getByText(new RegExp(`确认告警 ${r.id}（${r.vehicleNo} `))).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: btn('确认') }));
    expect(await screen.findByText('告警已确认')).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf(r.id)).getByText('已确认')).toBeInTheDocument());
    expect(within(rowOf(r.id)).getByText(/平台管理员/)).toBeInTheDocument();
  });

  it('建任务 makes the task the alarm calls for and the alarm is 处理中', async () => {
    const { user } = await openAlarms();
    const r = getAlarms()
      .slice(0, 20)
      .find((x) => x.status === 'open')!;
    await user.click(within(rowOf(r.id)).getByRole('button', { name: btn('建任务') }));
    await user.click(within(await dialog('告警建任务')).getByRole('button', { name: btn('创建任务') }));
    expect(await screen.findByText('任务已创建')).toBeInTheDocument();
    const task = getVehicleLogs().tasks[0];
    expect(task).toMatchObject({ vehicleNo: r.vehicleNo, note: `告警 ${r.id}：${task.note.split('：')[1]}` });
    await waitFor(() => expect(within(rowOf(r.id)).getByText('处理中')).toBeInTheDocument());
    expect(within(rowOf(r.id)).getByText(task.id)).toBeInTheDocument();
  });

  it('清除 asks why; an offline device’s alarm is refused, the dialog keeps the reason typed', async () => {
    const { user, panel } = await openAlarms();
    await choose(user, '告警类型', '设备离线', panel);
    await user.click(within(panel).getByRole('button', { name: btn('查询') }));
    const offline = getAlarms().filter((x) => x.alarm === 'offline');
    await waitFor(() => expect(rowKeys(panel)).toEqual(offline.slice(0, 20).map((x) => x.id)));
    const target = offline[0];
    expect(vehicleIndex().get(target.vehicleNo)!.online).toBe(false);
    await user.click(within(rowOf(target.id)).getByRole('button', { name: btn('清除') }));
    const form = await dialog(`清除告警 ${target.id}`);
    await user.click(within(form).getByRole('button', { name: btn('清除') }));
    expect(await within(form).findByText('请填写清除原因')).toBeInTheDocument();
    await user.type(within(form).getByRole('textbox', { name: '清除原因' }), '已现场确认');
    await pastThrottle();
    await user.click(within(form).getByRole('button', { name: btn('清除') }));
    expect(await screen.findByText('设备仍离线，不能清除该告警')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: '清除原因' })).toHaveValue('已现场确认');
    expect(target.status).toBe('open');
  });

  it('their filter is theirs alone: kept in the address as alarms.*, the devices and the repair tickets are not filtered by it', async () => {
    const devices = captureRequests('/platform/vehicle/list');
    const repairs = captureRequests('/platform/repair/list');
    const { user, panel } = await openAlarms();
    const before = devices.length;
    await choose(user, '告警类型', '设备离线', panel);
    await user.click(within(panel).getByRole('button', { name: btn('查询') }));
    await waitFor(() => expect(window.location.hash).toContain('alarms.alarm=offline'));
    expect(
      devices
        .slice(before)
        .map((r) => r.query.alarm)
        .filter(Boolean),
    ).toEqual([]);
    await user.click(screen.getByRole('tab', { name: '维修工单' }));
    await waitFor(() => expect(repairs.length).toBeGreaterThan(0));
    expect(repairs.at(-1)!.query).not.toHaveProperty('alarm');
    expect(within(await screen.findByRole('tabpanel', { name: '维修工单' })).queryByText('offline')).toBeNull();
    // the tab shown is in the address too: a reload opens it again
    expect(window.location.hash).toContain('tab=repairs');
  });

  it('a page opened on ?tab=alarms shows the alarm records', async () => {
    await openPage(DeviceMonitorPage, `${PATH}?tab=alarms`);
    expect(await screen.findByRole('tab', { name: '告警记录', selected: true })).toBeInTheDocument();
    const panel = await screen.findByRole('tabpanel', { name: '告警记录' });
    await waitFor(() => expect(rowKeys(panel)[0]).toMatch(/^AL/), { timeout: 20000 });
  });
});
