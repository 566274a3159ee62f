import { readSetting } from '../lib/setting';

/**
 * How big the seeded world is. The app, the browser tests and the benchmarks run the
 * full one (20,000 riders, ~60,000 rides over 90 days); component and API tests read a
 * page or a sum of it and rebuild it for every test, so they run a quarter of it
 * (5,000 riders, ~15,000 rides): the same seed, areas, fleet, stations and rules. A test
 * about scale asks for the full world (tests/world.ts).
 */
export type WorldSize = 'full' | 'small';

let size: WorldSize = 'full';

/** Takes effect when the world is next built (after resetDb()). */
export function setWorldSize(next: WorldSize): void {
  size = next;
}

export const worldSize = (): WorldSize => size;

/** A full-world count at the current size. */
export const scaled = (full: number): number => (size === 'full' ? full : Math.round(full / 4));

/** Where the fleet's size is set: localStorage in the page, EBIKE_MOCK_VEHICLES in Node. */
export const VEHICLES_KEY = 'ebike_mock_vehicles';
const DEFAULT_FLEET = 3000;

/** A national operator's fleet: the largest the setting accepts (the maps cluster it by viewport). */
export const MAX_FLEET = 500000;

/** Fleet size: 3,000 by default; 100 to 500,000 when set (e.g. 500000 for performance work). */
export function fleetSize(): number {
  const n = Number(readSetting(VEHICLES_KEY) ?? NaN);
  return Number.isFinite(n) && n >= 100 && n <= MAX_FLEET ? Math.floor(n) : DEFAULT_FLEET;
}
