/** The calls behind the header scope: the franchisees and the service areas the operator may see. */
import { pathOf } from '@contract/endpoint';
import { AGENT_READS } from '@contract/endpoints/agents';
import { http } from '@/shared/http/client';

export interface AreaOption {
  id: string;
  name: string;
}

export interface AgentOption {
  agentId: string;
  company: string;
}

export const scopeApi = {
  /** The service areas the operator may see; only those of the franchisees `agentIds` (comma-joined) when given. */
  areas: (agentIds?: string, signal?: AbortSignal): Promise<AreaOption[]> =>
    (agentIds
      ? http.get<{ count?: number; list?: AreaOption[] }>(
          pathOf(AGENT_READS.agentServiceAreaBelongToAgent),
          { agentIds },
          { silent: true, signal },
        )
      : http.get<{ count?: number; list?: AreaOption[] }>(pathOf(AGENT_READS.agentServiceAreaOpMan), undefined, {
          silent: true,
          signal,
        })
    ).then((d) => d?.list ?? []),

  /** The franchisees the operator may choose in the header scope. */
  agents: (signal?: AbortSignal): Promise<AgentOption[]> =>
    http
      .get<{ rows?: AgentOption[]; total?: number }>(pathOf(AGENT_READS.agentAccountList), undefined, {
        silent: true,
        signal,
      })
      .then((d) => d?.rows ?? []),
};
