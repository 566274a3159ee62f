/**
 * The tests' clock: every test starts with the app's injectable clock pinned at
 * TEST_NOW (default below, or the TEST_NOW environment variable: scripts/test-hours.mjs
 * runs the time-sensitive tests at several hours). Time moves only when a test moves it.
 */
import { act } from '@testing-library/react';
import { vi } from 'vitest';
import { advanceClock, now, pinClock } from '@/shared/utils/clock';
import { dayOf } from '@mocks/lib/stats';

/** An ordinary afternoon in the service areas (UTC+8). */
const DEFAULT_NOW = '2026-11-23T14:30:00+08:00';

/** Read at every pin: a worker that outlives a test file may run the next at another hour. */
export const testNow = (): string => process.env.TEST_NOW || DEFAULT_NOW;

export const pinTestClock = (): void => pinClock(testNow());

/** Past the 1,000 ms click throttle (business limits): the clock moves on, nothing sleeps. */
export async function pastThrottle(): Promise<void> {
  advanceClock(1100);
}

/** Moves the clock and Vitest's fake timers on together (refreshes, countdowns). */
export async function passTime(ms: number): Promise<void> {
  advanceClock(ms);
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** The day (UTC+8, YYYY-MM-DD) `days` before the clock's: a range's first day in the statistics' tests. */
export const daysAgo = (days: number): string => dayOf(now() - days * 86_400_000);
