/**
 * The moment every test starts at: the app's injectable clock pinned at TEST_NOW (default
 * below, or the TEST_NOW environment variable: the time-sensitive tests run at several hours,
 * scripts/lib/hours.mjs). No DOM and no backend here, so the check's unit setup
 * (tests/setupUnit.ts) loads nothing else.
 */
import { pinClock } from '@/shared/utils/clock';

/** An ordinary afternoon in the service areas (UTC+8). */
const DEFAULT_NOW = '2026-11-23T14:30:00+08:00';

/** Read at every pin: a worker that outlives a test file may run the next at another hour. */
export const testNow = (): string => process.env.TEST_NOW || DEFAULT_NOW;

export const pinTestClock = (): void => pinClock(testNow());
