/** Permission roles and back-office users (DESIGN.md §5 PermissionRole, Operator). */
export type State = 'enabled' | 'disabled';

export interface Role {
  id: string;
  name: string;
  /** 1 admin, 2 business, 4 maintenance, 8 production */
  level: number;
  codes: string[];
  state: State;
  remark: string;
  /** how many operators hold it */
  operators: number;
}

export interface Operator {
  opManId: string;
  phone: string;
  name: string;
  roleId: string;
  roleName: string;
  level: number;
  state: State;
  createdAt: string;
  lastLoginAt: string | null;
}

export interface RoleDetail extends Role {
  operatorList: Operator[];
}

export interface RoleOption {
  id: string;
  name: string;
  level: number;
}

export interface RoleInput {
  id?: string;
  name: string;
  level: number;
  remark: string;
  codes: string[];
}

export interface OperatorInput {
  opManId?: string;
  phone?: string;
  name: string;
  roleId: string;
}

export const STATE: Record<State, { label: string; color: string }> = {
  enabled: { label: '启用', color: 'success' },
  disabled: { label: '停用', color: 'default' },
};

/** Permission levels (SPEC.md §3). */
export const LEVEL: Record<number, { label: string; color: string }> = {
  1: { label: '管理员', color: 'red' },
  2: { label: '业务运营', color: 'blue' },
  4: { label: '运维', color: 'green' },
  8: { label: '生产', color: 'purple' },
};

export const levelOptions = Object.entries(LEVEL).map(([value, m]) => ({ value: Number(value), label: m.label }));
