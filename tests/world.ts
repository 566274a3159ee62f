/**
 * The size of the embedded backend's seeded world in tests (mocks/db/worldSize.ts): a
 * quarter of the app's, set for every test file by tests/setup.ts; a test about scale
 * asks for the full one.
 */
import { afterAll, beforeAll } from 'vitest';
import { resetDb } from '@mocks/db/store';
import { setWorldSize, type WorldSize } from '@mocks/db/worldSize';

export function seedWorld(size: WorldSize): void {
  setWorldSize(size);
  resetDb();
}

/** The full-size world for the tests of the calling `describe` (or file). */
export function withFullWorld(): void {
  beforeAll(() => seedWorld('full'));
  afterAll(() => seedWorld('small'));
}
