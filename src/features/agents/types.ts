/** Franchisees (agents), their roles and service areas (DESIGN.md §5 Agent, ServiceArea, AgentRole). */
export type State = 'enabled' | 'disabled';

export interface Agent {
  agentId: string;
  company: string;
  contact: string;
  phone: string;
  roleId: string;
  roleName: string;
  serviceAreaIds: string[];
  serviceAreaNames: string[];
  state: State;
  createdAt: string;
}

export interface AgentInput {
  agentId?: string;
  company: string;
  contact: string;
  phone: string;
  roleId: string;
}

export interface AgentOption {
  agentId: string;
  company: string;
}

export interface AgentArea {
  id: string;
  name: string;
  city: string;
  fenceId: string;
  state: State;
  agentId: string;
  company: string;
}

export interface AgentRole {
  id: string;
  name: string;
  codes: string[];
  state: State;
  remark: string;
  /** how many franchisees hold it */
  agents: number;
}

export interface AgentRoleInput {
  id?: string;
  name: string;
  remark: string;
  codes: string[];
}

/** A node of the backend's code tree. */
export interface CodeNode {
  code: string;
  name: string;
  children?: CodeNode[];
}

export const STATE: Record<State, { label: string; color: string }> = {
  enabled: { label: '启用', color: 'success' },
  disabled: { label: '停用', color: 'default' },
};
