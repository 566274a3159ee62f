import { openRead, read, type Rows } from '@contract/endpoint';
import type { Agent, AgentAdminTree, AgentOption, AgentRole, FranchiseApplication } from '@contract/agents';
import type { CodeNode } from '@contract/codes';

/** The service areas an operator may pick in the header scope. */
type AreaOptions = { count?: number; list?: Array<{ id: string; name: string }> };

/** Franchisee reads: accounts, their roles and code tree, service areas, the public application. */
export const AGENT_READS = {
  agentAccountList: read<Rows<AgentOption>>('/platform/agent/account/list', ['01']),
  agentServiceAreaOpMan: openRead<AreaOptions>('/platform/agent/serviceArea/opMan', 'signed-in'),
  agentServiceAreaBelongToAgent: openRead<AreaOptions>('/platform/agent/serviceArea/belongToAgent', 'signed-in'),
  agentApplyById: openRead<FranchiseApplication>('/platform/agent/apply/:id', 'public'),
  agentAccount: read<Rows<Agent>>('/platform/agent/account', ['1101']),
  agentTreeAdmin: read<AgentAdminTree>('/platform/agent/tree/admin', ['1101', '1103']),
  agentTree: read<CodeNode[]>('/platform/agent/tree', ['1102']),
  agentRole: read<Rows<AgentRole>>('/platform/agent/role', ['1102', '1101']),
  agentRoleById: read<AgentRole>('/platform/agent/role/:id', ['1102']),
  agentServiceArea: read('/platform/agent/serviceArea', ['1103', '1101']),
} as const;
