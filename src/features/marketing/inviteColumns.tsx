/** Column sets of the invite activities and the user rewards. */
import { phoneColumn, stateTag, textColumn, tagColumn } from '@/shared/ui/list/columns';
import { timeColumn } from '@/shared/ui/list/timeColumn';
import { Typography } from 'antd';
import type { ListColumn } from '@/shared/ui/list/types';
import { money } from '@/shared/utils/format';
import { areasColumn } from './columns';
import {
  INVITE_CONDITION,
  REWARD_KIND,
  REWARD_ROLE,
  REWARD_STATUS,
  type InviteActivity,
  type Reward,
  type UserReward,
} from '@contract/invites';
import { PhaseTag, periodText, phaseLabel } from './period';
import { ENABLE_STATE } from '@contract/common';

/** 优惠券「新用户骑行券」 or 余额 ¥5.00 */
export const rewardText = (r: Reward) =>
  r.kind === 'coupon' ? `优惠券「${r.couponName || r.couponId}」` : `余额 ${money(r.amount)}`;

export const inviteEditPath = (id?: string) =>
  id ? `/marketing/invite-activity-task-edit?id=${encodeURIComponent(id)}` : '/marketing/invite-activity-task-edit';

/** Where the period stands today, whatever the switch says. */
const running = (r: InviteActivity) => ({ ...r, state: 'enabled' as const });

export const inviteColumns: ListColumn<InviteActivity>[] = [
  { key: 'name', title: '活动名称', dataIndex: 'name', width: 130 },
  { ...areasColumn<InviteActivity>(), width: 110 },
  {
    key: 'startDate',
    title: '活动时间',
    width: 180,
    sortable: true,
    render: (_: unknown, r) => periodText(r),
    csv: periodText,
  },
  {
    key: 'rewards',
    title: '奖励',
    width: 245,
    render: (_: unknown, r) => (
      <>
        <div>
          <Typography.Text type="secondary">邀请人：</Typography.Text>
          <span>{rewardText(r.inviterReward)}</span>
        </div>
        <div>
          <Typography.Text type="secondary">被邀请人：</Typography.Text>
          <span>{rewardText(r.inviteeReward)}</span>
        </div>
      </>
    ),
    csv: (r) => `邀请人：${rewardText(r.inviterReward)}；被邀请人：${rewardText(r.inviteeReward)}`,
  },
  textColumn('condition', '邀请条件', 100, (r) => INVITE_CONDITION[r.condition]),
  {
    key: 'state',
    title: '状态',
    width: 115,
    render: (_: unknown, r) => (
      <>
        <PhaseTag p={running(r)} />
        {stateTag(r.state)}
      </>
    ),
    csv: (r) => `${phaseLabel(running(r))}，${ENABLE_STATE[r.state].label}`,
  },
  {
    key: 'invites',
    title: '已邀请',
    width: 84,
    align: 'right',
    sortable: true,
    render: (_: unknown, r) => `${r.invites} 人`,
    csv: (r) => r.invites,
  },
];

export const rewardColumns: ListColumn<UserReward>[] = [
  { key: 'id', title: '编号', dataIndex: 'id', width: 90 },
  phoneColumn<UserReward>(120),
  { key: 'activityName', title: '活动', dataIndex: 'activityName', width: 150 },
  textColumn('role', '来源', 90, (r) => REWARD_ROLE[r.role]),
  textColumn('kind', '奖励类型', 90, (r) => REWARD_KIND[r.reward.kind]),
  textColumn('reward', '奖励内容', 200, (r) => rewardText(r.reward)),
  tagColumn('status', '状态', REWARD_STATUS, (r) => r.status, 90),
  timeColumn('createdAt', '发放时间'),
];
