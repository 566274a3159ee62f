/**
 * The tests' clock: every test starts with the app's injectable clock pinned at
 * TEST_NOW (tests/testNow.ts). Time moves only when a test moves it.
 */
import { act } from '@testing-library/react';
import { vi } from 'vitest';
import { advanceClock, now } from '@/shared/utils/clock';
import { dayOf } from '@mocks/lib/stats';

export { pinTestClock, testNow } from './testNow';

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
