import { LEVEL } from '@contract/permissions';

/** The permission levels (entity fields) as Select options. */
export const levelOptions = Object.entries(LEVEL).map(([value, m]) => ({ value: Number(value), label: m.label }));
