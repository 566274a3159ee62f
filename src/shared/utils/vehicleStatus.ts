/**
 * The one display status of a vehicle (domain model), derived from its ride state,
 * operations states and alarms; maps, tables and charts all use it.
 */
import type { Alarm, DisplayStatus, MdsState, OpsState, RideState } from '@contract/vehicles';

export interface StatusInput {
  rideState: RideState;
  opsStates: readonly OpsState[];
  alarms: readonly Alarm[];
  online?: boolean;
}

export const STATUS_META: Record<DisplayStatus, { label: string; color: string; hint: string }> = {
  available: { label: '可骑行', color: '#52c41a', hint: '空闲、在线、无告警与运维' },
  riding: { label: '骑行中', color: '#1677ff', hint: '用户正在骑行' },
  reserved: { label: '已预约', color: '#722ed1', hint: '用户已预约，等待开锁' },
  temp_stop: { label: '临时停车', color: '#13c2c2', hint: '骑行中临时锁车' },
  low_battery: { label: '低电量', color: '#faad14', hint: '电量低或待换电' },
  dispatch: { label: '调度中', color: '#2f54eb', hint: '挪车、拖回途中或运维人员处理中' },
  repair: { label: '维修中', color: '#fa8c16', hint: '报修待修或维修中' },
  off_shelf: { label: '已下架', color: '#8c8c8c', hint: '暂停运营' },
  alarm: { label: '告警', color: '#f5222d', hint: '越界、禁停区、异常移动等告警' },
  offline: { label: '离线', color: '#595959', hint: '设备失去连接' },
  lost: { label: '疑似丢失', color: '#820014', hint: '长时间离线或异常位移' },
};

/** Display order of the legend: what needs attention first. */
export const STATUS_ORDER: DisplayStatus[] = [
  'lost',
  'offline',
  'alarm',
  'repair',
  'low_battery',
  'dispatch',
  'off_shelf',
  'temp_stop',
  'reserved',
  'riding',
  'available',
];

/** The status of a vehicle with no ops state and no alarm, online, by its ride state. */
const BY_RIDE: Record<RideState, DisplayStatus> = {
  ready: 'available',
  riding: 'riding',
  temp_stop: 'temp_stop',
  reserved: 'reserved',
  in_ops: 'dispatch',
};

/**
 * A vehicle taken in for repair (an open repair ticket) is 维修中 whatever else it carries:
 * offline, lost or an alarm while it stands in the workshop is what the ticket is about. So
 * 维修中 counts exactly the vehicles with an open ticket, on every map and screen. A vehicle
 * out with a crew (in_ops) is 调度中, not in repair.
 */
export function displayStatus(v: StatusInput): DisplayStatus {
  // most of a fleet: no ops state, no alarm (the same answer as the rules below, read in fewer steps)
  if (v.opsStates.length === 0 && v.alarms.length === 0) {
    return v.online === false ? 'offline' : BY_RIDE[v.rideState];
  }
  if (v.opsStates.includes('repair')) return 'repair';
  if (v.alarms.includes('lost')) return 'lost';
  if (v.online === false || v.alarms.includes('offline')) return 'offline';
  if (v.alarms.length) return 'alarm';
  if (v.rideState === 'riding') return 'riding';
  if (v.rideState === 'reserved') return 'reserved';
  if (v.rideState === 'temp_stop') return 'temp_stop';
  if (v.opsStates.includes('off_shelf')) return 'off_shelf';
  if (v.opsStates.includes('moving') || v.opsStates.includes('dragged_back')) return 'dispatch';
  if (v.opsStates.includes('low_battery') || v.opsStates.includes('battery_swap')) return 'low_battery';
  if (v.rideState === 'in_ops') return 'dispatch';
  return 'available';
}

export function mdsState(v: StatusInput): MdsState {
  if (v.alarms.includes('lost')) return 'missing';
  if (v.online === false || v.alarms.includes('offline')) return 'non_contactable';
  if (v.opsStates.includes('off_shelf') || v.opsStates.includes('dragged_back')) return 'removed';
  if (v.rideState === 'riding' || v.rideState === 'temp_stop') return 'on_trip';
  if (v.rideState === 'reserved') return 'reserved';
  if (v.rideState === 'in_ops' || v.opsStates.length) return 'non_operational';
  return 'available';
}
