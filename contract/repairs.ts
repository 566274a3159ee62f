/**
 * Repair tickets as records of their own (issue 12 item 6; the console's calls "alarm and repair
 * tickets"): a fault is reported on a vehicle (by staff, from an alarm or an inspection),
 * diagnosed under one of repair-config's fault types, parts are ordered when needed, the
 * repair is done — each step with who and when. While a ticket is open its vehicle is in
 * repair (opsStates 'repair': off the road, not rideable); done or cancelled, it is back.
 */
import { NOTE_RULES, noteMissing } from './validators';

export const REPAIR_STATUS = {
  reported: '已报修',
  diagnosing: '诊断中',
  awaiting_parts: '待配件',
  repairing: '维修中',
  done: '已完成',
  cancelled: '已取消',
} as const;

export type RepairStatus = keyof typeof REPAIR_STATUS;

/** A repair ticket's state as a tag shows it: its label and colour. */
export const REPAIR_STATUS_TAG: Record<RepairStatus, { label: string; color: string }> = {
  reported: { label: REPAIR_STATUS.reported, color: 'error' },
  diagnosing: { label: REPAIR_STATUS.diagnosing, color: 'warning' },
  awaiting_parts: { label: REPAIR_STATUS.awaiting_parts, color: 'purple' },
  repairing: { label: REPAIR_STATUS.repairing, color: 'processing' },
  done: { label: REPAIR_STATUS.done, color: 'success' },
  cancelled: { label: REPAIR_STATUS.cancelled, color: 'default' },
};

export const isOpenRepair = (s: RepairStatus): boolean => s !== 'done' && s !== 'cancelled';

export type RepairSource = 'report' | 'alarm' | 'inspection';

export const REPAIR_SOURCE: Record<RepairSource, string> = {
  report: '人工报修',
  alarm: '告警转报修',
  inspection: '巡检发现',
};

/**
 * The steps of a ticket: 报修 opens it; 诊断 records the fault type and the diagnosis (again
 * while 诊断中 to correct it); 订配件 lists the parts; 开始维修 (without parts, or when they came);
 * 完成 and 取消 close it.
 */
export const REPAIR_STEP = {
  report: '报修',
  diagnose: '诊断',
  order_parts: '订配件',
  start: '开始维修',
  finish: '完成维修',
  cancel: '取消',
} as const;

export type RepairStep = keyof typeof REPAIR_STEP;

/** The statuses a step may be taken from, and the status it leads to. */
export const REPAIR_FLOW: Record<Exclude<RepairStep, 'report'>, { from: RepairStatus[]; to: RepairStatus }> = {
  diagnose: { from: ['reported', 'diagnosing'], to: 'diagnosing' },
  order_parts: { from: ['diagnosing'], to: 'awaiting_parts' },
  start: { from: ['diagnosing', 'awaiting_parts'], to: 'repairing' },
  finish: { from: ['repairing'], to: 'done' },
  cancel: { from: ['reported', 'diagnosing', 'awaiting_parts', 'repairing'], to: 'cancelled' },
};

/** A ticket open longer than this (from its report) is overdue (维修统计's 超时). */
export const REPAIR_LIMIT_HOURS = 48;

export interface RepairPart {
  name: string;
  qty: number;
  /** unit cost, fen */
  cost: number;
}

export interface RepairHistoryEntry {
  step: RepairStep;
  by: string;
  at: string;
  /** what the step said: the diagnosis, the parts, the reason */
  note?: string;
}

export interface RepairTicket {
  /** WX000123 */
  id: string;
  vehicleNo: string;
  serviceAreaId: string;
  agentId: string;
  /** a fault type's name (repair-config); the reporter's guess until diagnosed */
  faultType?: string;
  description: string;
  source: RepairSource;
  /** the alarm it was made from (source 'alarm') */
  alarmId?: string;
  status: RepairStatus;
  diagnosis?: string;
  parts: RepairPart[];
  history: RepairHistoryEntry[];
  reportedBy: string;
  reportedAt: string;
  /** who diagnoses and repairs it (opManId) */
  assignee?: string;
  doneAt?: string;
}

/** A ticket as the list and detail return it. */
export interface RepairRow extends Omit<RepairTicket, 'agentId'> {
  serviceAreaName?: string;
  assigneeName?: string;
}

export interface ReportRepairInput {
  vehicleNo?: string;
  /** from an alarm: the vehicle is the alarm's */
  alarmId?: string;
  faultType?: string;
  description: string;
}

export interface RepairStepInput {
  id: string;
  step: Exclude<RepairStep, 'report'>;
  faultType?: string;
  diagnosis?: string;
  parts?: RepairPart[];
  note?: string;
}

/** The total cost of the parts, fen. */
export const partsCost = (parts: readonly RepairPart[]): number => parts.reduce((n, p) => n + p.qty * p.cost, 0);

/** The most parts one order of parts lists. */
export const MAX_PARTS = 20;

/** Refusals of the repair endpoints. */
export const REPAIR_MSG = {
  missing: '维修工单不存在',
  noVehicle: '未找到该车辆',
  inRepair: '该车辆已有未完成的维修工单',
  riding: '车辆骑行中，请结束骑行后再报修',
  descriptionRequired: noteMissing(NOTE_RULES.faultDescription),
  faultType: '请选择有效的故障类型',
  diagnosisRequired: noteMissing(NOTE_RULES.diagnosis),
  partsRequired: '请至少填写一项配件（名称、数量、单价）',
  tooManyParts: `配件不超过${MAX_PARTS}项`,
  unknownStep: '未知的维修步骤',
  alarmMissing: '告警不存在',
  alarmCleared: '告警已清除，不能报修',
} as const;

/** Why a step cannot be taken from this status. */
export function stepRefusal(step: RepairStep, status: RepairStatus): string {
  if (!isOpenRepair(status)) return `工单${REPAIR_STATUS[status]}，不能${REPAIR_STEP[step]}`;
  return `工单当前为「${REPAIR_STATUS[status]}」，不能${REPAIR_STEP[step]}`;
}
