/**
 * Operation tasks (domain model, screen behaviour): created from vehicle screening or by hand on
 * the operations screen, assigned to field staff, tracked to done or cancelled.
 */

export type TaskKind = 'battery_swap' | 'dispatch' | 'repair' | 'inspection';
export type TaskStatus = 'pending' | 'assigned' | 'in_progress' | 'done' | 'cancelled';

/** What an inspection may find wrong with a vehicle. */
export type InspectionFinding = 'damaged' | 'qr_code' | 'battery' | 'misparked' | 'not_found';

/** A task as the backend stores it. */
export interface OpsTaskRecord {
  id: string;
  kind: TaskKind;
  vehicleNo: string;
  serviceAreaId: string;
  agentId: string;
  assignee?: string;
  status: TaskStatus;
  createdAt: string;
  deadline: string;
  finishedAt?: string;
  note: string;
  cancelReason?: string;
  createdBy?: string;
  /** a finished inspection's report: the problems found on the vehicle, empty when it was in order */
  findings?: InspectionFinding[];
}

/** A task as the lists return it, with the area's and the assignee's names. */
export interface OpsTask extends Omit<OpsTaskRecord, 'agentId' | 'findings'> {
  serviceAreaName?: string;
  assigneeName?: string;
}

/** The time limits a batch of tasks may be given (hours); the form offers these and the server takes no other. */
export const TASK_DEADLINE_HOURS = [2, 4, 8, 24, 48, 72] as const;

/** The most tasks one batch creates. */
export const TASK_BATCH_MAX = 500;

/** Refusals of a batch of tasks. */
export const TASK_BATCH_MSG = {
  kind: '请选择任务类型',
  none: '请至少选择一辆车',
  tooMany: `一次最多创建${TASK_BATCH_MAX}个任务`,
  deadline: '请选择完成时限',
  repeated: '车辆编号重复',
} as const;

export interface CreateTasks {
  vehicleNos: string[];
  kind: TaskKind;
  note: string;
  deadlineHours: number;
}

export interface StaffOption {
  opManId: string;
  name: string;
  /** open tasks assigned now */
  openTasks: number;
  /** asked for several areas: the ones among them this crew works (it takes only their tasks) */
  serviceAreaIds?: string[];
}

export const TASK_KIND: Record<TaskKind, string> = {
  battery_swap: '换电',
  dispatch: '调度挪车',
  repair: '维修',
  inspection: '巡检',
};

export const TASK_STATUS: Record<TaskStatus, { label: string; color: string }> = {
  pending: { label: '待分配', color: 'warning' },
  assigned: { label: '已分配', color: 'processing' },
  in_progress: { label: '进行中', color: 'blue' },
  done: { label: '已完成', color: 'success' },
  cancelled: { label: '已取消', color: 'default' },
};

export const FINDING: Record<InspectionFinding, string> = {
  damaged: '车身损坏',
  qr_code: '二维码污损',
  battery: '电池异常',
  misparked: '违规停放',
  not_found: '未找到车辆',
};
