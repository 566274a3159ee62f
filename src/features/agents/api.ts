import { pathOf } from '@contract/endpoint';
import { ACCESS_WRITES } from '@contract/actions';
import { http } from '@/shared/http/client';
import { toPage, type ListQuery, type Page } from '@/shared/http/page';
import { fromCodeTree } from '@/shared/nav/permissionTree';
import type { Agent, AgentAdminTree, AgentArea, AgentInput, AgentOption, AgentRole, AgentRoleInput, ServiceAreaInput } from '@contract/agents';
import type { CodeNode } from '@contract/codes';
import type { EnableState } from '@contract/common';

const P = '/platform/agent';

const page = <T>(url: string, q: ListQuery, signal?: AbortSignal): Promise<Page<T>> =>
  http.get<unknown>(url, q, { signal }).then((d) => toPage<T>(d));

/** Franchisee accounts (1101), roles (1102) and service-area assignment (1103). */
export const agentApi = {
  accounts: (q: ListQuery, signal?: AbortSignal) => page<Agent>(`${P}/account`, q, signal),
  saveAccount: ({ agentId, ...rest }: AgentInput) =>
    agentId ? http.put<Agent>(pathOf(ACCESS_WRITES.agentUpdate), { agentId, ...rest }) : http.post<Agent>(pathOf(ACCESS_WRITES.agentCreate), rest),
  setAccountState: (agentId: string, state: EnableState) => http.post<Agent>(pathOf(ACCESS_WRITES.agentState), { agentId, state }),
  deleteAccount: (agentId: string) => http.del(pathOf(ACCESS_WRITES.agentDelete), { agentId }),
  /** franchisees with their service areas, and the areas nobody has */
  adminTree: (signal?: AbortSignal) => http.get<AgentAdminTree>(`${P}/tree/admin`, undefined, { signal, silent: true }),
  /** every franchisee (for pickers) */
  options: (signal?: AbortSignal) =>
    http.get<unknown>(`${P}/account`, { page: 1, pageSize: 500 }, { signal, silent: true }).then((d) => toPage<AgentOption>(d).items),
  roles: (q: ListQuery, signal?: AbortSignal) => page<AgentRole>(`${P}/role`, q, signal),
  enabledRoles: (signal?: AbortSignal) =>
    http.get<unknown>(`${P}/role`, { page: 1, pageSize: 500, state: 'enabled' }, { signal, silent: true }).then((d) => toPage<AgentRole>(d).items),
  role: (id: string, signal?: AbortSignal) => http.get<AgentRole>(`${P}/role/${encodeURIComponent(id)}`, undefined, { signal }),
  saveRole: ({ id, ...rest }: AgentRoleInput) => (id ? http.put<AgentRole>(pathOf(ACCESS_WRITES.agentRoleUpdate), { id, ...rest }) : http.post<AgentRole>(pathOf(ACCESS_WRITES.agentRoleCreate), rest)),
  setRoleState: (id: string, state: EnableState) => http.post<AgentRole>(pathOf(ACCESS_WRITES.agentRoleState), { id, state }),
  deleteRole: (id: string) => http.del(pathOf(ACCESS_WRITES.agentRoleDelete), { id }),
  /** the permissions a franchisee role may hold */
  tree: (signal?: AbortSignal) => http.get<CodeNode[]>(`${P}/tree`, undefined, { signal }).then(fromCodeTree),
  areas: (q: ListQuery, signal?: AbortSignal) => page<AgentArea>(`${P}/serviceArea`, q, signal),
  assignArea: (id: string, agentId: string) => http.put<AgentArea>(pathOf(ACCESS_WRITES.serviceAreaAssign), { id, agentId }),
  createArea: (v: ServiceAreaInput) => http.post<AgentArea>(pathOf(ACCESS_WRITES.serviceAreaCreate), v),
};
