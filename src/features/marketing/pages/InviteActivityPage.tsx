import { useNavigate } from 'react-router-dom';
import { useServiceAreas } from '@/shared/scope/useServiceAreas';
import AddButton from '@/shared/ui/crud/AddButton';
import RowActions from '@/shared/ui/crud/RowActions';
import ListPage from '@/shared/ui/list/ListPage';
import { activityFilters } from '../filters';
import { inviteApi } from '../inviteApi';
import { type InviteActivity } from '@contract/invites';
import { inviteColumns, inviteEditPath } from '../inviteColumns';
import { queryDef } from '@/shared/query/defs';
import { MARKETING_WRITES } from '@contract/actions';
import { marketingKeys } from '../keys';
import { RECORD_NOUN } from '@contract/labels/records';

/**
 * /marketing/invite-activity-task (yqyl): 邀请有礼 activities with both sides'
 * rewards, the condition, where the period stands and how many were invited;
 * search by name, state and area; add or edit on the edit page; 停用 / 启用
 * after confirming; delete only while nobody was invited
 * (the server says why otherwise).
 */
export default function InviteActivityPage() {
  const navigate = useNavigate();
  const areas = useServiceAreas();

  return (
    <ListPage<InviteActivity>
      title="邀请有礼"
      rowKey="id"
      columns={inviteColumns}
      source={queryDef(marketingKeys.invites, inviteApi.list)}
      filters={activityFilters(areas)}
      toolbar={() => (
        <AddButton code={MARKETING_WRITES.inviteCreate} onClick={() => navigate(inviteEditPath())}>
          新增活动
        </AddButton>
      )}
      rowActionsWidth={150}
      rowActions={(r) => (
        <RowActions
          code={[MARKETING_WRITES.inviteUpdate, MARKETING_WRITES.inviteState, MARKETING_WRITES.inviteDelete]}
          onEdit={() => navigate(inviteEditPath(r.id))}
          toggle={{
            noun: RECORD_NOUN.inviteActivity,
            name: r.name,
            state: r.state,
            note: '停用后用户将不能再通过该活动邀请好友。',
            run: (state) => inviteApi.setState(r.id, state),
          }}
          remove={{
            title: '删除活动',
            description: `确定删除「${r.name}」吗？`,
            run: () => inviteApi.remove(r.id),
            done: '活动已删除',
          }}
        />
      )}
    />
  );
}
