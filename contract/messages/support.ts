/** Support tickets and complaints (用户工单, 客服工单). */
export const TICKET_MSG = {
  /** a write on a closed ticket is refused with it; closing one says it */
  closed: '工单已关闭',
} as const;
