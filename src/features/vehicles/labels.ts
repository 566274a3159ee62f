import { ALARM } from '@/shared/domain/vehicles';
import type { Alarm, MdsState, OpsState, RideState } from '@/shared/utils/vehicleStatus';
import { STATUS_META, STATUS_ORDER } from '@/shared/utils/vehicleStatus';
import type { VehicleRide } from './types';

/** Chinese labels of the vehicle vocabulary (DESIGN.md §5). */
export const RIDE_STATE: Record<RideState, string> = {
  ready: '空闲',
  riding: '骑行中',
  temp_stop: '临时停车',
  reserved: '已预约',
  in_ops: '运维中',
};

export const OPS_STATE: Record<OpsState, string> = {
  off_shelf: '已下架',
  moving: '挪车中',
  battery_swap: '待换电',
  low_battery: '低电量',
  repair: '维修中',
  dragged_back: '已拖回',
};

export { ALARM };

export { COMMAND, COMMAND_RESULT, DEVICE_COMMAND } from '@/shared/domain/logs';

export { TASK_KIND, TASK_STATUS, taskKindOptions } from '@/shared/tasks/model';

/** The MDS vehicle states (regulators' vocabulary) with a label and a map colour. */
export const MDS_META: Record<MdsState, { label: string; color: string }> = {
  available: { label: '可用', color: '#52c41a' },
  on_trip: { label: '行程中', color: '#1677ff' },
  reserved: { label: '已预约', color: '#722ed1' },
  non_operational: { label: '非运营', color: '#fa8c16' },
  non_contactable: { label: '失联', color: '#595959' },
  missing: { label: '丢失', color: '#820014' },
  removed: { label: '已移除', color: '#bfbfbf' },
};

export const MDS_ORDER: MdsState[] = ['available', 'on_trip', 'reserved', 'non_operational', 'non_contactable', 'missing', 'removed'];

export const statusOptions = STATUS_ORDER.map((s) => ({ value: s, label: STATUS_META[s].label }));
export const alarmOptions = (Object.keys(ALARM) as Alarm[]).map((a) => ({ value: a, label: ALARM[a] }));
export const RIDE_STATUS: Record<VehicleRide['status'], { label: string; color: string }> = {
  riding: { label: '骑行中', color: 'processing' },
  unpaid: { label: '待支付', color: 'warning' },
  paid: { label: '已支付', color: 'success' },
  refunded: { label: '已退款', color: 'default' },
  cancelled: { label: '已取消', color: 'default' },
};
