import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import AddButton from '@/shared/ui/crud/AddButton';
import RowActions from '@/shared/ui/crud/RowActions';
import ListPage from '@/shared/ui/list/ListPage';
import { roleActions } from '@/shared/ui/permission/roleActions';
import { permissionApi } from '../api';
import { roleColumns, roleDetailPath, roleEditPath } from '../columns';
import { roleFilters } from '../filters';
import type { Role } from '@contract/permissions';
import { queryDef } from '@/shared/query/defs';
import { ACCESS_WRITES } from '@contract/actions';
import { permissionKeys } from '../keys';

/** /permissions/role (1001): permission roles; add, edit, detail, enable / disable, delete. */
export default function RoleListPage() {
  const navigate = useNavigate();

  return (
    <ListPage<Role>
      title="角色管理"
      rowKey="id"
      columns={roleColumns}
      source={queryDef(permissionKeys.roles, permissionApi.roles)}
      filters={roleFilters}
      exportName="角色列表"
      toolbar={() => (
        <AddButton code={ACCESS_WRITES.roleCreate} onClick={() => navigate(roleEditPath())}>
          新增角色
        </AddButton>
      )}
      rowActionsWidth={220}
      rowActions={(r) => (
        <RowActions
          code={[ACCESS_WRITES.roleUpdate, ACCESS_WRITES.roleState, ACCESS_WRITES.roleDelete]}
          before={
            <Button type="link" size="small" onClick={() => navigate(roleDetailPath(r.id))}>
              详情
            </Button>
          }
          onEdit={() => navigate(roleEditPath(r.id))}
          {...roleActions(
            r,
            `${r.operators} 名用户`,
            (s) => permissionApi.setRoleState(r.id, s),
            () => permissionApi.deleteRole(r.id),
          )}
        />
      )}
    />
  );
}
