import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Space } from 'antd';
import { useNavigate } from 'react-router-dom';
import Access from '@/shared/auth/Access';
import ListPage from '@/shared/ui/list/ListPage';
import { roleActions } from '@/shared/ui/permission/roleActions';
import { agentApi } from '../api';
import { agentRoleColumns, agentRoleEditPath } from '../columns';
import { agentRoleFilters } from '../filters';
import type { AgentRole } from '@contract/agents';
import { queryDef } from '@/shared/query/defs';

/**
 * /agent/role-management (1102): franchisee roles; search by name; add or edit on
 * /agent/add-role; enable / disable and delete (refused while franchisees hold it) after confirming.
 */
export default function AgentRoleListPage() {
  const feedback = App.useApp();
  const navigate = useNavigate();
  return (
    <ListPage<AgentRole>
      title="加盟商角色"
      rowKey="id"
      columns={agentRoleColumns}
      source={queryDef('agent.roles', agentApi.roles)}
      filters={agentRoleFilters}
      exportName="加盟商角色"
      toolbar={() => (
        <Access code="1102">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(agentRoleEditPath())}>新增角色</Button>
        </Access>
      )}
      rowActionsWidth={170}
      rowActions={(r, ctx) => {
        const act = roleActions(feedback, ctx.reload);
        return (
          <Access code="1102">
            <Space size={0}>
              <Button type="link" size="small" onClick={() => navigate(agentRoleEditPath(r.id))}>编辑</Button>
              <Button type="link" size="small" onClick={() => act.toggle(r, `${r.agents} 个加盟商`, (s) => agentApi.setRoleState(r.id, s))}>
                {r.state === 'enabled' ? '停用' : '启用'}
              </Button>
              <Button type="link" size="small" danger onClick={() => act.remove(r, () => agentApi.deleteRole(r.id))}>删除</Button>
            </Space>
          </Access>
        );
      }}
    />
  );
}
