/**
 * Repair tickets (issue 12 item 6), handled with code 0305 (设备监控); read also on the vehicle
 * pages, by whoever may open them (the alarm records' codes):
 *   GET  /platform/repair/list    { keyword?, vehicleNo?, status?, serviceAreaId?, faultType?, reportedAt 'a~b'?, page, pageSize } → newest first
 *   GET  /platform/repair/detail  { id }
 *   GET  /platform/repair/faults  → the enabled fault types' names (维修配置)
 *   POST /platform/repair/report  { vehicleNo | alarmId, faultType?, description } → 已报修; the vehicle is in repair;
 *       on a vehicle with an open alarm, the ticket is that alarm's (the newest one no ticket handles)
 *   POST /platform/repair/step    { id, step: diagnose | order_parts | start | finish | cancel, faultType?, diagnosis?, parts?, note? }
 */
import {
  REPAIR_FLOW,
  MAX_PARTS,
  REPAIR_MSG,
  REPAIR_STATUS,
  REPAIR_STEP,
  stepRefusal,
  type RepairPart,
  type RepairStatus,
  type RepairStepInput,
  type RepairTicket,
  type ReportRepairInput,
} from '@contract/repairs';
import { ALARM } from '@contract/vehicles';
import { alarmsOfVehicle, getAlarms } from '../db/alarms';
import { getFaultTypes } from '../db/config';
import { logOperatorAction } from '../db/operatorLogs';
import { getRepairs, openRepairOf, reportRepair, staffName, takeRepairStep, type StepFields } from '../db/repairs';
import { getDb } from '../db/store';
import { inDateRange, matches, pageOf } from '../lib/paging';
import { COUNT_LIMITS, MONEY_LIMITS } from '@contract/money';
import { countField, fenField } from '../lib/money';
import { BizError, route, type Caller } from '../lib/route';
import { inScope } from '../lib/scope';
import { findVehicle } from './vehicles';
import { now } from '../../src/shared/utils/clock';
import { FLEET_WRITES } from '@contract/actions';
import { FLEET_READS } from '@contract/endpoints/fleet';
import { NOTE_RULES } from '@contract/validators';
import { note, optionalNote, trimmed } from '../lib/text';

const STATUSES: ReadonlySet<string> = new Set(Object.keys(REPAIR_STATUS));

function find(caller: Caller, id: unknown): RepairTicket {
  const t = getRepairs().find((x) => x.id === id);
  if (!t || !inScope(caller, {})(t)) throw new BizError(REPAIR_MSG.missing);
  return t;
}

function row(t: RepairTicket, names = new Map(getDb().serviceAreas.map((a) => [a.id, a.name]))) {
  const { agentId: _agent, ...rest } = t;
  return { ...rest, serviceAreaName: names.get(t.serviceAreaId), assigneeName: staffName(t.assignee) };
}

/** A fault type of 维修配置 that is in use; optional where `required` is false. */
function faultType(v: unknown, required: boolean): string | undefined {
  const name = trimmed(v);
  if (!name && !required) return undefined;
  if (!getFaultTypes().some((f) => f.name === name && f.state === 'enabled')) throw new BizError(REPAIR_MSG.faultType);
  return name;
}

function parts(v: unknown): RepairPart[] {
  const list = Array.isArray(v) ? v : [];
  if (list.length > MAX_PARTS) throw new BizError(REPAIR_MSG.tooManyParts);
  const out = list.map((p: Partial<RepairPart>) => ({
    name: optionalNote(p?.name, NOTE_RULES.partName),
    qty: p?.qty as unknown,
    cost: p?.cost as unknown,
  }));
  if (!out.length || !out.every((p) => p.name)) throw new BizError(REPAIR_MSG.partsRequired);
  // a part's quantity is a whole count and its price an amount of money: never read loosely
  return out.map((p) => ({
    ...p,
    qty: countField(p.qty, COUNT_LIMITS.partQty),
    cost: fenField(p.cost, MONEY_LIMITS.partCost),
  }));
}

/** What a step needs besides its ticket, checked. */
function stepFields(step: RepairStepInput['step'], body: Partial<RepairStepInput>): StepFields {
  if (step === 'diagnose') {
    const diagnosis = note(body.diagnosis, NOTE_RULES.diagnosis);
    const type = faultType(body.faultType, true);
    return { faultType: type, diagnosis };
  }
  if (step === 'order_parts') return { parts: parts(body.parts) };
  return { note: optionalNote(body.note, NOTE_RULES.repairStepNote) || undefined };
}

