import type { FilterField } from '@/shared/ui/list/types';
import { stateFilter } from '@/shared/ui/list/filters';
import { type AgentOption } from '@contract/agents';

export const agentFilters: FilterField[] = [
  { name: 'keyword', label: '关键词', placeholder: '公司名称 / 联系人 / 手机号' },
  stateFilter,
];

export const areaFilters = (agents: AgentOption[]): FilterField[] => [
  { name: 'keyword', label: '关键词', placeholder: '服务区名称 / 城市' },
  {
    name: 'agentId',
    label: '加盟商',
    type: 'select',
    options: agents.map((a) => ({ value: a.agentId, label: a.company })),
  },
];

export const agentRoleFilters: FilterField[] = [{ name: 'keyword', label: '关键词', placeholder: '角色名称 / 描述' }];
