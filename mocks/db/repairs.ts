/**
 * Repair tickets (issue 12 item 6): every vehicle in repair (opsStates 'repair') has exactly
 * one open ticket, and a vehicle with an open ticket is in repair — every change of either
 * goes through here. Seeded from the world: the fleet's vehicles in repair get their open
 * ticket, at a plausible step, and the past weeks a history of closed ones (维修统计). The
 * steps people took fall in working hours (UTC+8) before the world's "now".
 */
import {
  isOpenRepair,
  REPAIR_FLOW,
  REPAIR_LIMIT_HOURS,
  type RepairPart,
  type RepairSource,
  type RepairStatus,
  type RepairStep,
  type RepairTicket,
} from '@contract/repairs';
import type { OperatorRecord as Operator } from '@contract/permissions';
import type { OpsTaskRecord } from '@contract/tasks';
import type { Alarm, Vehicle } from '@contract/vehicles';
import { createRng, type Rng } from '../lib/rng';
import { ALARM_OVER, alarmById, alarmsOfVehicle, clearAlarm } from './alarms';
import { getFaultTypes, NEW_FAULTS } from './config';
import { hash, lazy } from './lazy';
import { worldSlot } from './world';
import { staffFor } from './opsTasks';
import { COMPLAINTS, REMEDIES } from './repairParts';
import { epoch, getDb, worldSeed } from './store';
import { isoAt, nextWorkingTime, timeOrder, workingHoursOn } from './time';
import type { VehicleLog } from '@contract/logs';
import { addVehicleLog } from './vehicleLogs';
// the vehicles as built: the living world's minutes read them, and no identity's written part (mocks/db/fleet.ts)
import { vehicleIndexAsBuilt, vehiclesAsBuilt } from './vehicles';
import { SYSTEM_ACTOR } from '@contract/labels/columns';

const MIN = 60000;
const DAY = 86400000;
/** days of closed tickets before the world's "now" */
const HISTORY_DAYS = 45;

interface Store {
  list: RepairTicket[];
  next: number;
}

/** Who did a step: a name for the history, an opManId for the assignee. */
export type Actor = Pick<Operator, 'name' | 'opManId'>;

const enabledFaults = () =>
  getFaultTypes()
    .filter((f) => f.state === 'enabled')
    .map((f) => f.name);

/** The steps a seeded ticket goes through towards `goal`, each some minutes after the one before. */
type Step = Exclude<RepairStep, 'report'>;

function plan(rng: Rng, goal: RepairStatus, faultType: string): Array<[Step, number]> {
  const parts = (REMEDIES[faultType]?.parts.length ?? 0) > 0 && rng.chance(0.5);
  const steps: Array<[Step, number]> = [['diagnose', rng.int(20, 180)]];
  if (goal === 'diagnosing') return steps;
  if (goal === 'cancelled') return [...steps, ['cancel', rng.int(10, 120)]];
  if (parts) steps.push(['order_parts', rng.int(10, 60)]);
  if (goal === 'awaiting_parts') return parts ? steps : [...steps, ['order_parts', rng.int(10, 60)]];
  steps.push(['start', parts ? rng.int(18 * 60, 40 * 60) : rng.int(10, 90)]);
  if (goal === 'repairing') return steps;
  return [...steps, ['finish', rng.int(30, 240)]];
}

/**
 * What every seeded ticket reads and none changes, worked out once per build instead of once per
 * ticket (83,000 at 500,000 vehicles): the fault types a seeded ticket may have, and each
 * franchisee's crews (`staffFor` filters every operator at each call).
 */
interface Seeding {
  faults: string[];
  staffOf(v: Vehicle): Operator[];
}

function seeding(): Seeding {
  const crews = new Map<string | undefined, Operator[]>();
  return {
    faults: enabledFaults().filter((f) => !NEW_FAULTS.has(f)),
    staffOf: (v) => {
      let staff = crews.get(v.agentId);
      if (!staff) crews.set(v.agentId, (staff = staffFor(v)));
      return staff;
    },
  };
}

/**
 * A seeded ticket's draws, taken when the tickets are seeded and in the seed's order, with what
 * they read of the world then (the vehicle's place, the crews' names): the ticket is made from
 * them alone, so it is the same whenever it is made (a closed one of the history at the first
 * read of the whole list, see `whole`).
 */
