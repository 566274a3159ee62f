/** Click throttle (validation rules and messages, business limits): 1000 ms by default. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { advanceClock, pinClock } from '@/shared/utils/clock';
import { CLICK_THROTTLE_MS, throttle } from '@/shared/utils/throttle';

// The throttle reads the app's clock; timers are faked only to show nothing fires later.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval'] });
  pinClock('2026-01-01T08:00:00Z');
});
afterEach(() => vi.useRealTimers());

describe('throttle', () => {
  it('defaults to 1000 ms', () => {
    expect(CLICK_THROTTLE_MS).toBe(1000);
  });

  it('runs the first call at once and drops calls within 1000 ms', () => {
    const fn = vi.fn();
    const t = throttle(fn);
    t('a');
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenLastCalledWith('a');
    advanceClock(500);
    t('b');
    advanceClock(499);
    t('c');
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('passes a call 1000 ms after the last one that ran', () => {
    const fn = vi.fn();
    const t = throttle(fn);
    t(1);
    advanceClock(600);
    t(2); // dropped: does not restart the window
    advanceClock(400);
    t(3);
    expect(fn.mock.calls).toEqual([[1], [3]]);
    advanceClock(999);
    t(4);
    advanceClock(1);
    t(5);
    expect(fn.mock.calls).toEqual([[1], [3], [5]]);
  });

  it('never calls a dropped call later', () => {
    const fn = vi.fn();
    const t = throttle(fn);
    t();
    t();
    vi.advanceTimersByTime(5000);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('takes another window', () => {
    const fn = vi.fn();
    const t = throttle(fn, 200);
    t();
    advanceClock(199);
    t();
    advanceClock(1);
    t();
    expect(fn).toHaveBeenCalledTimes(2);
  });
});
