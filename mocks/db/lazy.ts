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