interface Drawn {
  vehicleNo: string;
  serviceAreaId: string;
  agentId: string;
  /** reported (ms) */
  at: number;
  faultType: string;
  /** whether the report named the fault type */
  named: boolean;
  inspection: boolean;
  reporter: string;
  fixer: Actor;
  /** the steps taken before the world's "now", each with its time (ms) */
  steps: Array<[Step, number]>;
}

/**
 * The draws of a seeded ticket on `v` reported at `at`, taken towards `goal` as far as the
 * world's "now" allows (a ticket meant to be done whose last step would come after "now" is
 * dropped: null).
 */
function drawTicket(rng: Rng, seed: Seeding, v: Vehicle, at: number, goal: RepairStatus): Drawn | null {
  const faultType = rng.pick(seed.faults);
  const staff = seed.staffOf(v);
  const reporter = rng.pick(staff);
  const fixer = rng.pick(staff);
  const named = rng.chance(0.6);
  const inspection = rng.chance(0.3);
  const steps: Array<[Step, number]> = [];
  let time = at;
  for (const [step, minutes] of goal === 'reported' ? [] : plan(rng, goal, faultType)) {
    time = nextWorkingTime(time + minutes * MIN);
    if (time >= epoch()) {
      if (!isOpenRepair(goal)) return null;
      break;
    }
    steps.push([step, time]);
  }
  return {
    vehicleNo: v.vehicleNo,
    serviceAreaId: v.serviceAreaId,
    agentId: v.agentId,
    at,
    faultType,
    named,
    inspection,
    reporter: reporter?.name ?? SYSTEM_ACTOR,
    fixer: fixer ? { name: fixer.name, opManId: fixer.opManId } : { name: SYSTEM_ACTOR, opManId: '' },
    steps,
  };
}

/** The seeded ticket its draws make, numbered `no`. */
function seedTicket(d: Drawn, no: number): RepairTicket {
  const t: RepairTicket = {
    id: ticketId(no),
    vehicleNo: d.vehicleNo,
    serviceAreaId: d.serviceAreaId,
    agentId: d.agentId,
    faultType: d.named ? d.faultType : undefined,
    description: COMPLAINTS[d.faultType] ?? '车辆故障',
    source: d.inspection ? 'inspection' : 'report',
    status: 'reported',
    parts: [],
    history: [{ step: 'report', by: d.reporter, at: isoAt(d.at) }],
    reportedBy: d.reporter,
    reportedAt: isoAt(d.at),
  };
  const remedy = REMEDIES[d.faultType];
  for (const [step, time] of d.steps)
    applyStep(
      t,
      step,
      {
        faultType: d.faultType,
        diagnosis: remedy?.diagnosis ?? '现场检查后处理',
        parts: remedy?.parts ?? [],
        note: step === 'cancel' ? '车辆已自行恢复' : undefined,
      },
      d.fixer,
      time,
    );
  return t;
}

const ticketId = (no: number) => `WX${String(no).padStart(6, '0')}`;

/**
 * The closed tickets of the seeded history not made yet: drawn with the open ones when the
 * tickets were seeded (their draws follow the open ones' in the seed, and their times number
 * every ticket), made at the first read of the whole list. The living world's minutes need only
 * the open tickets (12,600 of 82,700 at 500,000 vehicles), which the seeding makes at once.
 * Kept beside the collection, not in it: the list a snapshot keeps or a fingerprint reads is
 * made whole first (`whole`), so it is the same whenever the history was made.
 */
const unmade = worldSlot((): { of: Store | null; make: (() => void) | null } => ({ of: null, make: null }));

/** Makes the store's history if it is not made yet: the list is then every ticket, newest first. */
function whole(s: Store): void {
  const u = unmade();
  if (u.of !== s || !u.make) return;
  const make = u.make;
  u.make = null;
  make();
}

