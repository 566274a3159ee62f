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
import { call, postAs, setupRawBackend, signInAsPhone } from '../api/backendSession';

setupRawBackend();

const isOpen = (t: OpsTaskRecord) => t.status !== 'done' && t.status !== 'cancelled';
/** Open tasks of a franchisee that has its own crew. */
const crewTasks = () => getVehicleLogs().tasks.filter((t) => isOpen(t) && t.agentId && fieldStaff(t.agentId).length);

type Offered = Array<{ opManId: string; openTasks: number; serviceAreaIds?: string[] }>;

/** Two open tasks of one franchisee's crew in two different areas of it, if the world has them. */
function twoAreasOneCrew(): [OpsTaskRecord, OpsTaskRecord] {
  for (const t of crewTasks()) {
    const u = crewTasks().find((x) => x.agentId === t.agentId && x.serviceAreaId !== t.serviceAreaId);
    if (u) return [t, u];
  }
  throw new Error('no franchisee with open tasks in two areas');
}

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

  it('a batch spanning two areas offers the crews of both areas and goes to a crew that works both', async () => {
    const s = await signInAsPhone('13800000000');
    const [t, u] = twoAreasOneCrew();
    const areas = [t.serviceAreaId, u.serviceAreaId].sort();
    const offered = (await get(s, '/platform/ops/staff', { serviceAreaId: areas.join(',') })) as unknown as Offered;
    const crew = staffFor(t).map((o) => o.opManId);
    expect(offered.map((o) => o.opManId)).toEqual(crew);
    for (const o of offered) expect(o.serviceAreaIds, o.opManId).toEqual(areas);
    const res = await postAs(s, '/platform/ops/task/assign', { ids: [t.id, u.id], assignee: crew[0] });
    expect(res.suc, JSON.stringify(res.error)).toBe(true);
    for (const x of [t, u]) expect(x).toMatchObject({ status: 'assigned', assignee: crew[0] });
  });

  it('a batch spanning two franchisees offers each one’s crew with the area it works, and neither takes the batch', async () => {
    const s = await signInAsPhone('13800000000');
    const t = crewTasks()[0];
    const u = crewTasks().find((x) => x.agentId !== t.agentId)!;
    const offered = (await get(s, '/platform/ops/staff', {
      serviceAreaId: [t.serviceAreaId, u.serviceAreaId].join(','),
    })) as unknown as Offered;
    const ofT = staffFor(t)[0].opManId;
    const ofU = staffFor(u)[0].opManId;
    expect(offered.find((o) => o.opManId === ofT)?.serviceAreaIds).toEqual([t.serviceAreaId]);
    expect(offered.find((o) => o.opManId === ofU)?.serviceAreaIds).toEqual([u.serviceAreaId]);
    const before = [t.assignee, u.assignee];
    for (const who of [ofT, ofU]) {
      const res = await postAs(s, '/platform/ops/task/assign', { ids: [t.id, u.id], assignee: who });
      expect(res.error?.promt, who).toBe('请选择有效的运维人员');
    }
    expect([t.assignee, u.assignee]).toEqual(before);
    const unknown = await call('GET', '/platform/ops/staff', {
      session: s,
      query: { serviceAreaId: `${t.serviceAreaId},SA999` },
    });
    expect(unknown.body.error?.promt).toBe('请选择服务区');
  });
});
