/** Seeded pseudo-random numbers (mulberry32): the same data on every run. */
export interface Rng {
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
}

export function createRng(seed: number): Rng {
  // the state in a typed array, not a closure's variable: a uint32 above 2^30 is no small
  // integer, and each draw stored it as a new heap number (a store wraps as `>>> 0` did)
  const state = new Uint32Array(1);
  state[0] = seed;
  const next = () => {
    state[0] += 0x6d2b79f5;
    let t = state[0];
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)],
    chance: (p) => next() < p,
  };
}
