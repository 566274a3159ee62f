/**
 * Operation tasks (screen behaviour operation-tasks; vehicle screening creates them):
 *   GET  /platform/ops/task/list    keyword (task id, vehicle), status, kind, assignee,
 *                                   overdue=true, createdAt 'a~b', sortField createdAt|deadline
 *   POST /platform/ops/task/batch   {vehicleNos, kind, deadlineHours, note} → one task per vehicle
 *   POST /platform/ops/task/assign  {ids, assignee} → open tasks go to that staff member (the caller's own, or the crew of every task's area)
 *   POST /platform/ops/task/cancel  {id, reason}
 *   GET  /platform/ops/staff        field staff who may take the caller's tasks (or work in serviceAreaId: one, or several
 *                                   comma-separated, each crew then with the ones it works), with open counts
 *   GET  /platform/ops/task/stats   kind, from, to (YYYY-MM-DD, UTC+8), areaId → per day and per staff member
 *                                   (kind repair: the repair tickets, mocks/db/repairs.ts)
 */
import { fieldStaff, staffFor } from '../db/opsTasks';
import { getDb } from '../db/store';
import {
  TASK_BATCH_MAX,
  TASK_BATCH_MSG,
  TASK_DEADLINE_HOURS,
  TASK_STATUS,
  type OpsTaskRecord as OpsTask,
} from '@contract/tasks';
import { addTask, getVehicleLogs } from '../db/vehicleLogs';
import { getRepairs, repairAsTask } from '../db/repairs';
import { inDateRange, matches, pageOf } from '../lib/paging';
import { dayOf, statsDays } from '../lib/stats';
import { BizError, route, type Caller } from '../lib/route';
import { idList, inScope } from '../lib/scope';
import { findVehicle } from './vehicles';
import { now as clockNow } from '../../src/shared/utils/clock';
import { FLEET_WRITES } from '@contract/actions';
import { FLEET_READS } from '@contract/endpoints/fleet';
import { COMMON_INPUT_MSG } from '@contract/inputMessages';

/** 换电 / 维修 / 巡检 / 挪车 statistics */
const isOpen = (t: Pick<OpsTask, 'status'>) => t.status !== 'done' && t.status !== 'cancelled';

/** Staff the caller may hand tasks to: a franchisee's own, or the platform's. */
const staffOf = (caller: Caller) => fieldStaff(caller.operator.agentId);

/** A task as a reply shows it: its franchisee and an inspection's findings stay on the server (contract OpsTask). */
function shown({ agentId: _agentId, findings: _findings, ...t }: OpsTask) {
  const db = getDb();
  return {
    ...t,
    serviceAreaName: db.serviceAreas.find((a) => a.id === t.serviceAreaId)?.name,
    assigneeName: t.assignee ? db.operators.find((o) => o.opManId === t.assignee)?.name : undefined,
  };
}

function task(caller: Caller, id: string | undefined): OpsTask {
  const t = id ? getVehicleLogs().tasks.find((x) => x.id === id) : undefined;
  if (!t || !inScope(caller, {})(t)) throw new BizError('未找到该任务');
  return t;
}

