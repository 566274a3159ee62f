/**
 * Electric fences (DESIGN.md §5 Fence): polygons in WGS-84 [lng, lat] rings and the
 * labels of their kinds.
 */
import type { EnableState, LngLat } from './common';

export type FenceKind = 'service_area' | 'parking' | 'no_stop' | 'maintain_area';
export type FenceProvider = 'amap' | 'tencent';

export interface Fence {
  id: string;
  name: string;
  kind: FenceKind;
  serviceAreaId: string;
  /** closed ring, WGS-84 */
  polygon: LngLat[];
  capacity?: number;
  openingHours?: string;
  provider: FenceProvider;
  state: EnableState;
  updatedAt: string;
  /** a maintenance area's field staff (运维人员) */
  staffIds?: string[];
  /** their names, as the list returns them */
  staffNames?: string[];
}

/** What a save sends: a new fence has no id; the polygon may be open. */
export type FenceInput = Partial<Pick<Fence, 'id' | 'capacity' | 'openingHours' | 'provider' | 'staffIds'>> &
  Pick<Fence, 'kind' | 'name' | 'serviceAreaId' | 'polygon' | 'state'>;

export const FENCE_KIND_LABEL: Record<FenceKind, string> = {
  service_area: '服务区围栏',
  parking: '停车围栏',
  no_stop: '禁停围栏',
  maintain_area: '运维区域',
};
