/**
 * What each figure of the activity lists counts, by the activity's type: the one place the
 * cells, their tooltips and the column titles read. A 时段折扣's 优惠单数 counts the rides it
 * discounted (a riding card covers the riding time instead, not counted) and its participants
 * the riders of those rides, so 参与人数 never exceeds 优惠单数.
 */
import type { RidingRuleKind } from '@contract/activities';

export interface Figure {
  label: string;
  unit: string;
  /** what it counts, in the reader's words */
  counts: string;
}

export const RIDING_FIGURES: Record<RidingRuleKind, Record<'participants' | 'rewarded', Figure>> = {
  ride_count: {
    participants: { label: '参与人数', unit: '人', counts: '活动期间在活动服务区完成骑行的用户' },
    rewarded: { label: '已奖励', unit: '次', counts: '发放奖励的次数（每骑满规定次数得一次，每人不超过限额）' },
  },
  discount_hours: {
    participants: { label: '参与人数', unit: '人', counts: '至少有一单按活动折扣计费的用户（骑行卡骑行不计入）' },
    rewarded: { label: '优惠单数', unit: '单', counts: '按活动折扣计费的骑行订单（骑行卡骑行不打折，不计入）' },
  },
};

export const TASK_FIGURES: Record<'fixed' | 'custom', Figure> = {
  fixed: { label: '已完成', unit: '次', counts: '用户完成任务并领到奖励的次数' },
  custom: { label: '已完成', unit: '次', counts: '用户满足全部条件并领到奖励的次数' },
};

/** 参与人数：至少有一单按活动折扣计费的用户（骑行卡骑行不计入） */
export const figureHint = (f: Figure): string => `${f.label}：${f.counts}`;
