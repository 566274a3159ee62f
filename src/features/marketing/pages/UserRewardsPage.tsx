import { useLookup } from '@/shared/query/useLookup';
import ListPage from '@/shared/ui/list/ListPage';
import type { FilterField } from '@/shared/ui/list/types';
import { inviteApi } from '../inviteApi';
import { REWARD_STATUS, type UserReward } from '@contract/invites';
import { rewardColumns } from '../inviteColumns';
import { queryDef } from '@/shared/query/defs';
import { marketingKeys } from '../keys';

/**
 * /marketing/user-rewards (170801): the rewards riders received — from invite
 * activities (the inviter's and the invitee's), coupons issued by hand or for a
 * complaint, and the rewards of riding activities and tasks — with what they were and
 * whether they were used or expired; search by phone, activity, status and time
 * (the API also takes `role`, the source); export.
 */
const NO_ACTIVITIES: Array<{ id: string; name: string }> = [];

export default function UserRewardsPage() {
  const activities = useLookup(marketingKeys.rewardActivities, inviteApi.rewardActivities, NO_ACTIVITIES);
  const filters: FilterField[] = [
    { name: 'keyword', label: '手机号', placeholder: '用户手机号' },
    {
      name: 'activityId',
      label: '活动',
      type: 'select',
      options: activities.map((a) => ({ value: a.id, label: a.name })),
    },
    {
      name: 'status',
      label: '状态',
      type: 'select',
      options: Object.entries(REWARD_STATUS).map(([value, m]) => ({ value, label: m.label })),
    },
    { name: 'createdAt', label: '发放时间', type: 'dateRange' },
  ];

  return (
    <ListPage<UserReward>
      title="用户奖励"
      rowKey="id"
      columns={rewardColumns}
      source={queryDef(marketingKeys.rewards, inviteApi.rewards)}
      filters={filters}
    />
  );
}
