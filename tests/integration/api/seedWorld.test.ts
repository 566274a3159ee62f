/**
 * Each test file starts from the default world (tests/setup.ts → seedWorld), whatever world
 * the file before it in the same Vitest worker left as the process's own.
 */
import { expect, it } from 'vitest';
import { getDb } from '@mocks/db/store';
import { createWorld, DEFAULT_SEED, homeWorld, setHomeWorld } from '@mocks/db/world';
import { seedWorld } from '../../world';

it("a file's world is the default one, not the seed, epoch or clock the file before left", () => {
  const areasOfDefault = JSON.stringify(getDb().serviceAreas);
  setHomeWorld(createWorld({ seed: 7, epoch: Date.UTC(2026, 0, 5, 3, 0), size: 'full', clock: () => 0 }));
  seedWorld('small');
  const world = homeWorld();
  expect(world.options()).toMatchObject({ seed: DEFAULT_SEED, epoch: null, size: 'small' });
  expect(world.clock()).not.toBe(0);
  expect(JSON.stringify(getDb().serviceAreas)).toBe(areasOfDefault);
});
