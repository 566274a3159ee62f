import { type Endpoint } from '@contract/endpoint';
import { callEndpoint } from '@/shared/http/endpoint';
import { ACCESS_WRITES } from '@contract/actions';
import { toPage, type ListQuery, type Page } from '@/shared/http/page';
import { fromCodeTree } from '@/shared/nav/permissionTree';
import type { Agent, AgentArea, AgentInput, AgentRole, AgentRoleInput, ServiceAreaInput } from '@contract/agents';
import type { EnableState } from '@contract/common';
import { AGENT_READS } from '@contract/endpoints/agents';
import { registerReplies } from '@/shared/http/replyCheck';
import { ACCESS_REPLIES } from '@contract/schemas/access';
import { ACCESS_WRITE_REPLIES } from '@contract/schemas/actions/access';

// the reply schemas of what this module calls: they load with the page, and its replies are checked (replyCheck.ts)
registerReplies([...ACCESS_REPLIES, ...ACCESS_WRITE_REPLIES]);

/** A franchisee as the pickers hold it: its name, and whether it is enabled. */
export type AgentPick = Pick<Agent, 'agentId' | 'company' | 'state'>;

const page = <T>(e: Endpoint, q: ListQuery, signal?: AbortSignal): Promise<Page<T>> =>
  callEndpoint(e, { input: q }, { signal }).then((d) => toPage<T>(d));

/** Franchisee accounts (1101), roles (1102) and service-area assignment (1103). */
export const agentApi = {
  accounts: (q: ListQuery, signal?: AbortSignal) => page<Agent>(AGENT_READS.agentAccount, q, signal),
  saveAccount: ({ agentId, ...rest }: AgentInput) =>
    agentId
      ? callEndpoint(ACCESS_WRITES.agentUpdate, { input: { agentId, ...rest } })
      : callEndpoint(ACCESS_WRITES.agentCreate, { input: rest }),
  setAccountState: (agentId: string, state: EnableState) =>
    callEndpoint(ACCESS_WRITES.agentState, { input: { agentId, state } }),
  deleteAccount: (agentId: string) => callEndpoint(ACCESS_WRITES.agentDelete, { input: { agentId } }),
  /** franchisees with their service areas, and the areas nobody has */
  adminTree: (signal?: AbortSignal) => callEndpoint(AGENT_READS.agentTreeAdmin, {}, { signal, silent: true }),
  /** every franchisee (for pickers), with whether it is enabled (only an enabled one is given areas) */
  options: (signal?: AbortSignal) =>
    callEndpoint(AGENT_READS.agentAccount, { input: { page: 1, pageSize: 500 } }, { signal, silent: true }).then(
      (d) => toPage<AgentPick>(d).items,
    ),
  roles: (q: ListQuery, signal?: AbortSignal) => page<AgentRole>(AGENT_READS.agentRole, q, signal),
  enabledRoles: (signal?: AbortSignal) =>
    callEndpoint(
      AGENT_READS.agentRole,
      { input: { page: 1, pageSize: 500, state: 'enabled' } },
      { signal, silent: true },
    ).then((d) => toPage<AgentRole>(d).items),
  role: (id: string, signal?: AbortSignal) => callEndpoint(AGENT_READS.agentRoleById, { path: { id } }, { signal }),
  saveRole: ({ id, ...rest }: AgentRoleInput) =>
    id
      ? callEndpoint(ACCESS_WRITES.agentRoleUpdate, { input: { id, ...rest } })
      : callEndpoint(ACCESS_WRITES.agentRoleCreate, { input: rest }),
  setRoleState: (id: string, state: EnableState) =>
    callEndpoint(ACCESS_WRITES.agentRoleState, { input: { id, state } }),
  deleteRole: (id: string) => callEndpoint(ACCESS_WRITES.agentRoleDelete, { input: { id } }),
  /** the permissions a franchisee role may hold */
  tree: (signal?: AbortSignal) => callEndpoint(AGENT_READS.agentTree, {}, { signal }).then(fromCodeTree),
  areas: (q: ListQuery, signal?: AbortSignal) => page<AgentArea>(AGENT_READS.agentServiceArea, q, signal),
  /** `updatedAt`: the version of the area the choice was made on */
  assignArea: (id: string, agentId: string, updatedAt: string) =>
    callEndpoint(ACCESS_WRITES.serviceAreaAssign, { input: { id, agentId, updatedAt } }),
  createArea: (v: ServiceAreaInput) => callEndpoint(ACCESS_WRITES.serviceAreaCreate, { input: v }),
};
