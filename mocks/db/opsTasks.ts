import type { Rng } from '../lib/rng';
import { epoch, getDb } from './store';
import { isDemoAccount } from './staff';
import { isoAt } from './time';
import { hash } from './lazy';
import type { OperatorRecord as Operator } from '@contract/permissions';
import type { InspectionFinding, OpsTaskRecord as OpsTask } from '@contract/tasks';
import type { Vehicle } from '@contract/vehicles';

const HOUR = 3600000;
const KINDS: Array<OpsTask['kind']> = [
  'battery_swap',
  'battery_swap',
  'battery_swap',
  'dispatch',
  'dispatch',
  'repair',
  'inspection',
];
const NOTES: Record<OpsTask['kind'], string[]> = {
  battery_swap: ['电量低于20%，请尽快换电', '夜间集中换电', ''],
  dispatch: ['停放在禁停区，挪至最近站点', '早高峰前调度至地铁口', '用户投诉车辆挡道', ''],
  repair: ['刹车失灵', '车铃损坏', '二维码污损，需更换', '电池仓锁异常'],
  inspection: ['超过72小时未骑行，现场核查', '疑似丢失，请定位寻回', '例行巡检', ''],
};

/** Who may take tasks: enabled field staff of the platform (运营专员, 运维人员) or of the vehicle's franchisee. */
export function fieldStaff(agentId?: string): Operator[] {
  return getDb().operators.filter(
    (o) =>
      o.state === 'enabled' &&
      !isDemoAccount(o) &&
      (agentId ? o.agentId === agentId : !o.agentId && (o.roleId === 'R002' || o.roleId === 'R004')),
  );
}

/** The staff a vehicle's task goes to: its franchisee's own, else the platform's. */
export const staffFor = (v: Pick<Vehicle, 'agentId'>): Operator[] => {
  const own = fieldStaff(v.agentId);
  return own.length ? own : fieldStaff();
};

const FINDINGS: InspectionFinding[] = ['damaged', 'qr_code', 'battery', 'misparked', 'not_found'];

/**
 * The report of a finished inspection, from the task's id (no draw from the seed, so
 * every other seeded figure stays): about one in three finds a problem, a few two;
 * a vehicle reported as possibly lost is more often not found.
 */
export function inspectionFindings(id: string, note: string): InspectionFinding[] {
  const h = hash(id);
  if (note.includes('丢失') && h % 3 === 0) return ['not_found'];
  if (h % 100 >= 35) return [];
  const first = FINDINGS[(h >>> 8) % 4];
  const second = FINDINGS[(h >>> 12) % 4];
  return (h >>> 16) % 8 === 0 && second !== first ? [first, second] : [first];
}

/**
 * A month of operation tasks, newest first: the older ones done (a few cancelled),
 * the recent ones assigned, in progress or still waiting; some past their deadline.
 */
export function seedTasks(rng: Rng, vehicles: readonly Vehicle[], count = 1600): OpsTask[] {
  const tasks: OpsTask[] = [];
  let t = epoch() - rng.int(5, 30) * 60000;
  const creators = getDb()
    .operators.filter((o) => (o.roleId === 'R001' || o.roleId === 'R002') && o.state === 'enabled' && !isDemoAccount(o))
    .map((o) => o.name);
  for (let i = 0; i < count; i++) {
    t -= rng.int(8, 45) * 60000;
    const v = vehicles[rng.int(0, vehicles.length - 1)];
    const kind = rng.pick(KINDS);
    const ageH = (epoch() - t) / HOUR;
    const limitH = rng.pick([4, 8, 24, 24, 48]);
    const deadline = t + limitH * HOUR;
    const staff = staffFor(v);
    let status: OpsTask['status'];
    if (ageH > 48) status = rng.chance(0.06) ? 'cancelled' : 'done';
    else if (ageH > 12) status = rng.pick(['done', 'done', 'in_progress', 'assigned', 'cancelled']);
    else status = rng.pick(['pending', 'pending', 'assigned', 'in_progress', 'done']);
    const assignee = status === 'pending' || (status === 'cancelled' && rng.chance(0.5)) ? undefined : rng.pick(staff);
    tasks.push({
      id: `T${String(count - i).padStart(6, '0')}`,
      kind,
      vehicleNo: v.vehicleNo,
      serviceAreaId: v.serviceAreaId,
      agentId: v.agentId,
      assignee: assignee?.opManId,
      status,
      createdAt: isoAt(t),
      deadline: isoAt(deadline),
      // most are done within the time limit, about one in six late
      finishedAt:
        status === 'done' ? isoAt(Math.min(epoch(), t + rng.int(1, Math.ceil(limitH * 1.2)) * HOUR)) : undefined,
      cancelReason: status === 'cancelled' ? rng.pick(['车辆已被用户骑走', '重复任务', '车辆已自行恢复']) : undefined,
      note: rng.pick(NOTES[kind]),
      createdBy: rng.pick(creators),
    });
    const task = tasks[tasks.length - 1];
    if (kind === 'inspection' && status === 'done') task.findings = inspectionFindings(task.id, task.note);
  }
  return tasks;
}