export const repairHandlers = [
  route(FLEET_READS.repairList, {}, ({ caller, query }) => {
    const scope = inScope(caller, query);
    const status = STATUSES.has(query.status) ? (query.status as RepairStatus) : undefined;
    const rows = getRepairs().filter(
      (t) =>
        scope(t) &&
        (!status || t.status === status) &&
        (!query.serviceAreaId || t.serviceAreaId === query.serviceAreaId) &&
        (!query.faultType || t.faultType === query.faultType) &&
        (!query.vehicleNo || t.vehicleNo === query.vehicleNo) &&
        inDateRange(t.reportedAt, query.reportedAt) &&
        matches(query.keyword, t.vehicleNo, t.id),
    );
    const names = new Map(getDb().serviceAreas.map((a) => [a.id, a.name]));
    const page = pageOf(rows, query, { reportedAt: (t) => t.reportedAt });
    return { ...page, rows: page.rows.map((t) => row(t, names)) };
  }),

  route(FLEET_READS.repairDetail, {}, ({ caller, query }) => row(find(caller, query.id))),

  route(FLEET_READS.repairFaults, {}, () =>
    getFaultTypes()
      .filter((f) => f.state === 'enabled')
      .map((f) => f.name),
  ),

  route<Partial<ReportRepairInput>>(FLEET_WRITES.repairReport, {}, ({ caller, body }) => {
    const named = body.alarmId ? getAlarms().find((a) => a.id === body.alarmId && inScope(caller, {})(a)) : undefined;
    if (body.alarmId && !named) throw new BizError(REPAIR_MSG.alarmMissing);
    if (named?.status === 'cleared') throw new BizError(REPAIR_MSG.alarmCleared);
    let v;
    try {
      v = findVehicle(caller, named?.vehicleNo ?? body.vehicleNo);
    } catch {
      throw new BizError(REPAIR_MSG.noVehicle);
    }
    // one record per fact: a repair opened on a vehicle with an open alarm is that alarm's
    // repair, however it was opened (from 告警记录 or from the vehicle's 报修)
    const alarm = named ?? alarmsOfVehicle(v.vehicleNo).find((a) => a.status !== 'cleared' && !a.repairId);
    const open = openRepairOf(v.vehicleNo);
    if (open) throw new BizError(`${REPAIR_MSG.inRepair}（${open.id}）`);
    if (v.rideState === 'riding') throw new BizError(REPAIR_MSG.riding);
    const description = body.description || (alarm ? `告警 ${alarm.id}：${ALARM[alarm.alarm]}` : '');
    if (!description) throw new BizError(REPAIR_MSG.descriptionRequired);
    const at = now();
    const t = reportRepair(
      v,
      {
        faultType: faultType(body.faultType, false),
        description,
        source: alarm ? 'alarm' : 'report',
        alarmId: alarm?.id,
      },
      caller.operator,
      at,
    );
    if (alarm) {
      const iso = new Date(at).toISOString();
      Object.assign(alarm, {
        status: 'handling',
        repairId: t.id,
        handledBy: caller.operator.name,
        handledAt: iso,
        acknowledgedBy: alarm.acknowledgedBy ?? caller.operator.name,
        acknowledgedAt: alarm.acknowledgedAt ?? iso,
      });
    }
    logOperatorAction(caller.operator, '报修', `${t.id} ${t.vehicleNo}${alarm ? `（告警 ${alarm.id}）` : ''}`);
    return row(t);
  }),

  route<Partial<RepairStepInput>>(FLEET_WRITES.repairStep, {}, ({ caller, body }) => {
    const t = find(caller, body.id);
    const step = body.step;
    // a step of the flow (own keys only): the input schema's
    if (!step) throw new BizError(REPAIR_MSG.unknownStep);
    if (!REPAIR_FLOW[step].from.includes(t.status)) throw new BizError(stepRefusal(step, t.status));
    takeRepairStep(t, step, stepFields(step, body), caller.operator, now());
    logOperatorAction(caller.operator, `维修工单${REPAIR_STEP[step]}`, `${t.id} ${t.vehicleNo}`);
    return row(t);
  }),
];
