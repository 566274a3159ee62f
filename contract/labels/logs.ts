import type { ColumnTitles } from './columns';

/** 操作员日志. */
export const OPERATOR_LOG_COLUMNS = {
  at: '时间',
  name: '操作员',
  phone: '手机号',
  action: '操作',
  target: '对象',
  ip: 'IP',
} as const satisfies ColumnTitles;

/** 车辆日志 (and a vehicle's log tab). */
export const VEHICLE_LOG_COLUMNS = {
  at: '时间',
  vehicleNo: '车辆编号',
  event: '事件',
  detail: '内容',
  by: '操作人',
} as const satisfies ColumnTitles;

/** 设备日志 (and a vehicle's device log tab). */
export const DEVICE_LOG_COLUMNS = {
  at: '时间',
  imei: 'IMEI',
  vehicleNo: '车辆编号',
  command: '指令',
  result: '结果',
  payload: '报文',
} as const satisfies ColumnTitles;

/** The operator log's action of a sign-in (the backend writes it; the home page reads the last two). */
export const LOGIN_ACTION = '登录系统';
