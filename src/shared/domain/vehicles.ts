import type { Alarm } from '@/shared/utils/vehicleStatus';

/** Chinese labels of the vehicle alarms (DESIGN.md §5); the vehicle screens and the big screens show them. */
export const ALARM: Record<Alarm, string> = {
  abnormal_move: '异常移动',
  out_of_area: '超出服务区',
  in_no_parking: '禁停区停放',
  outside_station: '站点外停放',
  battery_removed: '电池被拆',
  offline: '设备离线',
  lost: '疑似丢失',
  abnormal_unlock: '异常开锁',
};
