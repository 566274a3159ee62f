/**
 * Vitest setup of the check's unit tests (tests/unit, vite.config.ts): the pinned clock and
 * nothing else. They test pure functions and small components, so no backend world, no reply
 * check and no query layer is loaded for them; tests/setup.ts adds those for the rest.
 */
import { beforeEach } from 'vitest';
import { pinTestClock } from './testNow';

// "Now" is the app's injectable clock, pinned for every test (tests/testNow.ts).
pinTestClock();
beforeEach(pinTestClock);
