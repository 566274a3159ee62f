import { useNavigate } from 'react-router-dom';
import AddButton from '@/shared/ui/crud/AddButton';
import RowActions from '@/shared/ui/crud/RowActions';
import ListPage from '@/shared/ui/list/ListPage';
import { roleActions } from '@/shared/ui/permission/roleActions';
import { agentApi } from '../api';
import { agentRoleColumns, agentRoleEditPath } from '../columns';
import { agentRoleFilters } from '../filters';
import type { AgentRole } from '@contract/agents';
import { queryDef } from '@/shared/query/defs';
import { ACCESS_WRITES } from '@contract/actions';
import { agentKeys } from '../keys';

/**
 * /agent/role-management (1102): franchisee roles; search by name; add or edit on
 * /agent/add-role; enable / disable and delete (refused while franchisees hold it) after confirming.
 */
export default function AgentRoleListPage() {
  const navigate = useNavigate();
  return (
    <ListPage<AgentRole>
      title="加盟商角色"
      rowKey="id"
      columns={agentRoleColumns}
      source={queryDef(agentKeys.roles, agentApi.roles)}
      filters={agentRoleFilters}
      toolbar={() => (
        <AddButton code={ACCESS_WRITES.agentRoleCreate} onClick={() => navigate(agentRoleEditPath())}>
          新增角色
        </AddButton>
      )}
      rowActionsWidth={170}
      rowActions={(r) => (
        <RowActions
          code={[ACCESS_WRITES.agentRoleUpdate, ACCESS_WRITES.agentRoleState, ACCESS_WRITES.agentRoleDelete]}
          onEdit={() => navigate(agentRoleEditPath(r.id))}
          {...roleActions(
            r,
            `${r.agents} 个加盟商`,
            (s) => agentApi.setRoleState(r.id, s),
            () => agentApi.deleteRole(r.id),
          )}
        />
      )}
    />
  );
}
