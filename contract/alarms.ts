/**
 * Alarms as records of their own (issue 12 item 6; domain model Vehicle alarms[]): raised by
 * the world on a vehicle, acknowledged by staff, handled by an operation task made from it,
 * and cleared — each step with who and when. A vehicle carries an alarm while its record is
 * not cleared.
 */
import type { Alarm } from './vehicles';
import type { TaskKind } from './tasks';
import { NOTE_RULES, noteMissing } from './validators';

export type AlarmStatus = 'open' | 'acknowledged' | 'handling' | 'cleared';

export const ALARM_STATUS: Record<AlarmStatus, string> = {
  open: '待确认',
  acknowledged: '已确认',
  handling: '处理中',
  cleared: '已清除',
};

export interface AlarmRecord {
  id: string;
  vehicleNo: string;
  serviceAreaId: string;
  agentId: string;
  alarm: Alarm;
  raisedAt: string;
  status: AlarmStatus;
  acknowledgedBy?: string;
  acknowledgedAt?: string;
  /** the operation task made from it */
  taskId?: string;
  /** the repair ticket made from it (报修) */
  repairId?: string;
  handledBy?: string;
  handledAt?: string;
  clearedBy?: string;
  clearedAt?: string;
  /** why it was cleared */
  note?: string;
}

/** A record as the list shows it. */
export interface AlarmRow extends Omit<AlarmRecord, 'agentId'> {
  serviceAreaName?: string;
}

/** The task an alarm is handled by: a vehicle in the wrong place is moved, a tampered one repaired, a silent one looked for. */
export const ALARM_TASK: Record<Alarm, TaskKind> = {
  abnormal_move: 'dispatch',
  out_of_area: 'dispatch',
  in_no_parking: 'dispatch',
  outside_station: 'dispatch',
  battery_removed: 'repair',
  abnormal_unlock: 'repair',
  offline: 'inspection',
  lost: 'inspection',
};

/** Refusals of the alarm endpoints. */
export const ALARM_MSG = {
  missing: '告警不存在',
  notOpen: '告警已确认或已处理',
  cleared: '告警已清除',
  handling: '告警已在处理中',
  stillOffline: '设备仍离线，不能清除该告警',
  noteRequired: noteMissing(NOTE_RULES.alarmClearNote),
} as const;