export const opsTaskHandlers = [
  route(FLEET_READS.opsTaskList, {}, ({ caller, query }) => {
    const scope = inScope(caller, query);
    const now = clockNow();
    const rows = getVehicleLogs().tasks.filter(
      (t) =>
        scope(t) &&
        (!query.serviceAreaId || t.serviceAreaId === query.serviceAreaId) &&
        (!query.status || t.status === query.status) &&
        (!query.kind || t.kind === query.kind) &&
        (!query.assignee || t.assignee === query.assignee) &&
        (query.overdue !== 'true' || (isOpen(t) && Date.parse(t.deadline) < now)) &&
        inDateRange(t.createdAt, query.createdAt) &&
        matches(query.keyword, t.vehicleNo, t.id),
    );
    const page = pageOf(rows, query, { createdAt: (t) => t.createdAt, deadline: (t) => t.deadline });
    return { ...page, rows: page.rows.map(shown) };
  }),

  route<{ vehicleNos?: string[]; kind?: string; note?: string; deadlineHours?: number }>(
    FLEET_WRITES.opsTaskBatch,
    {},
    ({ caller, body }) => {
      // the kind is one of the task kinds, the note within its limit: the input schema's
      const nos = Array.isArray(body.vehicleNos) ? body.vehicleNos : [];
      if (!nos.length) throw new BizError(TASK_BATCH_MSG.none);
      if (nos.length > TASK_BATCH_MAX) throw new BizError(TASK_BATCH_MSG.tooMany);
      // one task per vehicle: a number given twice is refused, not made into two tasks (nor one)
      const repeated = nos.find((no, i) => nos.indexOf(no) !== i);
      if (repeated !== undefined) throw new BizError(`${TASK_BATCH_MSG.repeated}：${repeated}`);
      const hours = body.deadlineHours;
      if (!TASK_DEADLINE_HOURS.some((h) => h === hours)) throw new BizError(TASK_BATCH_MSG.deadline);
      const note = body.note ?? '';
      const vehicles = nos.map((no) => {
        try {
          return findVehicle(caller, no);
        } catch {
          throw new BizError(`未找到车辆 ${no}`);
        }
      });
      const now = clockNow();
      const created = vehicles.map((v) =>
        addTask({
          kind: body.kind as OpsTask['kind'],
          vehicleNo: v.vehicleNo,
          serviceAreaId: v.serviceAreaId,
          agentId: v.agentId,
          createdAt: new Date(now).toISOString(),
          deadline: new Date(now + (hours as number) * 3600000).toISOString(),
          note,
          createdBy: caller.operator.name,
        }),
      );
      return { created: created.length, ids: created.map((t) => t.id) };
    },
  ),

  route<{ ids: string[]; assignee?: string }>(FLEET_WRITES.opsTaskAssign, {}, ({ caller, body }) => {
    const tasks = body.ids.map((id) => task(caller, id));
    // the caller's own staff, or a crew that works the area of every chosen task (what 分配 offers)
    const isAssignee = (o: { opManId: string }) => o.opManId === body.assignee;
    const who =
      staffOf(caller).find(isAssignee) ??
      (tasks.every((t) => staffFor(t).some(isAssignee)) ? staffFor(tasks[0]).find(isAssignee) : undefined);
    if (!who) throw new BizError('请选择有效的运维人员');
    const closed = tasks.find((t) => !isOpen(t));
    if (closed) throw new BizError(`任务 ${closed.id} ${TASK_STATUS[closed.status].label}，不能分配`);
    for (const t of tasks) {
      t.assignee = who.opManId;
      if (t.status === 'pending') t.status = 'assigned';
    }
    return { assigned: tasks.length };
  }),

  route<{ id?: string; reason: string }>(FLEET_WRITES.opsTaskCancel, {}, ({ caller, body }) => {
    const t = task(caller, body.id);
    const { reason } = body;
    if (!isOpen(t)) throw new BizError(`任务${TASK_STATUS[t.status].label}，不能取消`);
    t.status = 'cancelled';
    t.cancelReason = reason;
    return shown(t);
  }),

  /**
   * serviceAreaId: the staff who work in that area (a maintenance area's team), else the caller's own;
   * several areas (comma-separated or a JSON list, 分配 of tasks spanning them): the crews of any of
   * them, each with the ones among them it works (a task goes only to a crew of its area)
   */
  route(FLEET_READS.opsStaff, {}, ({ caller, query }) => {
    const open = new Map<string, number>();
    for (const t of getVehicleLogs().tasks)
      if (t.assignee && isOpen(t)) open.set(t.assignee, (open.get(t.assignee) ?? 0) + 1);
    const ids = idList(query.serviceAreaId) ?? [];
    const seen = inScope(caller, {});
    const areas = ids.map((id) => {
      const area = getDb().serviceAreas.find((a) => a.id === id);
      if (!area || !seen({ serviceAreaId: area.id, agentId: area.agentId }))
        throw new BizError(COMMON_INPUT_MSG.serviceArea);
      return area;
    });
    const row = (o: { opManId: string; name: string }) => ({
      opManId: o.opManId,
      name: o.name,
      openTasks: open.get(o.opManId) ?? 0,
    });
    if (areas.length <= 1) return (areas.length ? staffFor(areas[0]) : staffOf(caller)).map(row);
    const crews = new Map<string, { opManId: string; name: string; serviceAreaIds: string[] }>();
    for (const a of areas)
      for (const o of staffFor(a)) {
        const c = crews.get(o.opManId) ?? { opManId: o.opManId, name: o.name, serviceAreaIds: [] };
        c.serviceAreaIds.push(a.id);
        crews.set(o.opManId, c);
      }
    return [...crews.values()].map((c) => ({ ...row(c), serviceAreaIds: c.serviceAreaIds }));
  }),

  route(FLEET_READS.opsTaskStats, {}, ({ caller, query }) => {
    // one of the task kinds: the input schema's
    const days = statsDays(query.from, query.to);
    const scope = inScope(caller, query);
    const now = clockNow();
    // 维修统计 counts repair tickets (issue 12 item 6), the others their operation tasks
    const items =
      query.kind === 'repair'
        ? getRepairs().map(repairAsTask)
        : getVehicleLogs().tasks.filter((t) => t.kind === query.kind);
    const inRange = items.filter(
      (t) =>
        scope(t) &&
        (!query.areaId || t.serviceAreaId === query.areaId) &&
        inDateRange(t.createdAt, `${days[0]}~${days.at(-1)}`),
    );
    const byDay = new Map(days.map((d) => [d, { date: d, created: 0, done: 0, cancelled: 0 }]));
    const names = new Map(getDb().operators.map((o) => [o.opManId, o.name]));
    const byStaff = new Map<
      string,
      { opManId: string; name: string; assigned: number; done: number; overdue: number; hours: number }
    >();
    for (const t of inRange) {
      const day = byDay.get(dayOf(t.createdAt))!;
      day.created += 1;
      if (t.status === 'done') day.done += 1;
      if (t.status === 'cancelled') day.cancelled += 1;
      if (!t.assignee) continue;
      const s = byStaff.get(t.assignee) ?? {
        opManId: t.assignee,
        name: names.get(t.assignee) ?? t.assignee,
        assigned: 0,
        done: 0,
        overdue: 0,
        hours: 0,
      };
      s.assigned += 1;
      if (t.status === 'done' && t.finishedAt) {
        s.done += 1;
        s.hours += (Date.parse(t.finishedAt) - Date.parse(t.createdAt)) / 3600000;
        if (Date.parse(t.finishedAt) > Date.parse(t.deadline)) s.overdue += 1;
      } else if (isOpen(t) && Date.parse(t.deadline) < now) s.overdue += 1;
      byStaff.set(t.assignee, s);
    }
    const staff = [...byStaff.values()]
      .map(({ hours, ...s }) => ({ ...s, avgHours: s.done ? Math.round((hours / s.done) * 10) / 10 : null }))
      .sort((a, b) => b.done - a.done || a.name.localeCompare(b.name, 'zh-CN'));
    return {
      kind: query.kind,
      days: [...byDay.values()],
      staff,
      pending: inRange.filter((t) => t.status === 'pending').length,
      open: inRange.filter(isOpen).length,
    };
  }),
];
