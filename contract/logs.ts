/**
 * The logs (domain model Log): vehicle events, device commands and the operator
 * log, with the labels of the commands and their results.
 */

export interface VehicleLog {
  id: string;
  vehicleNo: string;
  event: string;
  detail: string;
  by?: string;
  at: string;
}

export interface DeviceLog {
  id: string;
  imei: string;
  vehicleNo: string;
  command: string;
  payload: string;
  result: 'success' | 'failed' | 'timeout';
  at: string;
}

/** One entry of the operator log (domain model Log). */
export interface OperatorLogRow {
  id: string;
  opManId: string;
  phone: string;
  name: string;
  action: string;
  target: string;
  ip: string;
  /** ISO-8601 */
  at: string;
}

/** The commands this console sends to a vehicle. */
export type Command = 'lock' | 'unlock' | 'ring';

export const COMMAND: Record<Command, string> = { lock: '锁车', unlock: '开锁', ring: '寻车铃' };

/** Device commands seen in the device log, with those sent from this console. */
export const DEVICE_COMMAND: Record<string, string> = {
  ...COMMAND,
  query_status: '状态查询',
  set_voltage: '设置电压方案',
  reboot: '远程重启',
};

export const COMMAND_RESULT: Record<DeviceLog['result'], { label: string; color: string }> = {
  success: { label: '成功', color: 'success' },
  failed: { label: '失败', color: 'error' },
  timeout: { label: '超时', color: 'warning' },
};

/** The events of the vehicle log, for filters. */
export const VEHICLE_EVENTS = ['开锁', '关锁', '换电', '告警', '上架', '下架', '挪车', '寻车铃', '锁车'];
