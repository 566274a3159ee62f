/** A collection built on first use from the seed; resetDb() forgets every one. */
const resets: Array<() => void> = [];
const starters: Array<() => void> = [];
let started = false;

/** Runs `fn` each time the world starts to be built again (the first collection after a reset). */
export function beforeWorldBuild(fn: () => void): void {
  starters.push(fn);
}

/** Called before any collection is built: the first call after a reset runs the starters. */
export function startWorld(): void {
  if (started) return;
  started = true;
  starters.forEach((f) => f());
}

/** A collection built on first call; `ready()` tells whether it is built, without building it. */
export interface Lazy<T> {
  (): T;
  ready(): boolean;
}

/** Every collection, in the order its module registered it (the world's fingerprint reads them all). */
const collections: Array<Lazy<unknown>> = [];
export const allCollections = (): ReadonlyArray<Lazy<unknown>> => collections;

/**
 * A numbering that starts again with the world (1, 2, …): ids a write makes come from the
 * world's own sequence, so a journal replayed over a rebuilt world makes the same ones.
 */
export function sequence(): () => number {
  let n = 0;
  resets.push(() => {
    n = 0;
  });
  return () => ++n;
}

export function lazy<T>(build: () => T): Lazy<T> {
  let value: T | undefined;
  let built = false;
  resets.push(() => {
    value = undefined;
    built = false;
  });
  const get = (() => {
    if (!built) {
      startWorld();
      value = build();
      built = true;
    }
    return value as T;
  }) as Lazy<T>;
  get.ready = () => built;
  collections.push(get);
  return get;
}

export function resetLazy(): void {
  started = false;
  resets.forEach((r) => r());
}

/** A stable 32-bit hash of a string (per-record seeds). */
export function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}
