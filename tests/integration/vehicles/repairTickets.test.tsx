/**
 * Repair tickets in the console (issue 12 item 6): 设备监控's 维修工单 tab advances a ticket
 * step by step (诊断 in a form, 开始维修 and 完成 after a question) and the row follows; a step
 * the server refuses (someone else closed the ticket meanwhile) keeps the form with what was
 * typed and shows why; a vehicle's 告警与维修 tab reports a repair and the vehicle goes into
 * repair, a second report is refused; an alarm record's 报修 makes a ticket from the alarm.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import DeviceMonitorPage from '@/features/vehicles/pages/DeviceMonitorPage';
import VehicleInfoPage from '@/features/vehicles/pages/VehicleInfoPage';
import { getAlarms } from '@mocks/db/alarms';
import { getRepairs, takeRepairStep } from '@mocks/db/repairs';
import { getVehicles, vehicleIndex } from '@mocks/db/vehicles';
import { now } from '@/shared/utils/clock';
import { setupBackend, signInAs } from '../harness/backend';
import { SLOW, renderPage } from '../harness/render';
import { btn, choose, dialog, pastThrottle, rowKeys, rowOf, waitForRows } from '../harness/queries';
import { openPage } from '../harness/scenarios';

setupBackend();
const PATH = '/vehicle/vehicle-visualization';

async function openTab(name: string) {
  const view = await openPage(DeviceMonitorPage, PATH);
  await waitForRows();
  await view.user.click(screen.getByRole('tab', { name }));
  const panel = await screen.findByRole('tabpanel', { name });
  return { ...view, panel };
}

/** The repairs tab showing only tickets 已报修 (newest first). */
async function reportedTickets() {
  const view = await openTab('维修工单');
  await waitFor(() => expect(rowKeys(view.panel)[0]).toMatch(/^WX/), { timeout: 20000 });
  await choose(view.user, '状态', '已报修', view.panel);
  await view.user.click(within(view.panel).getByRole('button', { name: btn('查询') }));
  const reported = getRepairs().filter((t) => t.status === 'reported');
  await waitFor(() => expect(rowKeys(view.panel)).toEqual(reported.slice(0, 20).map((t) => t.id)));
  return { ...view, ticket: reported[0] };
}

async function confirmStep(
  user: Awaited<ReturnType<typeof openTab>>['user'],
  id: string,
  link: string,
  title: string,
  ok: string,
  done: string,
) {
  await user.click(within(rowOf(id)).getByRole('button', { name: btn(link) }));
  await user.click(within(await dialog(title)).getByRole('button', { name: btn(ok) }));
  expect(await screen.findByText(done)).toBeInTheDocument();
}

