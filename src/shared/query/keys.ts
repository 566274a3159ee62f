import { RESOURCES, type Resource } from '@contract/resources';

/**
 * What a read is about: the first element of every query key. A write refreshes the
 * resources its descriptor declares it changes (contract/actions.ts), so each read must name its own; a feature takes
 * its keys from one factory (its keys.ts), never writes one inline.
 */
export const DOMAINS = RESOURCES;

export type Domain = Resource;

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
