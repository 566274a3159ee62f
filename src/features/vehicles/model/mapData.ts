import type { MapGroup, MapPoint } from '@/widgets/map/types';
import { STATUS_META, STATUS_ORDER } from '@/shared/utils/vehicleStatus';
import { type DisplayStatus, type VehicleMapData } from '@contract/vehicles';

/**
 * Legend and map groups of the display statuses: the statuses that need attention
 * are drawn last (on top), so a red alarm is never hidden under green dots.
 */
export const STATUS_GROUPS: MapGroup[] = [...STATUS_ORDER]
  .reverse()
  .map((s) => ({ key: s, label: STATUS_META[s].label, color: STATUS_META[s].color }));

export type StatusCounts = Record<DisplayStatus, number>;

export function emptyCounts(): StatusCounts {
  return Object.fromEntries(STATUS_ORDER.map((s) => [s, 0])) as StatusCounts;
}

/** Vehicles per display status of a map answer. */
export function countByStatus(data: Pick<VehicleMapData, 'status'> | undefined): StatusCounts {
  const out = emptyCounts();
  for (const s of data?.status ?? []) out[s] = (out[s] ?? 0) + 1;
  return out;
}

/** The legend's counts from a reply's counts by status (a status it leaves out has none). */
export function countsOf(byGroup: Record<string, number> | undefined): StatusCounts {
  const out = emptyCounts();
  for (const s of STATUS_ORDER) out[s] = byGroup?.[s] ?? 0;
  return out;
}

/** The map's points (one per vehicle, grouped by display status), without the hidden statuses. */
export function toPoints(data: VehicleMapData | undefined, hidden: ReadonlySet<string> = new Set()): MapPoint[] {
  if (!data) return [];
  const out: MapPoint[] = [];
  const { vehicleNo, lng, lat, status } = data;
  for (let i = 0; i < vehicleNo.length; i++) {
    if (hidden.has(status[i])) continue;
    out.push({ id: vehicleNo[i], position: [lng[i], lat[i]], group: status[i] });
  }
  return out;
}

/** Visible statuses in the URL (`status=a,b`; none = all) → the hidden set, and back. */
export function hiddenFromParam(param: string | null): Set<DisplayStatus> {
  if (!param) return new Set();
  const shown = new Set(param.split(',').filter(Boolean));
  return new Set(STATUS_ORDER.filter((s) => !shown.has(s)));
}

export function paramFromHidden(hidden: ReadonlySet<DisplayStatus>): string | undefined {
  if (!hidden.size) return undefined;
  return STATUS_ORDER.filter((s) => !hidden.has(s)).join(',');
}

/** A legend click: shows a hidden status, hides a shown one. */
export function toggleStatus(hidden: ReadonlySet<DisplayStatus>, s: DisplayStatus): Set<DisplayStatus> {
  const next = new Set(hidden);
  if (next.has(s)) next.delete(s);
  else next.add(s);
  return next;
}
