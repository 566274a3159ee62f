/** A collection built on first use from the seed, its value kept in the current world (mocks/db/world.ts). */
import { journalBuild } from '../lib/journal';
import { now } from '../../src/shared/utils/clock';
import { currentWorld, homeWorld, worldSlot, type World } from './world';

/** Runs `run` with the builds it makes left out of the journal: replaying what led to it makes them again, at the same point. */
export function unjournalled<T>(run: () => T): T {
  const w = currentWorld();
  w.quiet++;
  try {
    return run();
  } finally {
    w.quiet--;
  }
}

/** The world being answered in: work scheduled for one world is not done on another (compared by identity). */
export const worldRun = (): World => currentWorld();

/** When the living world was last brought up to the clock (ms), undefined before it started (liveFleet.ts tells). */
const hooks: { movedTo: () => number | undefined } = { movedTo: () => undefined };
export function setWorldClock(fn: () => number | undefined): void {
  hooks.movedTo = fn;
}

/** Called before any collection is built: the first call in a world fixes its epoch. */
export function startWorld(): void {
  const w = currentWorld();
  if (w.started) return;
  w.started = true;
  w.startEpoch();
}

/**
 * Builds a journal replay left for later (the shared worker's start, mocks/journal/replay.ts:
 * the journal's trailing builds, after which only sign-in steps came). They are made, in the
 * journal's order and each at its own point, before any collection not yet built is read or
 * asked about: so before the world moves, before any write and any read of what they build,
 * which therefore sees the world the journal made. Reads that need none of it (the
 * operator's codes, the service areas) are answered before them.
 */
const deferred = worldSlot(() => ({ builds: [] as Array<() => void>, making: false }));

/** A build to make before the first read of a collection not built yet (in the current world). */
export function deferBuild(make: () => void): void {
  deferred().builds.push(make);
}

/** Whether builds are waiting (deferBuild). */
export const buildsDeferred = (): boolean => deferred().builds.length > 0;

/** Makes the builds left for later, in order; nothing when none wait or while they are made. */
export function buildDeferred(): void {
  const d = deferred();
  if (d.making || d.builds.length === 0) return;
  d.making = true;
  try {
    while (d.builds.length) d.builds.shift()!();
  } finally {
    d.making = false;
  }
}

/** A collection built on first call; `ready()` tells whether it is built, without building it. */
export interface Lazy<T> {
  (): T;
  ready(): boolean;
  /** whether it is built, making nothing (not the builds a replay left for later either) */
  built(): boolean;
  /** makes what its build left for its first whole read (`Keeping.whole`), when built */
  whole(): void;
  /** what a snapshot keeps of it (built or not: undefined) */
  save(): { kept: unknown } | undefined;
  /** puts it back as kept, built, without journalling; `late` runs the loads that need every collection back */
  load(kept: unknown, late: Array<() => void>): void;
}

/**
 * A collection read with what its build left for later made first (`finish`): the reads of
 * everything but the few that need none of it, which read `asBuilt` (the fleet's written parts,
 * mocks/db/fleet.ts). Its kept, compared and registered value is `asBuilt`'s, whose `whole` makes
 * the same.
 */
export function finishedOnRead<T>(asBuilt: Lazy<T>, finish: () => void): Lazy<T> {
  const get = (() => {
    const value = asBuilt();
    finish();
    return value;
  }) as Lazy<T>;
  return Object.assign(get, {
    ready: asBuilt.ready,
    built: asBuilt.built,
    whole: asBuilt.whole,
    save: asBuilt.save,
    load: asBuilt.load,
  });
}

/** Every collection, in the order its module registered it (the world's fingerprint reads them all). */
const collections: Array<Lazy<unknown>> = [];
export const allCollections = (): ReadonlyArray<Lazy<unknown>> => collections;

/**
 * A numbering that starts again with the world (1, 2, …): ids a write makes come from the
 * world's own sequence, so a journal replayed over a rebuilt world makes the same ones.
 */
export function sequence(): () => number {
  const counter = worldSlot(() => ({ n: 0 }));
  keptPart(`sequence ${parts.length}`, {
    save: () => counter().n,
    load: (kept) => {
      counter().n = kept as number;
    },
  });
  return () => ++counter().n;
}

/**
 * How a snapshot keeps a collection (mocks/db/snapshot.ts): by default the value itself (one
 * structured clone of the whole world, so records two collections share stay shared). A value
 * holding functions says what to keep instead (`save`) and how to make it again (`load`, run
 * once every kept collection and part is back); `derived` ones are built again from the others.
 */
export interface Keeping<T> {
  save?: (value: T) => unknown;
  load?: (kept: unknown) => T;
  derived?: boolean;
  /**
   * `load` reads nothing but what was kept (no other collection, no clock): it runs at the
   * value's first read rather than when the world is put back, so a start does not pay for
   * records no request has asked for yet (the per-write columns of the wallet and the log)
   */
  loadOnRead?: boolean;
  /**
   * built from the seed and the store alone (the operators' devices), never from what the fleet's
   * build reads or makes: built before the builds a replay left for later (deferBuild) it is the
   * same, so a sign-in step replayed before them does not make them
   */
  apart?: boolean;
  /**
   * makes what the build left for the first read of the whole value (the repair tickets'
   * closed history): run before the value is kept or compared, so neither shows when that was
   */
  whole?: (value: T) => void;
}

