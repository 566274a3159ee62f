import { useMemo } from 'react';
import { useScopedServiceAreas, useServiceAreas } from '@/shared/scope/useServiceAreas';

/** The operator's service areas: options for filters and id → name for cells. */
export function useAreaNames() {
  const areas = useServiceAreas();
  return useMemo(() => {
    const names = new Map(areas.map((a) => [a.id, a.name]));
    return {
      areas,
      names,
      options: areas.map((a) => ({ value: a.id, label: a.name })),
      nameOf: (id: string) => names.get(id) ?? id,
    };
  }, [areas]);
}

/** Options of the maps' 服务区 filters: only the areas inside the header scope (others would show nothing). */
export function useScopedAreaOptions() {
  const areas = useScopedServiceAreas();
  return useMemo(() => areas.map((a) => ({ value: a.id, label: a.name })), [areas]);
}
