import { useMemo } from 'react';
import { useServiceAreas } from '@/shared/scope/useServiceAreas';

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
