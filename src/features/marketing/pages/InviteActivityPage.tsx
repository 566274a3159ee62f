import { App } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useServiceAreas } from '@/shared/scope/useServiceAreas';
import ListPage from '@/shared/ui/list/ListPage';
import type { ListContext } from '@/shared/ui/list/types';
import { AddButton, confirmToggle, RowActions, runConfirmed } from '../components/ConfigActions';
import { activityFilters } from '../filters';
import { inviteApi } from '../inviteApi';
import { type InviteActivity } from '@contract/invite';
import { inviteColumns, inviteEditPath } from '../inviteColumns';
import { queryDef } from '@/shared/query/defs';

/**
 * /marketing/invite-activity-task (yqyl): 邀请有礼 activities with both sides'
 * rewards, the condition, where the period stands and how many were invited;
 * search by name, state and area; add or edit on the edit page; 停用 / 启用
 * after confirming; delete only while nobody was invited
 * (the server says why otherwise).
 */
export default function InviteActivityPage() {
  const feedback = App.useApp();
  const navigate = useNavigate();
  const areas = useServiceAreas();

  const toggle = (r: InviteActivity, ctx: ListContext<InviteActivity>) =>
    confirmToggle(feedback, '邀请有礼活动', r, '停用后用户将不能再通过该活动邀请好友。', (state) => inviteApi.setState(r.id, state), ctx.reload);

  return (
    <ListPage<InviteActivity>
      title="邀请有礼"
      rowKey="id"
      columns={inviteColumns}
      source={queryDef('invite.list', inviteApi.list)}
      filters={activityFilters(areas)}
      exportName="邀请有礼"
      toolbar={() => <AddButton code="yqyl" label="新增活动" onClick={() => navigate(inviteEditPath())} />}
      rowActionsWidth={150}
      rowActions={(r, ctx) => (
        <RowActions
          code="yqyl"
          onEdit={() => navigate(inviteEditPath(r.id))}
          toggle={{ state: r.state, onClick: () => toggle(r, ctx) }}
          remove={{
            title: '删除活动',
            description: `确定删除「${r.name}」吗？`,
            onConfirm: () => runConfirmed(feedback, () => inviteApi.remove(r.id), '活动已删除', ctx.reload),
          }}
        />
      )}
    />
  );
}
