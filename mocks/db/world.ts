/**
 * The embedded backend's world as a value: every collection, sequence and piece of state the
 * handlers read or write lives in a World, not in its module. A process may hold several
 * (a replay check, a comparison, a test's own). route() answers each request in the world the
 * request is given to (`answerIn`; else the home world) and makes it the current one while
 * the handler's synchronous run lasts, so that deep helpers (`riders()`, `getDb()`) read the
 * current world's copy. Handlers are synchronous: no other request runs in the middle of one.
 */
import { now } from '../../src/shared/utils/clock';

export type WorldSize = 'full' | 'small';

export interface WorldOptions {
  /** the seed every collection is generated from */
  seed?: number;
  /** the minute the world is built at (null: the clock's minute when it starts to be built) */
  epoch?: number | null;
  /** 'small': a quarter of the riders and rides (component and API tests) */
  size?: WorldSize;
  /** the world's "now" (ms); default the app's injectable clock */
  clock?: () => number;
}

export const DEFAULT_SEED = 20261122;

const minuteOf = (ms: number) => Math.floor(ms / 60000) * 60000;

export class World {
  readonly seed: number;
  size: WorldSize;
  readonly clock: () => number;
  /** the minute it is built at when set (a journal's, kept across 重置演示数据), else the clock's */
  pinnedEpoch: number | null;
  /** "now" of the generated history: set when the world starts to be built */
  epoch: number;
  /** whether its first collection has been built (its epoch is fixed) */
  started = false;
  /** collections being built (one may read another): only the outermost build is journalled */
  depth = 0;
  /** inside work a replay does again by itself (the living world's minutes): builds not journalled apart */
  quiet = 0;
  /** writes accepted in it so far (journalled or not): work prepared ahead of need over an older world is not used */
  accepted = 0;
  /** per lazy collection (by its place among them): its value once built */
  readonly built: Array<{ value: unknown } | undefined> = [];
  /** per world slot (by its place among them): its state once first read */
  readonly slots: Array<{ value: unknown } | undefined> = [];

  constructor(options: WorldOptions = {}) {
    this.seed = options.seed ?? DEFAULT_SEED;
    this.size = options.size ?? 'full';
    this.clock = options.clock ?? now;
    this.pinnedEpoch = options.epoch == null ? null : minuteOf(options.epoch);
    this.epoch = this.pinnedEpoch ?? minuteOf(this.clock());
  }

  /** The options a fresh world like this one is made with (its pinned epoch, seed, size, clock). */
  options(): WorldOptions {
    return { seed: this.seed, epoch: this.pinnedEpoch, size: this.size, clock: this.clock };
  }

  /** Sets the epoch again from the pin or the clock (when it starts to be built). */
  startEpoch(): void {
    this.epoch = this.pinnedEpoch ?? minuteOf(this.clock());
  }
}

export const createWorld = (options: WorldOptions = {}): World => new World(options);

/**
 * The world being answered in, and the process's own (what code outside a request reads: the
 * page's warm-up, tests that call the data modules directly). One binding, by design: the
 * pointer to the current world while a handler runs.
 */
const at: { home: World; current: World | null } = { home: new World(), current: null };

export const currentWorld = (): World => at.current ?? at.home;
export const homeWorld = (): World => at.home;

/** Makes `world` the process's own (resetDb: a fresh one in place of the old). */
export function setHomeWorld(world: World): void {
  at.home = world;
}

/** Runs `fn` (synchronous) with `world` the current one. */
export function within<T>(world: World, fn: () => T): T {
  const was = at.current;
  at.current = world;
  try {
    return fn();
  } finally {
    at.current = was;
  }
}

/**
 * A piece of world state outside the collections (a cache, the living world's bookkeeping): made
 * by `init` the first time a world reads it, kept in that world. Not journalled, not kept by a
 * snapshot unless its module says so (keptPart).
 */
export function worldSlot<T>(init: () => T): () => T {
  const index = slotCount.n++;
  return () => {
    const w = currentWorld();
    let cell = w.slots[index];
    if (!cell) {
      cell = { value: init() };
      w.slots[index] = cell;
    }
    return cell.value as T;
  };
}
/** how many slots the modules declared (a slot's place among them) */
const slotCount = { n: 0 };
