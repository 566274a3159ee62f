import { readSetting } from '../lib/setting';
import { currentWorld, homeWorld, type WorldSize } from './world';

/**
 * How big the seeded world is. The app, the browser tests and the benchmarks run the
 * full one (20,000 riders, ~60,000 rides over 90 days); component and API tests read a
 * page or a sum of it and rebuild it for every test, so they run a quarter of it
 * (5,000 riders, ~15,000 rides): the same seed, areas, fleet, stations and rules. A test
 * about scale asks for the full world (tests/world.ts).
 */
export type { WorldSize };

/** The process's world's size (tests/world.ts); a world of its own is given it (createWorld). Build it again after (resetDb()). */
export function setWorldSize(next: WorldSize): void {
  homeWorld().size = next;
}

export const worldSize = (): WorldSize => currentWorld().size;

/** A full-world count at the current world's size. */
export const scaled = (full: number): number => (worldSize() === 'full' ? full : Math.round(full / 4));

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
