/**
 * Alarm records (issue 12 item 6), code 0305 (设备监控; the list also for the vehicle pages' codes):
 *   GET  /platform/alarm/list   { status?, alarm?, serviceAreaId?, keyword?, vehicleNo?, page, pageSize } → newest first
 *   POST /platform/alarm/ack    { id }        待确认 → 已确认 (who, when)
 *   POST /platform/alarm/task   { id }        → 处理中, with an operation task made from it (the kind the alarm calls for)
 *   POST /platform/alarm/clear  { id, note }  → 已清除 (who, when, why); the vehicle no longer carries it
 */
import { ALARM, type Alarm } from '@contract/vehicles';
import { ALARM_MSG, ALARM_TASK, type AlarmRecord, type AlarmStatus } from '@contract/alarms';
import { clearAlarm, getAlarms } from '../db/alarms';
import { logOperatorAction } from '../db/operatorLogs';
import { getDb } from '../db/store';
import { addTask } from '../db/vehicleLogs';
import { vehicleIndex } from '../db/vehicles';
import { matches, pageOf } from '../lib/paging';
import { BizError, route, type Caller } from '../lib/route';
import { inScope } from '../lib/scope';
import { now } from '../../src/shared/utils/clock';
import { FLEET_WRITES } from '@contract/actions';
import { FLEET_READS } from '@contract/endpoints/fleet';

/** the list is also read on a vehicle's page (/vehicle-info), by whoever may open it */
const STATUSES: ReadonlySet<AlarmStatus> = new Set<AlarmStatus>(['open', 'acknowledged', 'handling', 'cleared']);

function find(caller: Caller, id: unknown): AlarmRecord {
  const r = getAlarms().find((x) => x.id === id);
  if (!r || !inScope(caller, {})(r)) throw new BizError(ALARM_MSG.missing);
  return r;
}

function row(r: AlarmRecord, names: Map<string, string>) {
  const { agentId: _agent, ...rest } = r;
  return { ...rest, serviceAreaName: names.get(r.serviceAreaId) };
}

const iso = () => new Date(now()).toISOString();

export const alarmHandlers = [
  route(FLEET_READS.alarmList, {}, ({ caller, query }) => {
    const scope = inScope(caller, query);
    const status = STATUSES.has(query.status as AlarmStatus) ? query.status : undefined;
    const rows = getAlarms().filter(
      (r) =>
        scope(r) &&
        (!status || r.status === status) &&
        (!query.alarm || r.alarm === query.alarm) &&
        (!query.serviceAreaId || r.serviceAreaId === query.serviceAreaId) &&
        (!query.vehicleNo || r.vehicleNo === query.vehicleNo) &&
        matches(query.keyword, r.vehicleNo, r.id),
    );
    const names = new Map(getDb().serviceAreas.map((a) => [a.id, a.name]));
    const page = pageOf(rows, query, { raisedAt: (r) => r.raisedAt });
    return { ...page, rows: page.rows.map((r) => row(r, names)) };
  }),

  route<{ id?: string }>(FLEET_WRITES.alarmAck, {}, ({ caller, body }) => {
    const r = find(caller, body.id);
    if (r.status !== 'open') throw new BizError(r.status === 'cleared' ? ALARM_MSG.cleared : ALARM_MSG.notOpen);
    Object.assign(r, { status: 'acknowledged', acknowledgedBy: caller.operator.name, acknowledgedAt: iso() });
    logOperatorAction(caller.operator, '确认告警', `${r.id} ${r.vehicleNo} ${ALARM[r.alarm]}`);
    return r;
  }),

  route<{ id?: string }>(FLEET_WRITES.alarmTask, {}, ({ caller, body }) => {
    const r = find(caller, body.id);
    if (r.status === 'cleared') throw new BizError(ALARM_MSG.cleared);
    if (r.status === 'handling') throw new BizError(ALARM_MSG.handling);
    const at = now();
    const task = addTask({
      kind: ALARM_TASK[r.alarm as Alarm],
      vehicleNo: r.vehicleNo,
      serviceAreaId: r.serviceAreaId,
      agentId: r.agentId,
      createdAt: new Date(at).toISOString(),
      deadline: new Date(at + 4 * 3600000).toISOString(),
      note: `告警 ${r.id}：${ALARM[r.alarm]}`,
      createdBy: caller.operator.name,
    });
    Object.assign(r, {
      status: 'handling',
      taskId: task.id,
      handledBy: caller.operator.name,
      handledAt: iso(),
      acknowledgedBy: r.acknowledgedBy ?? caller.operator.name,
      acknowledgedAt: r.acknowledgedAt ?? iso(),
    });
    logOperatorAction(caller.operator, '告警建任务', `${r.id} → 任务 ${task.id}`);
    return r;
  }),

  route<{ id?: string; note: string }>(FLEET_WRITES.alarmClear, {}, ({ caller, body }) => {
    const r = find(caller, body.id);
    if (r.status === 'cleared') throw new BizError(ALARM_MSG.cleared);
    const { note } = body;
    const v = vehicleIndex().get(r.vehicleNo);
    if ((r.alarm === 'offline' || r.alarm === 'lost') && v && !v.online) throw new BizError(ALARM_MSG.stillOffline);
    clearAlarm(r, caller.operator.name, now(), note);
    logOperatorAction(caller.operator, '清除告警', `${r.id} ${r.vehicleNo} ${ALARM[r.alarm]}：${note}`);
    return r;
  }),
];
