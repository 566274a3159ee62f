/**
 * What an operator's record is called, where both sides say it: the console's enable/disable
 * question and dialog titles (确定停用优惠券「…」吗？) and the backend's operator log (停用优惠券).
 */
export const RECORD_NOUN = {
  coupon: '优惠券',
  memberCard: '会员卡',
  rechargeActivity: '充值活动',
  ridingActivity: '骑行活动',
  fixedTask: '固定活动',
  customTask: '自定义活动',
  inviteActivity: '邀请有礼活动',
  noticeTemplate: '通知模板',
  ad: '广告',
} as const;

/** Who an invite activity rewards: the rider who invites and the one invited. */
export const INVITE_PARTY = { inviter: '邀请人', invitee: '被邀请人' } as const;
