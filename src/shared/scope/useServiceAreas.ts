import { http } from '@/shared/http/client';
import { queryClient } from '@/shared/query/queryClient';
import { useLookup } from '@/shared/query/useLookup';
import { useMemo } from 'react';
import { useScope } from './store';
import { pathOf } from '@contract/endpoint';
import { AGENT_READS } from '@contract/endpoints/agents';

export interface AreaOption {
  id: string;
  name: string;
}

const KEY = ['service-area-options'];
const NONE: AreaOption[] = [];

const fetchAreas = (signal?: AbortSignal) =>
  http.get<{ count: number; list: AreaOption[] }>(pathOf(AGENT_READS.agentServiceAreaOpMan), undefined, { silent: true, signal }).then((d) => d.list);

/** The service areas the operator may see, from the same cache as useServiceAreas. */
export function fetchServiceAreas(): Promise<AreaOption[]> {
  return queryClient.fetchQuery({ queryKey: KEY, queryFn: ({ signal }) => fetchAreas(signal), staleTime: Infinity });
}

/** The service areas, for filter options and id → name; asked again after a failure (useLookup). */
export function useServiceAreas(): AreaOption[] {
  return useLookup(KEY, fetchAreas, NONE);
}

/**
 * The service areas inside the header scope (its franchisees and areas), for the filters
 * of pages whose data the scope already narrows: an area outside it would show nothing.
 */
export function useScopedServiceAreas(): AreaOption[] {
  const agents = useScope((s) => s.agentIds)?.join(',') ?? '';
  const picked = useScope((s) => s.opAreaIds);
  const areas = useLookup(agents ? [...KEY, 'agents', agents] : KEY, (signal) => fetchAreasOf(agents, signal), NONE);
  return useMemo(() => (picked ? areas.filter((a) => picked.includes(a.id)) : areas), [areas, picked]);
}

const fetchAreasOf = (agents: string, signal?: AbortSignal) =>
  agents
    ? http.get<{ count: number; list: AreaOption[] }>(pathOf(AGENT_READS.agentServiceAreaBelongToAgent), { agentIds: agents }, { silent: true, signal }).then((d) => d.list)
    : fetchAreas(signal);
