import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Form, Input, Select, Space } from 'antd';
import { useState } from 'react';
import Access from '@/shared/auth/Access';
import { confirmStateChange } from '@/shared/ui/confirm';
import ListPage from '@/shared/ui/list/ListPage';
import type { ListContext } from '@/shared/ui/list/types';
import ModalForm from '@/shared/ui/ModalForm';
import { PHONE_PATTERN } from '@/shared/utils/validators';
import { agentApi } from '../api';
import { agentColumns } from '../columns';
import { agentFilters } from '../filters';
import { useAgentRoleOptions } from '../lookups';
import type { Agent, AgentInput } from '@contract/agents';
import { queryDef } from '@/shared/query/defs';

interface Editing {
  row?: Agent;
  ctx: ListContext<Agent>;
}

type Values = Omit<AgentInput, 'agentId'>;

/**
 * /agent/account-management (1101): franchisee accounts; search by company, contact
 * or phone, filter by state; add or edit; enable / disable after confirming.
 */
export default function AgentAccountPage() {
  const feedback = App.useApp();
  const roles = useAgentRoleOptions();
  const [editing, setEditing] = useState<Editing | null>(null);
  const row = editing?.row;

  const toggle = (r: Agent, ctx: ListContext<Agent>) => {
    const enabling = r.state === 'disabled';
    confirmStateChange(feedback, {
      noun: '加盟商',
      enabling,
      content: enabling
        ? `确定启用加盟商「${r.company}」吗？`
        : `确定停用加盟商「${r.company}」吗？停用后该加盟商的账号将无法登录。`,
      run: () => agentApi.setAccountState(r.agentId, enabling ? 'enabled' : 'disabled'),
      after: ctx.reload,
    });
  };

  return (
    <>
      <ListPage<Agent>
        title="加盟商账号"
        rowKey="agentId"
        columns={agentColumns}
        source={queryDef('agent.accounts', agentApi.accounts)}
        filters={agentFilters}
        exportName="加盟商账号"
        toolbar={(ctx) => (
          <Access code="1101">
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ ctx })}>
              新增加盟商
            </Button>
          </Access>
        )}
        rowActionsWidth={130}
        rowActions={(r, ctx) => (
          <Access code="1101">
            <Space size={0}>
              <Button type="link" size="small" onClick={() => setEditing({ row: r, ctx })}>编辑</Button>
              <Button type="link" size="small" danger={r.state === 'enabled'} onClick={() => toggle(r, ctx)}>
                {r.state === 'enabled' ? '停用' : '启用'}
              </Button>
            </Space>
          </Access>
        )}
      />
      <ModalForm<Values>
        title={row ? '编辑加盟商' : '新增加盟商'}
        open={editing !== null}
        initialValues={row ? { company: row.company, contact: row.contact, phone: row.phone, roleId: row.roleId } : undefined}
        successMessage={row ? '加盟商已保存' : '加盟商已添加'}
        onClose={() => setEditing(null)}
        onSubmit={async (v) => {
          const input = { company: v.company.trim(), contact: v.contact.trim(), phone: v.phone, roleId: v.roleId };
          await agentApi.saveAccount(row ? { agentId: row.agentId, ...input } : input);
          editing?.ctx.reload();
        }}
      >
        <Form.Item name="company" label="公司名称" rules={[{ required: true, whitespace: true, message: '请输入公司名称' }, { max: 40, message: '公司名称不能超过 40 个字' }]}>
          <Input aria-label="公司名称" maxLength={40} />
        </Form.Item>
        <Form.Item name="contact" label="联系人" rules={[{ required: true, whitespace: true, message: '请输入联系人' }, { max: 20, message: '联系人不能超过 20 个字' }]}>
          <Input aria-label="联系人" maxLength={20} />
        </Form.Item>
        <Form.Item name="phone" label="手机号" rules={[{ required: true, message: '请输入手机号' }, { pattern: PHONE_PATTERN, message: '请输入 11 位手机号' }]}>
          <Input aria-label="手机号" maxLength={11} placeholder="11 位手机号" inputMode="numeric" />
        </Form.Item>
        <Form.Item name="roleId" label="角色" rules={[{ required: true, message: '请选择角色' }]}>
          <Select aria-label="角色" placeholder="选择角色" options={roles.map((r) => ({ value: r.id, label: r.name }))} />
        </Form.Item>
      </ModalForm>
    </>
  );
}
