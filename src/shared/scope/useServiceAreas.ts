import { scopeApi, type AreaOption } from '@/shared/api/serviceAreas';
import { keysOf } from '@/shared/query/keys';
import { queryClient } from '@/shared/query/queryClient';
import { useLookup } from '@/shared/query/useLookup';
import { prefetchServerQuery } from '@/shared/query/useServerQuery';
import { useMemo } from 'react';
import { useScope } from './store';

export type { AreaOption } from '@/shared/api/serviceAreas';

/** franchisees and their service areas are written in the agents area (and fences draw the areas) */
const KEY = keysOf('agents', ['serviceAreaOptions']).serviceAreaOptions;
const NONE: AreaOption[] = [];

const fetchAreas = (signal?: AbortSignal) => scopeApi.areas(undefined, signal);

/**
 * The service areas asked into useServiceAreas' cache before a page that shows them mounts (its
 * route's `prefetch`): the page's look-up then finds them, or the request under way, and asks
 * nothing more; a failure is not announced (the page's look-up asks again).
 */
export function prefetchServiceAreas(): void {
  prefetchServerQuery({ key: KEY, fetch: fetchAreas, unscoped: true, lookup: true });
}

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

const fetchAreasOf = (agents: string, signal?: AbortSignal) => scopeApi.areas(agents || undefined, signal);
