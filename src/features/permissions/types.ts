import { LEVEL } from '@contract/permissions';

/** The permission levels (SPEC.md §3) as Select options. */
export const levelOptions = Object.entries(LEVEL).map(([value, m]) => ({ value: Number(value), label: m.label }));
