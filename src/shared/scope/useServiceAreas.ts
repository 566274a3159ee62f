import { http } from '@/shared/http/client';
import { queryClient } from '@/shared/query/queryClient';
import { useLookup } from '@/shared/query/useLookup';

export interface AreaOption {
  id: string;
  name: string;
}

const KEY = ['service-area-options'];
const NONE: AreaOption[] = [];

const fetchAreas = (signal?: AbortSignal) =>
  http.get<{ count: number; list: AreaOption[] }>('/platform/agent/serviceArea/opMan', undefined, { silent: true, signal }).then((d) => d.list);

/** The service areas the operator may see, from the same cache as useServiceAreas. */
export function fetchServiceAreas(): Promise<AreaOption[]> {
  return queryClient.fetchQuery({ queryKey: KEY, queryFn: ({ signal }) => fetchAreas(signal), staleTime: Infinity });
}

/** The service areas, for filter options and id → name; asked again after a failure (useLookup). */
export function useServiceAreas(): AreaOption[] {
  return useLookup(KEY, fetchAreas, NONE);
}
