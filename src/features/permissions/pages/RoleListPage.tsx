import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Space } from 'antd';
import { useNavigate } from 'react-router-dom';
import Access from '@/shared/auth/Access';
import { confirmAction, confirmStateChange } from '@/shared/ui/confirm';
import ListPage from '@/shared/ui/list/ListPage';
import type { ListContext } from '@/shared/ui/list/types';
import { permissionApi } from '../api';
import { roleColumns, roleDetailPath, roleEditPath } from '../columns';
import { roleFilters } from '../filters';
import type { Role } from '../types';

/** /permissions/role (1001): permission roles; add, edit, detail, enable / disable, delete. */
export default function RoleListPage() {
  const feedback = App.useApp();
  const navigate = useNavigate();

  const toggle = (r: Role, ctx: ListContext<Role>) => {
    const enabling = r.state === 'disabled';
    confirmStateChange(feedback, {
      noun: '角色',
      enabling,
      content: enabling
        ? `确定启用角色「${r.name}」吗？`
        : `确定停用角色「${r.name}」吗？停用后该角色的 ${r.operators} 名用户将失去这些权限。`,
      run: () => permissionApi.setRoleState(r.id, enabling ? 'enabled' : 'disabled'),
      after: ctx.reload,
    });
  };

  const remove = (r: Role, ctx: ListContext<Role>) =>
    confirmAction(feedback, {
      title: '删除角色',
      content: `确定删除角色「${r.name}」吗？删除后不可恢复。`,
      okText: '删除',
      danger: true,
      run: () => permissionApi.deleteRole(r.id),
      done: '已删除',
      after: ctx.reload,
    });

  return (
    <ListPage<Role>
      title="角色管理"
      rowKey="id"
      columns={roleColumns}
      fetch={permissionApi.roles}
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
      rowActions={(r, ctx) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => navigate(roleDetailPath(r.id))}>详情</Button>
          <Access code="1001">
            <Button type="link" size="small" onClick={() => navigate(roleEditPath(r.id))}>编辑</Button>
            <Button type="link" size="small" onClick={() => toggle(r, ctx)}>{r.state === 'enabled' ? '停用' : '启用'}</Button>
            <Button type="link" size="small" danger onClick={() => remove(r, ctx)}>删除</Button>
          </Access>
        </Space>
      )}
    />
  );
}
