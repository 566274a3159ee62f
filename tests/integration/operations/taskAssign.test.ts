/**
 * 分配 of operation tasks (issue 43): a task's 分配 offers the crews working its service area,
 * with their open tasks, and a task goes to one of them; a crew of another franchisee, or a
 * crew that does not work every chosen task's area, is refused with the reason.
 */
import { describe, expect, it } from 'vitest';
import { fieldStaff, staffFor } from '@mocks/db/opsTasks';
import { getVehicleLogs } from '@mocks/db/vehicleLogs';
import type { OpsTaskRecord } from '@contract/tasks';
import { get } from '../api/ledgerChecks';
import { postAs, setupRawBackend, signInAsPhone } from '../api/backendSession';

setupRawBackend();

const isOpen = (t: OpsTaskRecord) => t.status !== 'done' && t.status !== 'cancelled';
/** Open tasks of a franchisee that has its own crew. */
const crewTasks = () => getVehicleLogs().tasks.filter((t) => isOpen(t) && t.agentId && fieldStaff(t.agentId).length);

describe('分配 of operation tasks', () => {
  it('offers the crews of the task’s area with their open tasks, and gives the task to one of them', async () => {
    const s = await signInAsPhone('13800000000');
    const t = crewTasks().find((x) => x.status === 'pending')!;
    const crews = staffFor(t);
    const offered = (await get(s, '/platform/ops/staff', { serviceAreaId: t.serviceAreaId })) as unknown as Array<{
      opManId: string;
      openTasks: number;
    }>;
    const load = (id: string) => getVehicleLogs().tasks.filter((x) => x.assignee === id && isOpen(x)).length;
    expect(offered.map((o) => o.opManId)).toEqual(crews.map((o) => o.opManId));
    for (const o of offered) expect(o.openTasks, o.opManId).toBe(load(o.opManId));
    // the crews are the ones at work: between them they hold open tasks
    expect(offered.some((o) => o.openTasks > 0)).toBe(true);
    const res = await postAs(s, '/platform/ops/task/assign', { ids: [t.id], assignee: crews[0].opManId });
    expect(res.suc, JSON.stringify(res.error)).toBe(true);
    expect(t).toMatchObject({ status: 'assigned', assignee: crews[0].opManId });
  });

  it('refuses a crew that does not work every chosen task’s area', async () => {
    const s = await signInAsPhone('13800000000');
    const t = crewTasks()[0];
    const other = crewTasks().find((x) => x.agentId !== t.agentId)!;
    const stranger = staffFor(other)[0];
    const before = t.assignee;
    for (const ids of [[t.id], [other.id, t.id]]) {
      const res = await postAs(s, '/platform/ops/task/assign', { ids, assignee: stranger.opManId });
      expect(res.error?.promt).toBe('请选择有效的运维人员');
    }
    expect(t.assignee).toBe(before);
  });
});
