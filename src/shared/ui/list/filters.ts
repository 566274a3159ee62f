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

/** 状态: enabled or disabled. */
export const stateFilter: FilterField = selectFilter('state', '状态', ENABLE_STATE);
