/** Click throttle (business limits: 1000 ms): calls within the window after a call are dropped. */
import { now as clockNow } from '@/shared/utils/clock';
export const CLICK_THROTTLE_MS = 1000;

export function throttle<A extends unknown[]>(fn: (...args: A) => void, ms = CLICK_THROTTLE_MS) {
  let last = -Infinity;
  return (...args: A): void => {
    const now = clockNow();
    if (now - last < ms) return;
    last = now;
    fn(...args);
  };
}
