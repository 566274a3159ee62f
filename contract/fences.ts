/**
 * Electric fences (domain model Fence): polygons in WGS-84 [lng, lat] rings and the
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
  /** a parking station's vehicles parked in it now (the map's fence list counts them) */
  parked?: number;
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
export type FenceInput = Partial<
  Pick<Fence, 'id' | 'updatedAt' | 'capacity' | 'openingHours' | 'provider' | 'staffIds'>
> &
  Pick<Fence, 'kind' | 'name' | 'serviceAreaId' | 'polygon' | 'state'>;

export const FENCE_KIND_LABEL: Record<FenceKind, string> = {
  service_area: '服务区围栏',
  parking: '停车围栏',
  no_stop: '禁停围栏',
  maintain_area: '运维区域',
};

/** A parking station's fill: over capacity, under (below a fifth of it), or normal. */
export type StationFill = 'over' | 'under' | 'normal';
export const UNDER_SHARE = 0.2;

export function stationFill(parked: number, capacity: number): StationFill {
  if (parked > capacity) return 'over';
  if (parked < capacity * UNDER_SHARE) return 'under';
  return 'normal';
}

export const STATION_FILL_LABEL: Record<StationFill, string> = { over: '超出容量', under: '车辆不足', normal: '正常' };
