import { useLookup } from '@/shared/hooks/useLookup';
import { agentApi } from './api';
import type { AgentOption, AgentRole } from './types';

const NO_AGENTS: AgentOption[] = [];
const NO_ROLES: AgentRole[] = [];

/** Every franchisee, for pickers and filters ([] until loaded; asked again after a failure). */
export const useAgentOptions = (): AgentOption[] => useLookup(agentApi.options, NO_AGENTS);

/** The enabled franchisee roles, for the account form. */
export const useAgentRoleOptions = (): AgentRole[] => useLookup(agentApi.enabledRoles, NO_ROLES);
