import { ApiError } from './errors';

/**
 * When a call may be asked again (the query layer's reads, the client's money writes with
 * their key) and how long to wait in between.
 */

/** Failed calls that may succeed if asked again: no answer at all, or the server failed (5xx). */
export function isTransient(e: unknown): boolean {
  if (!(e instanceof ApiError)) return false;
  return e.kind === 'network' || (e.kind === 'http' && (e.status ?? 0) >= 500);
}

/** First wait before asking again; doubled each time, up to eight times the first. */
let retryBaseMs = 1000;

/** Waits before the `attempt`-th retry (0-based): 1 s, 2 s, 4 s, 8 s, 8 s … */
export const retryDelay = (attempt: number): number => retryBaseMs * 2 ** Math.min(attempt, 3);

/** Tests shorten the waits (the policy is the same, only faster), or lengthen them. */
export function setRetryBase(ms: number): void {
  retryBaseMs = ms;
}
