/**
 * What a read is about: the first element of every query key. A write refreshes the
 * domains it changes (writeEffects.ts), so each read must name its own; a feature takes
 * its keys from one factory (its keys.ts), never writes one inline.
 */
export const DOMAINS = [
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

export type Domain = (typeof DOMAINS)[number];

/** A query key as reads take it: its domain first, then what the read depends on. */
export type DomainKey = readonly [Domain, ...unknown[]];

export type DomainKeys<D extends Domain, N extends string> = { readonly all: readonly [D] } & {
  readonly [K in N]: readonly [D, K];
};

/**
 * One feature's query keys, all under its domain: `keysOf('orders', ['list', 'detail'])`
 * gives `orderKeys.list` = ['orders', 'list']; what a read depends on (an id, a query) is
 * appended where it is read: `[...orderKeys.track, id]`. ('all' is the whole domain: no read is named so.)
 */
export function keysOf<D extends Domain, const N extends string>(domain: D, names: readonly N[]): DomainKeys<D, N> {
  const keys: Record<string, readonly unknown[]> = { all: [domain] };
  for (const n of names) keys[n] = [domain, n];
  return keys as DomainKeys<D, N>;
}

/** The domain a key belongs to (its first element), or undefined for a key outside the factories. */
export function domainOf(key: readonly unknown[]): Domain | undefined {
  const first = key[0];
  return (DOMAINS as readonly unknown[]).includes(first) ? (first as Domain) : undefined;
}
