/** Column sets of the franchisee screens and their CSV cells. */
import { phoneColumn, stateColumn, codeCountColumn, textColumn } from '@/shared/ui/list/columns';
import { timeColumn } from '@/shared/ui/list/timeColumn';
import type { ListColumn } from '@/shared/ui/list/types';
import { type Agent, type AgentArea, type AgentRole } from '@contract/agents';

export const agentRoleEditPath = (id?: string) =>
  id ? `/agent/add-role?id=${encodeURIComponent(id)}` : '/agent/add-role';

export const agentColumns: ListColumn<Agent>[] = [
  { key: 'agentId', title: '编号', dataIndex: 'agentId', width: 90, sortable: true },
  { key: 'company', title: '公司名称', dataIndex: 'company', width: 220, sortable: true },
  { key: 'contact', title: '联系人', dataIndex: 'contact', width: 90 },
  phoneColumn<Agent>(),
  { key: 'roleName', title: '角色', dataIndex: 'roleName', width: 120 },
  {
    key: 'serviceAreaNames',
    title: '服务区',
    width: 180,
    render: (_: unknown, r) => (r.serviceAreaNames.length ? r.serviceAreaNames.join('、') : '-'),
    csv: (r) => r.serviceAreaNames.join('、'),
  },
  stateColumn<Agent>(),
  timeColumn('createdAt', '创建时间'),
];

export const areaColumns: ListColumn<AgentArea>[] = [
  { key: 'id', title: '编号', dataIndex: 'id', width: 90, sortable: true },
  { key: 'name', title: '服务区', dataIndex: 'name', width: 160, sortable: true },
  { key: 'city', title: '城市', dataIndex: 'city', width: 100 },
  textColumn('company', '所属加盟商', 240, (r) => r.company || '未分配'),
  stateColumn<AgentArea>(),
];

export const agentRoleColumns: ListColumn<AgentRole>[] = [
  { key: 'id', title: '角色编号', dataIndex: 'id', width: 100, sortable: true },
  { key: 'name', title: '角色名称', dataIndex: 'name', width: 160 },
  { key: 'remark', title: '描述', dataIndex: 'remark', width: 240 },
  codeCountColumn<AgentRole>(),
  { key: 'agents', title: '加盟商数', dataIndex: 'agents', width: 100, align: 'right' },
  stateColumn<AgentRole>(),
];
