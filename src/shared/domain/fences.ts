/**
 * Electric fences (DESIGN.md §5 Fence): polygons in WGS-84 [lng, lat] rings, their
 * kinds' labels and map styles, and the calls that list, save and delete them.
 */
import { http } from '@/shared/http/client';
import { toPage, type ListQuery, type Page } from '@/shared/http/page';
import type { MapPolygon } from '@/shared/ui/map/types';
import type { LngLat } from '@/shared/utils/coords';

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
  state: 'enabled' | 'disabled';
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

export const FENCE_STYLE: Record<FenceKind, Pick<MapPolygon, 'color' | 'fillOpacity' | 'dashed'>> = {
  service_area: { color: '#1677ff', fillOpacity: 0.04, dashed: true },
  no_stop: { color: '#f5222d', fillOpacity: 0.25 },
  parking: { color: '#13c2c2', fillOpacity: 0.2 },
  maintain_area: { color: '#722ed1', fillOpacity: 0.12 },
};

export const fenceApi = {
  /** One page of fences of a kind (keyword, serviceAreaId, provider), in the header scope. */
  page: (q: ListQuery, signal?: AbortSignal): Promise<Page<Fence>> =>
    http.get<unknown>('/platform/fence/page', q, { signal, scoped: true }).then((d) => toPage<Fence>(d)),

  /** Every fence of the kinds in the header scope (map overlays). */
  all: (kinds: FenceKind[], signal?: AbortSignal) =>
    http.get<{ count: number; list: Fence[] }>('/platform/fence/list', { kind: kinds.join(',') }, { signal, scoped: true }).then((d) => d.list),

  /** Creates (no id) or updates a fence; rejects with the server's message. */
  save: (f: FenceInput) => http.post<Fence>('/platform/fence/save', f, { silent: true }),

  remove: (id: string) => http.post<{ id: string }>('/platform/fence/delete', { id }, { silent: true }),
};
