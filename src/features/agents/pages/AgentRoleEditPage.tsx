import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useServerQuery } from '@/shared/query/useServerQuery';
import RoleEditor, { type RoleValues } from '@/shared/ui/permission/RoleEditor';
import { agentApi } from '../api';
import { ACCESS_WRITES } from '@contract/actions';
import { agentKeys } from '../keys';

const blank: RoleValues = { name: '', remark: '', codes: [] };

/**
 * /agent/add-role (1102): a new franchisee role, or `?id=` to edit one: name,
 * description and the permissions a franchisee may hold. A failed save keeps what was entered.
 */
export default function AgentRoleEditPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const loaded = useServerQuery({
    key: [...agentKeys.role, id],
    fetch: async (signal) => {
      const [tree, role] = await Promise.all([agentApi.tree(signal), id ? agentApi.role(id, signal) : undefined]);
      return {
        tree,
        values: role ? { name: role.name, remark: role.remark, codes: role.codes } : blank,
        version: role?.updatedAt,
      };
    },
  });
  const save = useCallback((v: RoleValues) => agentApi.saveRole({ ...v, id: id || undefined }), [id]);
  return (
    <RoleEditor
      id={id}
      title={id ? `编辑加盟商角色 ${loaded.data?.values.name ?? ''}` : '新增加盟商角色'}
      loaded={loaded}
      save={save}
      code={id ? ACCESS_WRITES.agentRoleUpdate : ACCESS_WRITES.agentRoleCreate}
      listPath="/agent/role-management"
      namePlaceholder="例如：加盟商财务"
      codesLabel="权限（仅限加盟商可持有的权限）"
    />
  );
}
