/** Refusals of the review queues (还车审核, 停车点申请) that the console also shows. */
export const REVIEW_MSG = {
  /** a return-car review whose ride is gone: the backend's refusal, the page's notice */
  orderMissing: '关联订单不存在',
  /** an application looked up without its number: the backend's refusal, the result page's title */
  applicationIdMissing: '缺少申请编号',
} as const;
