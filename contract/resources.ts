/**
 * What the console's reads are about: the first element of every query key, and what a write
 * declares it changes (`WriteEndpoint.changes`, contract/actions.ts). The console refreshes
 * exactly the reads of the resources a write names, after the write succeeds.
 */
export const RESOURCES = [
  'riders',
  'orders',
  'reviews',
  'worksheets',
  'support',
  'fleet',
  'tasks',
  'parkApplications',
  'access',
  'agents',
  'fences',
  'config',
  'marketing',
  'production',
  'reports',
  'logs',
  /** the journal of accepted writes (the demo data's count of kept changes) */
  'journal',
  /** the export jobs of the download centre */
  'exports',
] as const;

export type Resource = (typeof RESOURCES)[number];

/** Every write that changes anything is also entered here: the operator log (home's recent operations too) and the journal's count. */
export const ALWAYS_CHANGED: readonly Resource[] = ['logs', 'journal'];

/** What a write changes: its own resources and, when it changes anything, the log and the journal. */
export const changing = (own: readonly Resource[]): readonly Resource[] =>
  own.length ? [...new Set([...own, ...ALWAYS_CHANGED])] : [];
