import type { ColumnTitles } from './columns';

/** 用户工单 (the complaints); the table shows the rider and the phone in one column, the file in two. */
export const WORKSHEET_COLUMNS = {
  id: '工单号',
  type: '类型',
  status: '状态',
  content: '投诉内容',
  user: '用户',
  phone: '手机号',
  assigneeName: '处理人',
  orderId: '关联订单',
  serviceAreaName: '服务区',
  replyCount: '回复',
  createdAt: '创建时间',
  updatedAt: '最后更新',
} as const satisfies ColumnTitles;
