import type { FilterField } from '@/shared/ui/list/types';
import { stateFilter } from '@/shared/ui/list/filters';
import { type RoleOption } from '@contract/permissions';

export const roleFilters: FilterField[] = [
  { name: 'keyword', label: '关键词', placeholder: '角色名称 / 描述' },
  stateFilter,
];

export const operatorFilters = (roles: RoleOption[]): FilterField[] => [
  { name: 'keyword', label: '关键词', placeholder: '姓名 / 手机号' },
  { name: 'roleId', label: '角色', type: 'select', options: roles.map((r) => ({ value: r.id, label: r.name })) },
  stateFilter,
];