describe('维修工单', SLOW, () => {
  it('advances a ticket: 诊断 in a form, 开始维修 and 完成 after a question; the row and the vehicle follow', async () => {
    const { user, ticket } = await reportedTickets();
    expect(vehicleIndex().get(ticket.vehicleNo)!.opsStates).toContain('repair');
    await user.click(within(rowOf(ticket.id)).getByRole('button', { name: btn('诊断') }));
    const form = await dialog(`诊断 ${ticket.id}`);
    await choose(user, '故障类型', '刹车失灵', form);
    await user.type(within(form).getByRole('textbox', { name: '诊断结果' }), '刹车线松脱');
    await user.click(within(form).getByRole('button', { name: btn('提交诊断') }));
    expect(await screen.findByText('诊断已记录')).toBeInTheDocument();
    expect(ticket).toMatchObject({ status: 'diagnosing', faultType: '刹车失灵', diagnosis: '刹车线松脱' });
    // the list shows 已报修 only: the row leaves it; all statuses again
    await user.click(screen.getByRole('button', { name: btn('重置') }));
    await waitFor(() => expect(within(rowOf(ticket.id)).getByText('诊断中')).toBeInTheDocument(), { timeout: 20000 });

    await confirmStep(user, ticket.id, '开始维修', '开始维修', '开始维修', '已开始维修');
    await waitFor(() => expect(within(rowOf(ticket.id)).getByText('维修中')).toBeInTheDocument());
    await pastThrottle();
    await confirmStep(user, ticket.id, '完成', '完成维修', '完成', '维修已完成，车辆已恢复运营');
    await waitFor(() => expect(within(rowOf(ticket.id)).getByText('已完成')).toBeInTheDocument());
    expect(within(rowOf(ticket.id)).queryByRole('button', { name: btn('取消') })).toBeNull();
    expect(vehicleIndex().get(ticket.vehicleNo)!.opsStates).not.toContain('repair');
  });

  it('a step the server refuses keeps the form with what was typed and shows why', async () => {
    const { user, ticket } = await reportedTickets();
    await user.click(within(rowOf(ticket.id)).getByRole('button', { name: btn('诊断') }));
    const form = await dialog(`诊断 ${ticket.id}`);
    await user.click(within(form).getByRole('button', { name: btn('提交诊断') }));
    expect(await within(form).findByText('请填写诊断结果')).toBeInTheDocument();
    await choose(user, '故障类型', '轮胎漏气', form);
    await user.type(within(form).getByRole('textbox', { name: '诊断结果' }), '后轮内胎扎破');
    // someone else cancels the ticket meanwhile
    takeRepairStep(ticket, 'cancel', {}, { name: '王伟', opManId: 'OP-other' }, now());
    await pastThrottle();
    await user.click(within(form).getByRole('button', { name: btn('提交诊断') }));
    expect(await within(form).findByText('工单已取消，不能诊断')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: '诊断结果' })).toHaveValue('后轮内胎扎破');
    expect(ticket.diagnosis).toBeUndefined();
  });

  it('an alarm record’s 报修 makes a ticket from the alarm and the alarm is 处理中', async () => {
    const { user, panel } = await openTab('告警记录');
    await waitFor(() => expect(rowKeys(panel)[0]).toMatch(/^AL/), { timeout: 20000 });
    const alarm = getAlarms()
      .slice(0, 20)
      .find(
        (a) =>
          a.status === 'open' &&
          !vehicleIndex().get(a.vehicleNo)!.opsStates.includes('repair') &&
          vehicleIndex().get(a.vehicleNo)!.rideState !== 'riding',
      )!;
    await user.click(within(rowOf(alarm.id)).getByRole('button', { name: btn('报修') }));
    await user.click(within(await dialog('告警报修')).getByRole('button', { name: btn('报修') }));
    expect(await screen.findByText('已报修，车辆已下架维修')).toBeInTheDocument();
    const ticket = getRepairs()[0];
    expect(ticket).toMatchObject({
      vehicleNo: alarm.vehicleNo,
      source: 'alarm',
      alarmId: alarm.id,
      status: 'reported',
    });
    await waitFor(() => expect(within(rowOf(alarm.id)).getByText('处理中')).toBeInTheDocument());
    expect(within(rowOf(alarm.id)).getByText(ticket.id)).toBeInTheDocument();
  });
});

describe('a vehicle’s 告警与维修', SLOW, () => {
  it('reports a repair: the vehicle goes into repair and lists the ticket; a second report is refused and keeps the form', async () => {
    await signInAs();
    const v = getVehicles().find((x) => x.rideState === 'ready' && !x.opsStates.length && !x.alarms.length)!;
    const { user } = renderPage(VehicleInfoPage, `/vehicle-info?id=${v.vehicleNo}&tab=alarms`);
    const card = await screen.findByRole('table', { name: '维修工单' }, { timeout: 20000 });
    await user.click(screen.getByRole('button', { name: /报\s*修/ }));
    let form = await dialog(`报修 车辆 ${v.vehicleNo}`);
    await user.type(within(form).getByRole('textbox', { name: '故障描述' }), '后轮没气');
    await user.click(within(form).getByRole('button', { name: btn('报修') }));
    expect(await screen.findByText('已报修，车辆已下架维修')).toBeInTheDocument();
    const ticket = getRepairs()[0];
    expect(ticket).toMatchObject({
      vehicleNo: v.vehicleNo,
      description: '后轮没气',
      source: 'report',
      reportedBy: '平台管理员',
    });
    expect(v.opsStates).toContain('repair');
    await waitFor(() => expect(within(card).getByText(ticket.id)).toBeInTheDocument());
    expect(within(card).getByText('已报修')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('维修中').length).toBeGreaterThan(0));

    await pastThrottle();
    await user.click(screen.getByRole('button', { name: /报\s*修/ }));
    form = await dialog(`报修 车辆 ${v.vehicleNo}`);
    await user.type(within(form).getByRole('textbox', { name: '故障描述' }), '车灯不亮');
    await user.click(within(form).getByRole('button', { name: btn('报修') }));
    expect(await within(form).findByText(`该车辆已有未完成的维修工单（${ticket.id}）`)).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: '故障描述' })).toHaveValue('车灯不亮');
    expect(getRepairs().filter((t) => t.vehicleNo === v.vehicleNo && t.status === 'reported')).toHaveLength(1);
  });
});
