/**
 * /data/operation-tasks (0909): the search reaches the server; a task created by
 * hand is listed first, pending; selected tasks are assigned to one staff member;
 * cancelling asks for a reason; the server's refusals are shown and keep the form.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import OperationTasksPage from '@/features/operations/pages/OperationTasksPage';
import { staffFor } from '@mocks/db/opsTasks';
import { getVehicleLogs } from '@mocks/db/vehicleLogs';
import { getVehicles } from '@mocks/db/vehicles';
import { setupBackend, signInAs } from '../harness/backend';
import { SLOW, renderPage } from '../harness/render';
import { btn, choose, dialog, pastThrottle, rowKeys, rowOf, waitForRows } from '../harness/queries';
import { searchBy, openPage } from '../harness/scenarios';

setupBackend();
const PATH = '/data/operation-tasks';
const tasks = () => getVehicleLogs().tasks;

describe('/data/operation-tasks', SLOW, () => {
  it('a search by status and kind is sent to the server and lists only those tasks', async () => {
    const { user, seen } = await openPage(OperationTasksPage, PATH, { capture: '/platform/ops/task/list' });
    await waitForRows();
    await searchBy(user, seen, { 状态: '待分配', 类型: '换电' }, { status: 'pending', kind: 'battery_swap' });
    const expected = tasks().filter((t) => t.status === 'pending' && t.kind === 'battery_swap');
    await waitFor(() => expect(rowKeys()).toEqual(expected.slice(0, 20).map((t) => t.id)));
    expect(expected.length).toBeGreaterThan(0);
  });

  it('creates a task for typed vehicle numbers; it is listed first, waiting for assignment', async () => {
    await signInAs();
    const v = getVehicles()[10];
    const { user } = renderPage(OperationTasksPage, PATH);
    await waitForRows();
    await user.click(screen.getByRole('button', { name: /新建任务/ }));
    const modal = await dialog('新建运维任务');
    await user.type(within(modal).getByRole('textbox', { name: '车辆编号' }), `${v.vehicleNo}\n`);
    await choose(user, '任务类型', '维修', modal);
    await user.type(within(modal).getByRole('textbox', { name: '备注' }), '刹车异响');
    await user.click(within(modal).getByRole('button', { name: btn('生成任务') }));
    expect(await screen.findByText('运维任务已创建')).toBeInTheDocument();
    const created = tasks()[0];
    expect(created).toMatchObject({ vehicleNo: v.vehicleNo, kind: 'repair', status: 'pending', note: '刹车异响' });
    await waitFor(() => expect(rowKeys()[0]).toBe(created.id));
    expect(within(rowOf(created.id)).getByText('待分配')).toBeInTheDocument();
    expect(within(rowOf(created.id)).getByText('未分配')).toBeInTheDocument();
  });

  it('an unknown vehicle number is refused by the server; the dialog keeps what was typed', async () => {
    await signInAs();
    const before = tasks().length;
    const { user } = renderPage(OperationTasksPage, PATH);
    await waitForRows();
    await user.click(screen.getByRole('button', { name: /新建任务/ }));
    const modal = await dialog('新建运维任务');
    await user.type(within(modal).getByRole('textbox', { name: '车辆编号' }), '9999999');
    await user.click(within(modal).getByRole('button', { name: btn('生成任务') }));
    expect(await within(modal).findByText(/未找到车辆 9999999/)).toBeInTheDocument();
    expect(within(modal).getByRole('textbox', { name: '车辆编号' })).toHaveValue('9999999');
    expect(tasks().length).toBe(before);
  });

  it('assigns two selected pending tasks to one staff member', async () => {
    const { user } = await openPage(OperationTasksPage, `${PATH}?status=pending`);
    const rows = await waitForRows(2);
    // two tasks one crew works (its franchisee's, in one area or several): 分配 offers that crew
    const crewOf = (k: string) => staffFor(tasks().find((t) => t.id === k)!)[0].opManId;
    const keys = [rows[0], rows.slice(1).find((k) => crewOf(k) === crewOf(rows[0]))!];
    for (const k of keys) await user.click(within(rowOf(k)).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: /批量分配（2）/ }));
    const modal = await dialog('分配任务（2 个）');
    const who = staffFor(tasks().find((t) => t.id === keys[0])!)[0];
    const load = tasks().filter(
      (t) => t.assignee === who.opManId && (t.status === 'assigned' || t.status === 'in_progress'),
    ).length;
    await choose(user, '运维人员', `${who.name}（进行中 ${load}）`, modal);
    await user.click(within(modal).getByRole('button', { name: btn('分配') }));
    expect(await screen.findByText('任务已分配')).toBeInTheDocument();
    for (const k of keys)
      expect(tasks().find((t) => t.id === k)).toMatchObject({ status: 'assigned', assignee: who.opManId });
    await waitFor(() => expect(rowKeys()).not.toContain(keys[0]));
  });

  it('cancelling needs a reason; the cancelled task shows it', async () => {
    const { user } = await openPage(OperationTasksPage, `${PATH}?status=assigned`);
    const [first] = await waitForRows();
    await user.click(within(rowOf(first)).getByRole('button', { name: '取消' }));
    const modal = await dialog(`取消任务 ${first}`);
    await user.click(within(modal).getByRole('button', { name: btn('确认取消') }));
    expect(await within(modal).findByText('请填写取消原因')).toBeInTheDocument();
    await pastThrottle();
    await user.type(within(modal).getByRole('textbox', { name: '取消原因' }), '重复任务');
    await user.click(within(modal).getByRole('button', { name: btn('确认取消') }));
    expect(await screen.findByText('任务已取消')).toBeInTheDocument();
    expect(tasks().find((t) => t.id === first)).toMatchObject({ status: 'cancelled', cancelReason: '重复任务' });
  });
});
