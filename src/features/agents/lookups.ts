import { useLookup } from '@/shared/query/useLookup';
import { agentApi, type AgentPick } from './api';
import type { AgentAdminTree, AgentRole } from '@contract/agents';
import { agentKeys } from './keys';

const NO_AGENTS: AgentPick[] = [];
const NO_ROLES: AgentRole[] = [];

/** Every franchisee, for pickers and filters ([] until loaded; asked again after a failure). */
export const useAgentOptions = (): AgentPick[] => useLookup(agentKeys.options, agentApi.options, NO_AGENTS);

/** The enabled franchisee roles, for the account form. */
export const useAgentRoleOptions = (): AgentRole[] => useLookup(agentKeys.roleOptions, agentApi.enabledRoles, NO_ROLES);

const NO_TREE: AgentAdminTree = { agents: [], unassigned: [] };

/** Franchisees with their areas, and the areas nobody has yet (tree/admin). */
export const useAgentTree = (): AgentAdminTree => useLookup(agentKeys.tree, agentApi.adminTree, NO_TREE);