const store = lazy(
  (): Store => {
    const rng = createRng(worldSeed() + 81);
    const seed = seeding();
    const drawn: Drawn[] = [];
    const vehicles = vehiclesAsBuilt();
    // the history's vehicles: those not in repair now
    const healthy: Vehicle[] = [];
    for (const v of vehicles) {
      if (!v.opsStates.includes('repair')) {
        healthy.push(v);
        continue;
      }
      const key = hash(`${v.vehicleNo}|repair`);
      const daysAgo = key % 4;
      let at = workingHoursOn(epoch() - daysAgo * DAY, key);
      if (at >= epoch() - 10 * MIN) at = workingHoursOn(epoch() - (daysAgo + 1) * DAY, key);
      const goal = rng.pick<RepairStatus>([
        'reported',
        'diagnosing',
        'diagnosing',
        'awaiting_parts',
        'repairing',
        'repairing',
      ]);
      drawn.push(drawTicket(rng, seed, v, at, goal)!);
    }
    const open = drawn.length;
    // the history: a few closed tickets a day on vehicles that are not in repair now
    const perDay = Math.max(1, Math.round(vehicles.length / 500));
    for (let d = 1; d <= HISTORY_DAYS; d++) {
      for (let i = rng.int(0, perDay); i < perDay * 2; i++) {
        const v = healthy[rng.int(0, healthy.length - 1)];
        const at = workingHoursOn(epoch() - d * DAY, rng.int(0, 1 << 30));
        const t = drawTicket(rng, seed, v, at, rng.chance(0.08) ? 'cancelled' : 'done');
        if (t) drawn.push(t);
      }
    }
    // numbered in the order they were reported, listed newest first: the open ones now
    const order = timeOrder(
      drawn,
      drawn.map((d) => d.at),
    );
    const total = drawn.length;
    const made: RepairTicket[] = new Array(total);
    const list: RepairTicket[] = [];
    for (let k = total - 1; k >= 0; k--) {
      const i = order[k];
      if (i < open) list.push((made[i] = seedTicket(drawn[i], k + 1)));
    }
    const s: Store = { list, next: total };
    const u = unmade();
    u.of = s;
    u.make = () => {
      // the tickets reported since the seeding are first (newest first), then every seeded one
      const added = s.list.slice(0, s.list.length - open);
      s.list.length = 0;
      for (const t of added) s.list.push(t);
      for (let k = total - 1; k >= 0; k--) {
        const i = order[k];
        s.list.push(made[i] ?? seedTicket(drawn[i], k + 1));
      }
    };
    return s;
  },
  { whole },
);

/** Whether the tickets are seeded (by the workshop's first minute, or a read), making nothing. */
export const repairsSeeded = (): boolean => store.built();

/** Every ticket, newest first. */
export function getRepairs(): readonly RepairTicket[] {
  const s = store();
  whole(s);
  return s.list;
}

/** The vehicle's open ticket. */
export const openRepairOf = (vehicleNo: string): RepairTicket | undefined =>
  store().list.find((t) => t.vehicleNo === vehicleNo && isOpenRepair(t.status));

export interface StepFields {
  faultType?: string;
  diagnosis?: string;
  parts?: RepairPart[];
  note?: string;
}

/** Records a step (already checked against REPAIR_FLOW) on the ticket; a closing step also returns its vehicle to the road. */
function applyStep(t: RepairTicket, step: Step, f: StepFields, by: Actor, at: number): void {
  let note = f.note;
  if (step === 'diagnose') {
    t.faultType = f.faultType;
    t.diagnosis = f.diagnosis;
    note = `${f.faultType}：${f.diagnosis}`;
  }
  if (step === 'order_parts') {
    t.parts = (f.parts ?? []).map((p) => ({ ...p }));
    note = t.parts.map((p) => `${p.name}×${p.qty}`).join('、');
  }
  if (step === 'diagnose' || step === 'start') t.assignee ??= by.opManId || undefined;
  t.status = REPAIR_FLOW[step].to;
  t.history.push({ step, by: by.name, at: isoAt(at), note });
  if (step === 'finish') t.doneAt = isoAt(at);
}

