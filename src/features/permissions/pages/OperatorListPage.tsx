import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Form, Input, Select, Space } from 'antd';
import { useState } from 'react';
import Access from '@/shared/auth/Access';
import { useSession } from '@/shared/auth/session';
import { confirmStateChange } from '@/shared/ui/confirm';
import ListPage from '@/shared/ui/list/ListPage';
import type { ListContext } from '@/shared/ui/list/types';
import ModalForm from '@/shared/ui/ModalForm';
import { maskPhone } from '@/shared/utils/format';
import { PHONE_PATTERN } from '@/shared/utils/validators';
import { permissionApi } from '../api';
import { operatorColumns } from '../columns';
import { operatorFilters } from '../filters';
import type { Operator, OperatorInput } from '@contract/permissions';
import { useRoleOptions } from '../useRoleOptions';
import { queryDef } from '@/shared/query/defs';

interface Editing {
  row?: Operator;
  ctx: ListContext<Operator>;
}

type Values = Required<Pick<OperatorInput, 'phone' | 'name' | 'roleId'>>;

/**
 * /permissions/user (1002): back-office users; search by name or phone, filter by
 * role and state; add or edit (phone, name, role); enable / disable after confirming.
 */
export default function OperatorListPage() {
  const feedback = App.useApp();
  const roles = useRoleOptions();
  const me = useSession((s) => s.opMan);
  const [editing, setEditing] = useState<Editing | null>(null);
  const row = editing?.row;

  const toggle = (r: Operator, ctx: ListContext<Operator>) => {
    const enabling = r.state === 'disabled';
    confirmStateChange(feedback, {
      noun: '用户',
      enabling,
      content: enabling
        ? `确定启用 ${r.name}（${maskPhone(r.phone)}）吗？启用后可以登录后台。`
        : `确定停用 ${r.name}（${maskPhone(r.phone)}）吗？停用后将无法登录后台。`,
      run: () => permissionApi.setOperatorState(r.phone, enabling ? 'enabled' : 'disabled'),
      after: ctx.reload,
    });
  };

  return (
    <>
      <ListPage<Operator>
        title="后台用户"
        rowKey="opManId"
        columns={operatorColumns}
        source={queryDef('permission.operators', permissionApi.operators)}
        filters={operatorFilters(roles)}
        exportName="后台用户"
        toolbar={(ctx) => (
          <Access code="1002">
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ ctx })}>
              新增用户
            </Button>
          </Access>
        )}
        rowActionsWidth={130}
        rowActions={(r, ctx) => (
          <Access code="1002">
            <Space size={0}>
              <Button type="link" size="small" onClick={() => setEditing({ row: r, ctx })}>编辑</Button>
              {r.opManId === me ? null : (
                <Button type="link" size="small" danger={r.state === 'enabled'} onClick={() => toggle(r, ctx)}>
                  {r.state === 'enabled' ? '停用' : '启用'}
                </Button>
              )}
            </Space>
          </Access>
        )}
      />
      <ModalForm<Values>
        title={row ? '编辑用户' : '新增用户'}
        open={editing !== null}
        initialValues={row ? { phone: maskPhone(row.phone), name: row.name, roleId: row.roleId } : undefined}
        successMessage={row ? '用户已保存' : '用户已添加'}
        onClose={() => setEditing(null)}
        onSubmit={async (v) => {
          await permissionApi.saveOperator(row ? { opManId: row.opManId, name: v.name.trim(), roleId: v.roleId } : { phone: v.phone, name: v.name.trim(), roleId: v.roleId });
          editing?.ctx.reload();
        }}
      >
        <Form.Item
          name="phone"
          label="手机号"
          extra={row ? '手机号是登录账号，不能修改' : '用于短信验证码登录'}
          rules={row ? [] : [{ required: true, message: '请输入手机号' }, { pattern: PHONE_PATTERN, message: '请输入 11 位手机号' }]}
        >
          <Input aria-label="手机号" maxLength={11} disabled={!!row} placeholder="11 位手机号" inputMode="numeric" />
        </Form.Item>
        <Form.Item name="name" label="姓名" rules={[{ required: true, whitespace: true, message: '请输入姓名' }, { max: 20, message: '姓名不能超过 20 个字' }]}>
          <Input aria-label="姓名" maxLength={20} />
        </Form.Item>
        <Form.Item name="roleId" label="角色" rules={[{ required: true, message: '请选择角色' }]}>
          <Select aria-label="角色" placeholder="选择角色" options={roles.map((r) => ({ value: r.id, label: r.name }))} />
        </Form.Item>
      </ModalForm>
    </>
  );
}
