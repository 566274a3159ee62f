import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import Access from '@/shared/auth/Access';
import ListPage from '@/shared/ui/list/ListPage';
import { agentApi } from '../api';
import { agentRoleColumns, agentRoleEditPath } from '../columns';
import { agentRoleFilters } from '../filters';
import type { AgentRole } from '../types';

/** /agent/role-management (1102): franchisee roles; search by name; add or edit on /agent/add-role. */
export default function AgentRoleListPage() {
  const navigate = useNavigate();
  return (
    <ListPage<AgentRole>
      title="加盟商角色"
      rowKey="id"
      columns={agentRoleColumns}
      fetch={agentApi.roles}
      filters={agentRoleFilters}
      exportName="加盟商角色"
      toolbar={() => (
        <Access code="1102">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(agentRoleEditPath())}>新增角色</Button>
        </Access>
      )}
      rowActionsWidth={90}
      rowActions={(r) => (
        <Access code="1102">
          <Button type="link" size="small" onClick={() => navigate(agentRoleEditPath(r.id))}>编辑</Button>
        </Access>
      )}
    />
  );
}
