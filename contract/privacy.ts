/** Phone numbers are masked everywhere (DESIGN.md §11 Privacy); holders of 0705 may reveal one, and it is logged. */

/** POST /platform/privacy/phone: reveal one number, saying where it is shown. */
export interface PhoneRevealInput {
  phone: string;
  /** what the number belongs to, for the operator log (e.g. 订单 O20261124001) */
  subject: string;
}

export const REVEAL_CODE = '0705';
export const REVEAL_ACTION = '查看完整手机号';
