/**
 * A vehicle's 车辆日志 as the seeded world has it: derived from the records it summarises, never
 * seeded apart. Each seeded ride is an 开锁 at its start and a 关锁 at its end, each alarm a 告警
 * when raised (and a 告警解除 when cleared), each repair ticket a 报修 when reported (and a 维修完成
 * or 取消报修 when closed), each battery swap task done a 换电, in the words the living world writes them with (alarms.ts, repairs.ts).
 * The newest rides only (RIDES_LOGGED), so a large world's log stays bounded. What happens after
 * the world was built is appended by the actions themselves (addVehicleLog).
 */
import type { VehicleLog } from '@contract/logs';
import { alarmClearedLine, alarmRaisedLine, getAlarms } from './alarms';
import { lazy } from './lazy';
import { getOrders } from './orders';
import { getRepairs, repairClosedLine, repairReportedLine } from './repairs';
import { epoch } from './store';
import { getVehicleLogs } from './vehicleLogs';

/** How many of the newest seeded rides the log covers. */
export const RIDES_LOGGED = 12_000;

type Line = Omit<VehicleLog, 'id'>;

export const seededVehicleLog = lazy((): VehicleLog[] => {
  const lines: Line[] = [];
  const before = (iso: string | undefined): iso is string => !!iso && Date.parse(iso) <= epoch();
  let rides = 0;
  // rides are kept newest first
  for (const o of getOrders()) {
    if (rides >= RIDES_LOGGED) break;
    if (!before(o.startAt)) continue;
    rides += 1;
    lines.push({ vehicleNo: o.vehicleNo, event: '开锁', detail: `用户扫码开锁（订单 ${o.orderId}）`, at: o.startAt });
    if (before(o.endAt ?? undefined))
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
      lines.push({ ...repairClosedLine(t, t.status === 'done'), at: t.doneAt });
  }
  // each battery swap the crews finished
  for (const t of getVehicleLogs().tasks) {
    if (t.kind !== 'battery_swap' || t.status !== 'done' || !before(t.finishedAt)) continue;
    lines.push({ vehicleNo: t.vehicleNo, event: '换电', detail: `运维换电（任务 ${t.id}）`, at: t.finishedAt });
  }
  // newest first, numbered oldest first
  lines.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : a.vehicleNo.localeCompare(b.vehicleNo)));
  return lines.map((l, i) => ({ ...l, id: `VL${lines.length - i}` }));
});

/** Every line of the vehicles' log, newest first: what happened since the world was built, then the derived ones. */
export function vehicleLogLines(): VehicleLog[] {
  return [...getVehicleLogs().vehicle, ...seededVehicleLog()];
}
