/**
 * The size of the embedded backend's seeded world in tests (mocks/db/worldSize.ts): a
 * quarter of the app's, set for every test file by tests/setup.ts; a test about scale
 * asks for the full one.
 */
import { afterAll, beforeAll } from 'vitest';
import { createWorld, setHomeWorld, type WorldSize } from '@mocks/db/world';

/**
 * A fresh default world of this size as the process's own: the default seed, its epoch from the
 * clock, the app's clock. Test files share their worker's modules (vite.config.ts, isolate:
 * false), so a world another file left (its seed, a pinned epoch, its clock) is not inherited.
 */
export function seedWorld(size: WorldSize): void {
  setHomeWorld(createWorld({ size }));
}

/** The full-size world for the tests of the calling `describe` (or file). */
export function withFullWorld(): void {
  beforeAll(() => seedWorld('full'));
  afterAll(() => seedWorld('small'));
}
