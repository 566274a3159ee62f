/** The calls behind the header scope: the franchisees and the service areas the operator may see. */
import { callEndpoint } from '@/shared/http/endpoint';
import { AGENT_READS } from '@contract/endpoints/agents';

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
      ? callEndpoint(AGENT_READS.agentServiceAreaBelongToAgent, { input: { agentIds } }, { silent: true, signal })
      : callEndpoint(
          AGENT_READS.agentServiceAreaOpMan,
          {},
          {
            silent: true,
            signal,
          },
        )
    ).then((d) => d?.list ?? []),

  /** The franchisees the operator may choose in the header scope. */
  agents: (signal?: AbortSignal): Promise<AgentOption[]> =>
    callEndpoint(
      AGENT_READS.agentAccountList,
      {},
      {
        silent: true,
        signal,
      },
    ).then((d) => d?.rows ?? []),
};
