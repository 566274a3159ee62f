import { useLookup } from '@/shared/query/useLookup';
import { agentApi } from './api';
import type { AgentAdminTree, AgentOption, AgentRole } from '@contract/agents';

const NO_AGENTS: AgentOption[] = [];
const NO_ROLES: AgentRole[] = [];

/** Every franchisee, for pickers and filters ([] until loaded; asked again after a failure). */
export const useAgentOptions = (): AgentOption[] => useLookup(['agent-options'], agentApi.options, NO_AGENTS);

/** The enabled franchisee roles, for the account form. */
export const useAgentRoleOptions = (): AgentRole[] => useLookup(['agent-role-options'], agentApi.enabledRoles, NO_ROLES);

const NO_TREE: AgentAdminTree = { agents: [], unassigned: [] };

/** Franchisees with their areas, and the areas nobody has yet (tree/admin). */
export const useAgentTree = (): AgentAdminTree => useLookup(['agent-admin-tree'], agentApi.adminTree, NO_TREE);
