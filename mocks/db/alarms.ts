/**
 * Alarm records (issue 12 item 6): one per alarm a vehicle carries, with its life — raised
 * (by the seed or the living world), acknowledged, handled by an operation task, cleared —
 * and who did each step when. A vehicle's `alarms` are its records not yet cleared: every
 * change goes through here (or the world, which calls here).
 */
import type { AlarmRecord } from '@contract/alarms';
import type { VehicleLog } from '@contract/logs';
import { ALARM, type Alarm, type Vehicle } from '@contract/vehicles';
import { addVehicleLog } from './vehicleLogs';
import { hash, lazy } from './lazy';
import { epoch } from './store';
import { inTimeOrder, isoAt } from './time';
// the vehicles as built: the living world's minutes read them, and no identity's written part (mocks/db/fleet.ts)
import { vehicleIndexAsBuilt, vehiclesAsBuilt } from './vehicles';

/** A seeded alarm was raised some time (up to two hours) before the world's "now". */
const seededAt = (vehicleNo: string, alarm: Alarm) => epoch() - 120000 - (hash(`${vehicleNo}-${alarm}`) % 7200) * 1000;

interface Store {
  list: AlarmRecord[];
  next: number;
  /** each vehicle's records, newest first, and every record by id: a fleet of 500,000 is not scanned per lookup */
  byVehicle: Map<string, AlarmRecord[]>;
  byId: Map<string, AlarmRecord>;
}

function indexRecord(s: Pick<Store, 'byVehicle' | 'byId'>, r: AlarmRecord, newest: boolean): void {
  s.byId.set(r.id, r);
  const mine = s.byVehicle.get(r.vehicleNo);
  if (!mine) s.byVehicle.set(r.vehicleNo, [r]);
  else if (newest) mine.unshift(r);
  else mine.push(r);
}

const store = lazy((): Store => {
  const seeded: AlarmRecord[] = [];
  /** when each was raised (ms), for the numbering */
  const raised: number[] = [];
  for (const v of vehiclesAsBuilt()) {
    for (const alarm of v.alarms) {
      const at = seededAt(v.vehicleNo, alarm);
      seeded.push({
        id: '',
        vehicleNo: v.vehicleNo,
        serviceAreaId: v.serviceAreaId,
        agentId: v.agentId,
        alarm,
        raisedAt: isoAt(at),
        status: 'open',
      });
      raised.push(at);
    }
  }
  // numbered in the order they were raised, listed newest first
  const list = inTimeOrder(seeded, raised);
  list.forEach((r, i) => (r.id = `AL${String(i + 1).padStart(6, '0')}`));
  list.reverse();
  const index = { byVehicle: new Map<string, AlarmRecord[]>(), byId: new Map<string, AlarmRecord>() };
  for (const r of list) indexRecord(index, r, false);
  return { list, next: list.length, ...index };
});

/** Every record, newest first. */
export const getAlarms = (): readonly AlarmRecord[] => store().list;

/** A record by its id. */
export const alarmById = (id: string): AlarmRecord | undefined => store().byId.get(id);

/** A vehicle's records, newest first. */
export const alarmsOfVehicle = (vehicleNo: string): readonly AlarmRecord[] => store().byVehicle.get(vehicleNo) ?? [];

/** The record of an alarm a vehicle still carries. */
export const liveAlarmOf = (vehicleNo: string, alarm: Alarm): AlarmRecord | undefined =>
  alarmsOfVehicle(vehicleNo).find((r) => r.alarm === alarm && r.status !== 'cleared');

/** The vehicle starts carrying `alarm` at `at` (ms): a new open record. */
export function raiseAlarm(v: Vehicle, alarm: Alarm, at: number): AlarmRecord | null {
  const s = store();
  if (v.alarms.includes(alarm)) return null;
  v.alarms = [...v.alarms, alarm];
  s.next += 1;
  const r: AlarmRecord = {
    id: `AL${String(s.next).padStart(6, '0')}`,
    vehicleNo: v.vehicleNo,
    serviceAreaId: v.serviceAreaId,
    agentId: v.agentId,
    alarm,
    raisedAt: isoAt(at),
    status: 'open',
  };
  s.list.unshift(r);
  indexRecord(s, r, true);
  addVehicleLog(alarmRaisedLine(r), at);
  return r;
}

type LogLine = Omit<VehicleLog, 'id' | 'at'>;
type AlarmNamed = Pick<AlarmRecord, 'vehicleNo' | 'alarm' | 'id'>;

/** The vehicle-log line of a raised alarm: the living world writes it, the seeded log derives it (vehicleHistory.ts). */
export const alarmRaisedLine = (r: AlarmNamed): LogLine => ({
  vehicleNo: r.vehicleNo,
  event: '告警',
  detail: `${ALARM[r.alarm]}（${r.id}）`,
});

/** The vehicle-log line of a cleared alarm, in the same words for the living world and the seeded log. */
export const alarmClearedLine = (r: AlarmNamed, note: string, by: string | undefined): LogLine => ({
  vehicleNo: r.vehicleNo,
  event: '告警解除',
  detail: `${ALARM[r.alarm]}（${r.id}）：${note}`,
  by,
});

/** The note of an alarm that ended by itself (the device reports again, the vehicle left the zone). */
export const ALARM_OVER = '告警已恢复';

/** The alarm is over: cleared by `by` at `at` (ms), and the vehicle no longer carries it. */
export function clearAlarm(r: AlarmRecord, by: string, at: number, note: string): void {
  Object.assign(r, { status: 'cleared', clearedBy: by, clearedAt: isoAt(at), note });
  addVehicleLog(alarmClearedLine(r, note, by), at);
  const v = vehicleIndexAsBuilt().get(r.vehicleNo);
  if (v) v.alarms = v.alarms.filter((a) => a !== r.alarm);
}