/** Opens a ticket on `v` and puts the vehicle in repair (off the road, not rideable). */
export function reportRepair(
  v: Vehicle,
  input: { faultType?: string; description: string; source: RepairSource; alarmId?: string },
  by: Actor,
  at: number,
): RepairTicket {
  const s = store();
  s.next += 1;
  const t: RepairTicket = {
    id: `WX${String(s.next).padStart(6, '0')}`,
    vehicleNo: v.vehicleNo,
    serviceAreaId: v.serviceAreaId,
    agentId: v.agentId,
    faultType: input.faultType,
    description: input.description,
    source: input.source,
    alarmId: input.alarmId,
    status: 'reported',
    parts: [],
    history: [{ step: 'report', by: by.name, at: isoAt(at), note: input.description }],
    reportedBy: by.name,
    reportedAt: isoAt(at),
  };
  s.list.unshift(t);
  if (!v.opsStates.includes('repair')) v.opsStates = [...v.opsStates, 'repair'];
  addVehicleLog(repairReportedLine(t), at);
  return t;
}

type TicketNamed = Pick<RepairTicket, 'vehicleNo' | 'id' | 'description' | 'reportedBy'>;

/** The vehicle-log line of a reported repair, by whom the ticket names: the living world writes it, the seeded log derives it (vehicleHistory.ts). */
export const repairReportedLine = (t: TicketNamed): Omit<VehicleLog, 'id' | 'at'> => ({
  vehicleNo: t.vehicleNo,
  event: '报修',
  detail: `维修工单 ${t.id}：${t.description}`,
  by: t.reportedBy,
});

/** The vehicle-log line of a ticket closed by `by`, repaired (`done`) or cancelled, in the same words for both. */
export const repairClosedLine = (
  t: TicketNamed,
  done: boolean,
  by: string | undefined,
): Omit<VehicleLog, 'id' | 'at'> => ({
  vehicleNo: t.vehicleNo,
  event: done ? '维修完成' : '取消报修',
  detail: `维修工单 ${t.id}`,
  by,
});

/** Who closed a ticket (its last step's operator), for the seeded log. */
export const closedBy = (t: Pick<RepairTicket, 'history'>): string | undefined => t.history.at(-1)?.by;

/**
 * Takes a step on an open ticket (the caller checked the order). Done or cancelled, the
 * vehicle leaves repair; the alarm it came from, and only that one, is cleared when repaired
 * or handed back when the ticket is cancelled. A repair of a silent device (its alarm 设备离线
 * or 疑似丢失) brings it back reporting.
 */
export function takeRepairStep(t: RepairTicket, step: Step, f: StepFields, by: Actor, at: number): void {
  applyStep(t, step, f, by, at);
  if (isOpenRepair(t.status)) return;
  const v = vehicleIndexAsBuilt().get(t.vehicleNo);
  if (v) v.opsStates = v.opsStates.filter((x) => x !== 'repair');
  addVehicleLog(repairClosedLine(t, step === 'finish', by.name), at);
  const alarm = t.alarmId ? alarmById(t.alarmId) : undefined;
  if (!alarm || alarm.status === 'cleared') return;
  if (step === 'finish') {
    clearAlarm(alarm, by.name, at, `已维修（${t.id}）`);
    if (v && SILENT.has(alarm.alarm)) backOnline(v, at);
  } else if (step === 'cancel')
    Object.assign(alarm, { status: 'acknowledged', repairId: undefined, handledBy: undefined, handledAt: undefined });
}

/** The alarms of a device that does not report. */
const SILENT: ReadonlySet<Alarm> = new Set<Alarm>(['offline', 'lost']);

/**
 * A repaired silent device reports again: online, with a heartbeat at the repair's time; its
 * other silent alarms end as a passing alarm does, by the system (告警已恢复), not by the repair.
 */
function backOnline(v: Vehicle, at: number): void {
  Object.assign(v, { online: true, signal: Math.max(v.signal, 18), lastHeartbeatAt: isoAt(at) });
  for (const r of [...alarmsOfVehicle(v.vehicleNo)])
    if (r.status !== 'cleared' && SILENT.has(r.alarm)) clearAlarm(r, SYSTEM_ACTOR, at, ALARM_OVER);
}

/**
 * The tickets still open, in the list's order (a cache, not world state): a closed ticket never
 * opens again (REPAIR_FLOW), and a new one is put first (reportRepair), so the list kept is
 * good while the list's first ticket and length are those it was made from; it is made again
 * otherwise, and the tickets closed since are left out as it is read.
 */