/** A built cell whose value is made at its first read, then kept. */
function loadedOnRead<T>(make: () => T): { value: T } {
  let made: { value: T } | undefined;
  return {
    get value() {
      made ??= { value: make() };
      return made.value;
    },
  };
}

/** World state outside the collections (a sequence, the living world's bookkeeping, kept keys): its name, how to keep it and put it back. */
export interface KeptPart {
  name: string;
  save(): unknown;
  load(kept: unknown): void;
}
const parts: KeptPart[] = [];
export function keptPart(name: string, part: Omit<KeptPart, 'name'>): void {
  parts.push({ name, ...part });
}
export const allKeptParts = (): readonly KeptPart[] => parts;

/**
 * A collection is built from the world as it is when first read: the seed, but also the rides
 * the living world has made by then and the changes accepted so far. So when it was built is
 * part of the world's history: the outermost build is journalled (its place among the
 * collections, the clock, and the moment the living world had been brought up to), and a replay
 * builds it at the same point (mocks/journal/replay.ts).
 */
export function lazy<T>(build: () => T, keeping: Keeping<T> = {}): Lazy<T> {
  const index = collections.length;
  const get = (() => {
    const w = currentWorld();
    let cell = w.built[index];
    if (cell) return cell.value as T;
    // a build the replay left for later comes first (it may be this one)
    if (!keeping.apart) buildDeferred();
    cell = w.built[index];
    if (cell) return cell.value as T;
    startWorld();
    let value: T;
    w.depth++;
    try {
      value = build();
    } finally {
      w.depth--;
    }
    w.built[index] = { value };
    // the journal is the home world's: a world of a test's own or a comparison's journals nothing
    if (w.depth === 0 && w.quiet === 0 && w === homeWorld()) journalBuild(index, now(), hooks.movedTo());
    return value;
  }) as Lazy<T>;
  get.ready = () => {
    const w = currentWorld();
    if (w.built[index] !== undefined) return true;
    if (!keeping.apart) buildDeferred();
    return w.built[index] !== undefined;
  };
  get.built = () => currentWorld().built[index] !== undefined;
  get.whole = () => {
    const cell = currentWorld().built[index];
    if (cell && keeping.whole) keeping.whole(cell.value as T);
  };
  get.save = () => {
    const cell = currentWorld().built[index];
    if (!cell) return undefined;
    keeping.whole?.(cell.value as T);
    if (keeping.derived) return { kept: null };
    return { kept: keeping.save ? keeping.save(cell.value as T) : cell.value };
  };
  get.load = (kept, late) => {
    const w = currentWorld();
    const put = (v: T) => {
      w.built[index] = { value: v };
    };
    // built by the first read (another derived one may read it first)
    if (keeping.derived) late.push(() => void unjournalled(get));
    else if (keeping.load) {
      const load = keeping.load;
      if (keeping.loadOnRead) w.built[index] = loadedOnRead(() => load(kept));
      else late.push(() => put(load(kept)));
    } else put(kept as T);
  };
  collections.push(get);
  return get;
}

/** FNV-1a over the characters of `s`, from the state `h`. */
function fnv(h: number, s: string): number {
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h;
}

/** A stable 32-bit hash of a string (per-record seeds). */
export function hash(s: string): number {
  return fnv(2166136261, s) >>> 0;
}

/** The FNV-1a state after a prefix, for hashAfter (a prefix hashed once, not once per key). */
export const prefixHash = (prefix: string): number => fnv(2166136261, prefix);

/** the decimal digits of a key, last first (a typed array: no array's length set to 0 once per key) */
const digits = new Int32Array(24);
/** hash(`${prefix}${n}`) for a whole n ≥ 0 and the prefix's state (prefixHash), without writing the string. */
export function hashAfter(prefixState: number, n: number): number {
  let h = prefixState;
  let k = 0;
  do {
    digits[k++] = 48 + (n % 10);
    n = Math.floor(n / 10);
  } while (n > 0);
  for (k--; k >= 0; k--) h = Math.imul(h ^ digits[k], 16777619);
  return h >>> 0;
}

/** hash(`${prefix}${n}`) for a whole n ≥ 0, without writing the string (500,000 vehicles' keys). */
export const hashOf = (prefix: string, n: number): number => hashAfter(prefixHash(prefix), n);

/**
 * Records generated per key when first read (a rider's wallet history): which keys a world has
 * generated, and generating those keys. Two worlds are compared over the same keys (the
 * fingerprint): a key read in one is generated in the other, whose records must then agree.
 */
export interface Memo {
  keys(): string[];
  fill(keys: readonly string[]): void;
}
const memos: Memo[] = [];
export function memo(m: Memo): void {
  memos.push(m);
}
export const allMemos = (): readonly Memo[] => memos;
