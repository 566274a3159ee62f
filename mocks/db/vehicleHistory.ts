/**
 * A vehicle's 车辆日志 as the seeded world has it: derived from the records it summarises, never
 * seeded apart. Each seeded ride is an 开锁 at its start and a 关锁 at its end, each alarm a 告警
 * when raised (and a 告警解除 when cleared), each repair ticket a 报修 when reported (and a 维修完成
 * or 取消报修 when closed), each battery swap task done a 换电, in the words the living world writes them with (alarms.ts, repairs.ts).
 * The newest rides only (RIDES_LOGGED), so a large world's log stays bounded. What happens after
 * the world was built is appended by the actions themselves (addVehicleLog).
 */
import type { DeviceLog, VehicleLog } from '@contract/logs';
import type { Order } from '@contract/orders';
import { alarmClearedLine, alarmRaisedLine, getAlarms } from './alarms';
import { lazy } from './lazy';
import { getOrders } from './orders';
import { closedBy, getRepairs, repairClosedLine, repairReportedLine } from './repairs';
import { epoch } from './store';
import { getVehicleLogs } from './vehicleLogs';
import { getVehicles } from './vehicles';

/** How many of the newest seeded rides the log covers. */
export const RIDES_LOGGED = 12_000;

type Line = Omit<VehicleLog, 'id'>;

const before = (iso: string | undefined | null): iso is string => !!iso && Date.parse(iso) <= epoch();

/** The newest RIDES_LOGGED rides started before the world was built (rides are kept newest first). */
const loggedRides = lazy((): Order[] => {
  const rides: Order[] = [];
  for (const o of getOrders()) {
    if (rides.length >= RIDES_LOGGED) break;
    if (before(o.startAt)) rides.push(o);
  }
  return rides;
});

/** Newest first, numbered oldest first (`prefix` + number). */
function numbered<T extends { at: string; vehicleNo: string }>(lines: T[], prefix: string): Array<T & { id: string }> {
  lines.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : a.vehicleNo.localeCompare(b.vehicleNo)));
  return lines.map((l, i) => ({ ...l, id: `${prefix}${lines.length - i}` }));
}

export const seededVehicleLog = lazy((): VehicleLog[] => {
  const lines: Line[] = [];
  for (const o of loggedRides()) {
    lines.push({ vehicleNo: o.vehicleNo, event: '开锁', detail: `用户扫码开锁（订单 ${o.orderId}）`, at: o.startAt });
    if (before(o.endAt))
      lines.push({ vehicleNo: o.vehicleNo, event: '关锁', detail: `用户还车关锁（订单 ${o.orderId}）`, at: o.endAt! });
  }
  for (const a of getAlarms()) {
    if (!before(a.raisedAt)) continue;
    lines.push({ ...alarmRaisedLine(a), at: a.raisedAt });
    if (before(a.clearedAt)) lines.push({ ...alarmClearedLine(a, a.note ?? '', a.clearedBy), at: a.clearedAt });
  }
  for (const t of getRepairs()) {
    if (!before(t.reportedAt)) continue;
    lines.push({ ...repairReportedLine(t), at: t.reportedAt });
    if ((t.status === 'done' || t.status === 'cancelled') && before(t.doneAt))
      lines.push({ ...repairClosedLine(t, t.status === 'done', closedBy(t)), at: t.doneAt });
  }
  // each battery swap the crews finished
  for (const t of getVehicleLogs().tasks) {
    if (t.kind !== 'battery_swap' || t.status !== 'done' || !before(t.finishedAt)) continue;
    lines.push({ vehicleNo: t.vehicleNo, event: '换电', detail: `运维换电（任务 ${t.id}）`, at: t.finishedAt });
  }
  return numbered(lines, 'VL');
});

/**
 * The devices' command log as the seeded world has it: the lock's 开锁 (unlock) when each logged
 * ride started and 锁车 (lock) when it ended, answered, in the rides' own vehicles and minutes.
 * Commands sent later (a 后台 command, a ride of the living world) are appended by the actions.
 */
export const seededDeviceLog = lazy((): DeviceLog[] => {
  const imei = new Map(getVehicles().map((v) => [v.vehicleNo, v.imei]));
  const lines: Array<Omit<DeviceLog, 'id'>> = [];
  const line = (o: Order, command: 'unlock' | 'lock', at: string) =>
    lines.push({
      imei: imei.get(o.vehicleNo) ?? '',
      vehicleNo: o.vehicleNo,
      command,
      payload: JSON.stringify({ cmd: command, orderId: o.orderId }),
      result: 'success',
      at,
    });
  for (const o of loggedRides()) {
    line(o, 'unlock', o.startAt);
    if (before(o.endAt)) line(o, 'lock', o.endAt!);
  }
  return numbered(lines, 'DL');
});

/** Every line of the devices' command log, newest first: commands sent since the world was built, then the derived ones. */
export function deviceLogLines(): DeviceLog[] {
  return [...getVehicleLogs().device, ...seededDeviceLog()];
}

/** Every line of the vehicles' log, newest first: what happened since the world was built, then the derived ones. */
export function vehicleLogLines(): VehicleLog[] {
  return [...getVehicleLogs().vehicle, ...seededVehicleLog()];
}
