import { openRead, read } from '@contract/endpoint';

/** Franchisee reads: accounts, their roles and code tree, service areas, the public application. */
export const AGENT_READS = {
  agentAccountList: read('/platform/agent/account/list', ['01']),
  agentServiceAreaOpMan: openRead('/platform/agent/serviceArea/opMan', 'signed-in'),
  agentServiceAreaBelongToAgent: openRead('/platform/agent/serviceArea/belongToAgent', 'signed-in'),
  agentApplyById: openRead('/platform/agent/apply/:id', 'public'),
  agentAccount: read('/platform/agent/account', ['1101']),
  agentTreeAdmin: read('/platform/agent/tree/admin', ['1101', '1103']),
  agentTree: read('/platform/agent/tree', ['1102']),
  agentRole: read('/platform/agent/role', ['1102', '1101']),
  agentRoleById: read('/platform/agent/role/:id', ['1102']),
  agentServiceArea: read('/platform/agent/serviceArea', ['1103', '1101']),
} as const;
