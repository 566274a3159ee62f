import { Form, Input, Select } from 'antd';
import { useCrudModal } from '@/shared/ui/crud/CrudModal';
import CrudListPage from '@/shared/ui/crud/CrudListPage';
import { PHONE_PATTERN } from '@/shared/utils/validators';
import { agentApi } from '../api';
import { agentColumns } from '../columns';
import { agentFilters } from '../filters';
import { useAgentRoleOptions, useAgentTree } from '../lookups';
import type { Agent, AgentInput } from '@contract/agents';
import { queryDef } from '@/shared/query/defs';
import { TEXT_LIMITS } from '@contract/validators';
import { ACCESS_WRITES } from '@contract/actions';
import { agentKeys } from '../keys';
import { RoleItem } from '@/shared/ui/permission/RoleItem';
import TextItem from '@/shared/ui/TextItem';
import { COMMON_INPUT_MSG } from '@contract/inputMessages';

type Values = Omit<AgentInput, 'agentId'>;

/**
 * /agent/account-management (1101): franchisee accounts; search by company, contact
 * or phone, filter by state; add (with the unassigned service areas it works in: its
 * phone then signs in, scoped to them) or edit; enable / disable and delete after
 * confirming (refused while it has areas or riders' orders).
 */
export default function AgentAccountPage() {
  const roles = useAgentRoleOptions();
  const tree = useAgentTree();
  const editor = useCrudModal<Agent>();
  const { row } = editor;

  return (
    <CrudListPage<Agent, Values>
      editor={editor}
      title="加盟商账号"
      rowKey="agentId"
      columns={agentColumns}
      source={queryDef(agentKeys.accounts, agentApi.accounts)}
      filters={agentFilters}
      rowActionsWidth={170}
      noun="加盟商"
      add={ACCESS_WRITES.agentCreate}
      actions={(r) => ({
        code: [ACCESS_WRITES.agentUpdate, ACCESS_WRITES.agentState, ACCESS_WRITES.agentDelete],
        toggle: {
          name: r.company,
          state: r.state,
          note: '停用后该加盟商的账号将无法登录。',
          run: (state) => agentApi.setAccountState(r.agentId, state),
        },
        remove: {
          title: `确定删除加盟商「${r.company}」吗？`,
          description: '删除后其账号将无法登录。名下还有服务区或骑行订单的加盟商不能删除，可改为停用。',
          dialog: true,
          run: () => agentApi.deleteAccount(r.agentId),
        },
      })}
      values={(row) =>
        row ? { company: row.company, contact: row.contact, phone: row.phone, roleId: row.roleId } : undefined
      }
      save={(v, row) => {
        // the list carries the phone masked: an edit sends one only when a new number was typed
        const phone = row && v.phone === row.phone ? undefined : v.phone;
        const input = { company: v.company.trim(), contact: v.contact.trim(), phone, roleId: v.roleId };
        return agentApi.saveAccount(
          row
            ? { agentId: row.agentId, updatedAt: row.updatedAt, ...input }
            : { ...input, serviceAreaIds: v.serviceAreaIds ?? [] },
        );
      }}
    >
      <TextItem name="company" label="公司名称" limit={TEXT_LIMITS.companyName} />
      <TextItem name="contact" label="联系人" limit={TEXT_LIMITS.contactName} />
      <Form.Item
        name="phone"
        label="手机号"
        extra={row ? '不修改请保留原号码；修改请输入新的 11 位手机号' : undefined}
        rules={[
          { required: true, message: '请输入手机号' },
          {
            validator: (_, v?: string) =>
              !v || v === row?.phone || PHONE_PATTERN.test(v)
                ? Promise.resolve()
                : Promise.reject(new Error(COMMON_INPUT_MSG.phone11)),
          },
        ]}
      >
        <Input aria-label="手机号" maxLength={11} placeholder="11 位手机号" inputMode="numeric" />
      </Form.Item>
      {row ? null : (
        <Form.Item
          name="serviceAreaIds"
          label="服务区"
          extra={
            tree.unassigned.length
              ? '加盟商账号只能看到这些服务区的数据；已分配给其他加盟商的服务区请在服务区管理中移交'
              : '暂无未分配的服务区，可先在服务区管理中新增'
          }
        >
          <Select
            aria-label="服务区"
            mode="multiple"
            placeholder="选择未分配的服务区"
            options={tree.unassigned.map((a) => ({ value: a.id, label: a.name }))}
          />
        </Form.Item>
      )}
      <RoleItem roles={roles} />
    </CrudListPage>
  );
}
