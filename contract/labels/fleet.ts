import type { ColumnTitles } from './columns';

/** 车辆列表 (vehicle-query). */
export const VEHICLE_COLUMNS = {
  vehicleNo: '车辆编号',
  imei: 'IMEI',
  model: '车型',
  serviceAreaId: '服务区',
  status: '状态',
  battery: '电量',
  voltage: '电压',
  locked: '锁状态',
  online: '网络',
  alarms: '告警',
  lastHeartbeatAt: '最后心跳',
  lastRideAt: '最后骑行',
} as const satisfies ColumnTitles;

/** A vehicle's lock and connection in a cell. */
export const lockText = (locked: boolean) => (locked ? '已锁车' : '未锁车');
export const onlineText = (online: boolean) => (online ? '在线' : '离线');

/** 告警记录: the table shows who and when in one column (确认, 清除), the file in separate ones. */
export const ALARM_COLUMNS = {
  id: '告警编号',
  vehicleNo: '车辆编号',
  alarm: '告警类型',
  serviceAreaName: '服务区',
  raisedAt: '发生时间',
  status: '状态',
  acknowledged: '确认',
  acknowledgedBy: '确认人',
  acknowledgedAt: '确认时间',
  taskId: '处理任务 / 工单',
  cleared: '清除',
  clearedBy: '清除人',
  clearedAt: '清除时间',
  note: '清除原因',
} as const satisfies ColumnTitles;

/** 维修工单 (设备监控's, a vehicle's 告警与维修). */
export const REPAIR_COLUMNS = {
  id: '工单编号',
  vehicleNo: '车辆编号',
  serviceAreaName: '服务区',
  faultType: '故障类型',
  description: '故障描述',
  source: '来源',
  status: '状态',
  diagnosis: '诊断',
  reportedAt: '报修时间',
  reportedBy: '报修人',
  assigneeName: '维修人员',
  parts: '配件费用',
  doneAt: '完成时间',
} as const satisfies ColumnTitles;

/** 运维任务 (the operations screen; the vehicle screens show the first ones). */
export const OPS_TASK_COLUMNS = {
  id: '任务号',
  kind: '类型',
  vehicleNo: '车辆编号',
  status: '状态',
  assigneeName: '运维人员',
  serviceAreaName: '服务区',
  createdAt: '创建时间',
  deadline: '截止时间',
  finishedAt: '完成时间',
  note: '备注',
  cancelReason: '取消原因',
  createdBy: '创建人',
} as const satisfies ColumnTitles;
