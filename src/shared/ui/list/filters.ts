/** Filter fields that many lists share. */
import { ENABLE_STATE } from '@contract/common';
import { options } from '@/shared/utils/options';
import type { FilterField } from './types';

/** A select filter over a label map (plain labels, or `{ label }` entries). */
export const selectFilter = (
  name: string,
  label: string,
  labels: Record<string, string | { label: string }>,
): FilterField => ({ name, label, type: 'select', options: options(labels) });

/** A two-way select filter: 'true' shown as `yes`, 'false' as `no` (在线 / 离线, 是 / 否). */
export const yesNoFilter = (name: string, label: string, yes: string, no: string): FilterField => ({
  name,
  label,
  type: 'select',
  options: [
    { value: 'true', label: yes },
    { value: 'false', label: no },
  ],
});

/** 服务区: one of the given areas (the operator's own, as useServiceAreas lists them). */
export const areaFilter = (areas: ReadonlyArray<{ id: string; name: string }>): FilterField => ({
  name: 'serviceAreaId',
  label: '服务区',
  type: 'select',
  options: areas.map((a) => ({ value: a.id, label: a.name })),
});

/** 状态: enabled or disabled. */
export const stateFilter: FilterField = selectFilter('state', '状态', ENABLE_STATE);
