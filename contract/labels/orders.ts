import type { ColumnTitles } from './columns';

/** 交易订单 (the rides by payment). */
export const TRANSACTION_COLUMNS = {
  orderId: '订单号',
  paidAt: '支付时间',
  phone: '用户',
  serviceAreaName: '服务区',
  payChannel: '支付方式',
  fare: '应收',
  discount: '优惠',
  paid: '实收',
  status: '状态',
} as const satisfies ColumnTitles;

/** 用户订单 (the rides); the table shows the rider and the phone in one column, the file in two. */
export const RIDE_COLUMNS = {
  orderId: '订单号',
  user: '用户',
  phone: '手机号',
  vehicleNo: '车辆编号',
  serviceAreaName: '服务区',
  startAt: '开始时间',
  duration: '骑行时长',
  distance: '里程',
  due: '应付',
  paid: '实付',
  payChannel: '支付方式',
  status: '状态',
} as const satisfies ColumnTitles;
