import type { FilterField } from '@/shared/ui/list/types';
import { ENABLE_STATE } from '@contract/common';
import { type RoleOption } from '@contract/permissions';

const stateFilter: FilterField = {
  name: 'state',
  label: '状态',
  type: 'select',
  options: Object.entries(ENABLE_STATE).map(([value, m]) => ({ value, label: m.label })),
};

export const roleFilters: FilterField[] = [
  { name: 'keyword', label: '关键词', placeholder: '角色名称 / 描述' },
  stateFilter,
];

export const operatorFilters = (roles: RoleOption[]): FilterField[] => [
  { name: 'keyword', label: '关键词', placeholder: '姓名 / 手机号' },
  { name: 'roleId', label: '角色', type: 'select', options: roles.map((r) => ({ value: r.id, label: r.name })) },
  stateFilter,
];
