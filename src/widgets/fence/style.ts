import type { FenceKind } from '@contract/fences';
import type { MapPolygon } from '@/widgets/map/types';

/** How each kind of fence is drawn on the maps. */
export const FENCE_STYLE: Record<FenceKind, Pick<MapPolygon, 'color' | 'fillOpacity' | 'dashed'>> = {
  service_area: { color: '#1677ff', fillOpacity: 0.04, dashed: true },
  no_stop: { color: '#f5222d', fillOpacity: 0.25 },
  parking: { color: '#13c2c2', fillOpacity: 0.2 },
  maintain_area: { color: '#722ed1', fillOpacity: 0.12 },
};
