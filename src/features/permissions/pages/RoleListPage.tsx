import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Space } from 'antd';
import { useNavigate } from 'react-router-dom';
import Access from '@/shared/auth/Access';
import ListPage from '@/shared/ui/list/ListPage';
import { roleActions } from '@/shared/ui/permission/roleActions';
import { permissionApi } from '../api';
import { roleColumns, roleDetailPath, roleEditPath } from '../columns';
import { roleFilters } from '../filters';
import type { Role } from '@contract/permissions';
import { queryDef } from '@/shared/query/defs';

/** /permissions/role (1001): permission roles; add, edit, detail, enable / disable, delete. */
export default function RoleListPage() {
  const feedback = App.useApp();
  const navigate = useNavigate();

  return (
    <ListPage<Role>
      title="角色管理"
      rowKey="id"
      columns={roleColumns}
      source={queryDef('permission.roles', permissionApi.roles)}
      filters={roleFilters}
      exportName="角色列表"
      toolbar={() => (
        <Access code="1001">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(roleEditPath())}>
            新增角色
          </Button>
        </Access>
      )}
      rowActionsWidth={220}
      rowActions={(r, ctx) => {
        const act = roleActions(feedback, ctx.reload);
        return (
          <Space size={0}>
            <Button type="link" size="small" onClick={() => navigate(roleDetailPath(r.id))}>详情</Button>
            <Access code="1001">
              <Button type="link" size="small" onClick={() => navigate(roleEditPath(r.id))}>编辑</Button>
              <Button type="link" size="small" onClick={() => act.toggle(r, `${r.operators} 名用户`, (s) => permissionApi.setRoleState(r.id, s))}>
                {r.state === 'enabled' ? '停用' : '启用'}
              </Button>
              <Button type="link" size="small" danger onClick={() => act.remove(r, () => permissionApi.deleteRole(r.id))}>删除</Button>
            </Access>
          </Space>
        );
      }}
    />
  );
}
