import { pathOf, type Endpoint, type ReplyOf } from '@contract/endpoint';
import { ACCESS_WRITES } from '@contract/actions';
import { http } from '@/shared/http/client';
import { toPage, type ListQuery, type Page } from '@/shared/http/page';
import { fromCodeTree } from '@/shared/nav/permissionTree';
import type {
  Agent,
  AgentAdminTree,
  AgentArea,
  AgentInput,
  AgentRole,
  AgentRoleInput,
  ServiceAreaInput,
} from '@contract/agents';
import type { CodeNode } from '@contract/codes';
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
  http.get<unknown>(pathOf(e), q, { signal }).then((d) => toPage<T>(d));

/** Franchisee accounts (1101), roles (1102) and service-area assignment (1103). */
export const agentApi = {
  accounts: (q: ListQuery, signal?: AbortSignal) => page<Agent>(AGENT_READS.agentAccount, q, signal),
  saveAccount: ({ agentId, ...rest }: AgentInput) =>
    agentId
      ? http.put<Agent>(pathOf(ACCESS_WRITES.agentUpdate), { agentId, ...rest })
      : http.post<Agent>(pathOf(ACCESS_WRITES.agentCreate), rest),
  setAccountState: (agentId: string, state: EnableState) =>
    http.post<Agent>(pathOf(ACCESS_WRITES.agentState), { agentId, state }),
  deleteAccount: (agentId: string) =>
    http.del<ReplyOf<typeof ACCESS_WRITES.agentDelete>>(pathOf(ACCESS_WRITES.agentDelete), { agentId }),
  /** franchisees with their service areas, and the areas nobody has */
  adminTree: (signal?: AbortSignal) =>
    http.get<AgentAdminTree>(pathOf(AGENT_READS.agentTreeAdmin), undefined, { signal, silent: true }),
  /** every franchisee (for pickers), with whether it is enabled (only an enabled one is given areas) */
  options: (signal?: AbortSignal) =>
    http
      .get<unknown>(pathOf(AGENT_READS.agentAccount), { page: 1, pageSize: 500 }, { signal, silent: true })
      .then((d) => toPage<AgentPick>(d).items),
  roles: (q: ListQuery, signal?: AbortSignal) => page<AgentRole>(AGENT_READS.agentRole, q, signal),
  enabledRoles: (signal?: AbortSignal) =>
    http
      .get<unknown>(
        pathOf(AGENT_READS.agentRole),
        { page: 1, pageSize: 500, state: 'enabled' },
        { signal, silent: true },
      )
      .then((d) => toPage<AgentRole>(d).items),
  role: (id: string, signal?: AbortSignal) =>
    http.get<AgentRole>(pathOf(AGENT_READS.agentRoleById, { id }), undefined, { signal }),
  saveRole: ({ id, ...rest }: AgentRoleInput) =>
    id
      ? http.put<AgentRole>(pathOf(ACCESS_WRITES.agentRoleUpdate), { id, ...rest })
      : http.post<AgentRole>(pathOf(ACCESS_WRITES.agentRoleCreate), rest),
  setRoleState: (id: string, state: EnableState) =>
    http.post<AgentRole>(pathOf(ACCESS_WRITES.agentRoleState), { id, state }),
  deleteRole: (id: string) =>
    http.del<ReplyOf<typeof ACCESS_WRITES.agentRoleDelete>>(pathOf(ACCESS_WRITES.agentRoleDelete), { id }),
  /** the permissions a franchisee role may hold */
  tree: (signal?: AbortSignal) =>
    http.get<CodeNode[]>(pathOf(AGENT_READS.agentTree), undefined, { signal }).then(fromCodeTree),
  areas: (q: ListQuery, signal?: AbortSignal) => page<AgentArea>(AGENT_READS.agentServiceArea, q, signal),
  /** `updatedAt`: the version of the area the choice was made on */
  assignArea: (id: string, agentId: string, updatedAt: string) =>
    http.put<AgentArea>(pathOf(ACCESS_WRITES.serviceAreaAssign), { id, agentId, updatedAt }),
  createArea: (v: ServiceAreaInput) => http.post<AgentArea>(pathOf(ACCESS_WRITES.serviceAreaCreate), v),
};
