import type { Statement, StatementItem } from '@contract/schemas/reports';

/** Financial reconciliation (财务对账): one statement per day and pay channel; money in fen. */
export type { Statement, StatementItem } from '@contract/schemas/reports';
export type RecChannel = Statement['channel'];
export type RecResult = Statement['result'];
export type RecItemState = StatementItem['state'];

export const REC_CHANNEL: Record<RecChannel, string> = { wechat: '微信支付', alipay: '支付宝' };
export const REC_RESULT: Record<RecResult, { label: string; color: string }> = {
  matched: { label: '已平账', color: 'success' },
  mismatch: { label: '有差异', color: 'error' },
  pending: { label: '待出账', color: 'default' },
};
export const ITEM_STATE: Record<RecItemState, string> = {
  matched: '一致',
  platform_only: '平台单边（渠道无此笔）',
  channel_only: '渠道单边（平台无此笔）',
  amount_diff: '金额不一致',
};
export const SOURCE: Record<StatementItem['source'], string> = {
  ride: '骑行支付',
  recharge: '余额充值',
  card: '购卡',
  refund: '原路退款',
};