interface OpenCache {
  list: RepairTicket[] | null;
  first: RepairTicket | undefined;
  length: number;
  open: RepairTicket[];
}
const openCache = worldSlot((): OpenCache => ({ list: null, first: undefined, length: 0, open: [] }));
function openTickets(): readonly RepairTicket[] {
  const { list } = store();
  const c = openCache();
  if (c.list !== list || c.first !== list[0] || c.length !== list.length) {
    c.list = list;
    c.first = list[0];
    c.length = list.length;
    c.open = list;
  }
  c.open = c.open.filter((t) => WORKSHOP_PACE.has(t.status));
  return c.open;
}

/** Chance per working minute that an open ticket moves on from each status (mean waits: 2 h, 1.5 h, a working day, 2 h). */
const WORKSHOP_PACE = new Map<RepairStatus, number>([
  ['reported', 1 / 120],
  ['diagnosing', 1 / 90],
  ['awaiting_parts', 1 / 570],
  ['repairing', 1 / 120],
]);

/**
 * The workshop at work, one minute of the living world (liveFleet.ts) at `at`: in working
 * hours an open ticket of the area's crews (reported by one of them) now and then moves on —
 * diagnosed, parts ordered or repair started, repaired — by them; repaired, its vehicle is
 * back on the road. The same for a
 * given minute however often the world was asked (the draws are the minute's own).
 */
export function workshopMinute(minute: number, at: number): void {
  if (nextWorkingTime(at) !== at) return;
  const rng = createRng((hash(`workshop:${minute}`) ^ worldSeed()) >>> 0);
  // the open tickets in the list's order: a closed one draws nothing, so the draws are those of
  // the whole list (at 500,000 vehicles 70,000 of its 83,000 tickets are closed, and reading
  // each one's status every working minute was most of the minute)
  for (const t of openTickets()) {
    const pace = WORKSHOP_PACE.get(t.status);
    if (!pace || !rng.chance(pace)) continue;
    const v = vehicleIndexAsBuilt().get(t.vehicleNo);
    const staff = v ? staffFor(v) : [];
    // the crews' own tickets (theirs from the start): one reported or taken in the console stays with its operators
    const crews = new Set(staff.map((o) => o.name));
    if (!crews.has(t.reportedBy) || (t.assignee && !staff.some((o) => o.opManId === t.assignee))) continue;
    const by = staff.find((o) => o.opManId === t.assignee) ?? rng.pick(staff);
    const faultType = t.faultType ?? rng.pick(enabledFaults());
    const remedy = REMEDIES[faultType];
    const step: Step =
      t.status === 'reported'
        ? 'diagnose'
        : t.status === 'diagnosing'
          ? (remedy?.parts.length ?? 0) > 0 && rng.chance(0.5)
            ? 'order_parts'
            : 'start'
          : t.status === 'awaiting_parts'
            ? 'start'
            : 'finish';
    takeRepairStep(
      t,
      step,
      { faultType, diagnosis: remedy?.diagnosis ?? '现场检查后处理', parts: remedy?.parts ?? [] },
      by,
      at,
    );
  }
}

/** The staff member's name (history entries name people, tickets keep their opManId). */
export const staffName = (opManId: string | undefined): string | undefined =>
  opManId ? getDb().operators.find((o) => o.opManId === opManId)?.name : undefined;

/**
 * A ticket in the shape 维修统计 counts operation tasks in (/platform/ops/task/stats): created
 * when reported, due within REPAIR_LIMIT_HOURS, pending until diagnosed, finished when done.
 */
export function repairAsTask(
  t: RepairTicket,
): Pick<OpsTaskRecord, 'serviceAreaId' | 'agentId' | 'assignee' | 'status' | 'createdAt' | 'deadline' | 'finishedAt'> {
  const status =
    t.status === 'done' || t.status === 'cancelled' ? t.status : t.status === 'reported' ? 'pending' : 'in_progress';
  return {
    serviceAreaId: t.serviceAreaId,
    agentId: t.agentId,
    assignee: t.assignee,
    status,
    createdAt: t.reportedAt,
    deadline: isoAt(Date.parse(t.reportedAt) + REPAIR_LIMIT_HOURS * 3600000),
    finishedAt: t.doneAt,
  };
}
