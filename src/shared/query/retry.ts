import { ApiError } from '@/shared/http/errors';

/** Failed reads that may succeed if asked again: no answer at all, or the server failed (5xx). */
export function isTransient(e: unknown): boolean {
  if (!(e instanceof ApiError)) return false;
  return e.kind === 'network' || (e.kind === 'http' && (e.status ?? 0) >= 500);
}

/**
 * A refusal of this caller (HTTP 403: a record outside its scope, a code it lacks): asking
 * again answers the same, so no 重试 is offered, and it reads as a refusal, not a failure.
 */
export function isRefusal(e: unknown): boolean {
  return e instanceof ApiError && e.status === 403;
}

/** A read is asked again this many times after a transient failure, then the failure is shown. */
export const READ_RETRIES = 2;

/** First wait before asking again; doubled each time, up to eight times the first. */
let retryBaseMs = 1000;

/** Waits before the `attempt`-th retry (0-based): 1 s, 2 s, 4 s, 8 s, 8 s … */
export const retryDelay = (attempt: number): number => retryBaseMs * 2 ** Math.min(attempt, 3);

/** Tests shorten the waits (the policy is the same, only faster), or lengthen them. */
export function setRetryBase(ms: number): void {
  retryBaseMs = ms;
}

/**
 * Retry policy of reads (retry follows the kind of ApiError): business errors, 4xx and aborts never, transient
 * failures READ_RETRIES times. Look-ups (options a page needs beside its data) keep asking
 * while the page is open, also after a refusal ('服务繁忙'), since no one is told they
 * failed; never after a 4xx or an abort.
 */
export function shouldRetry(failures: number, e: unknown, lookup = false): boolean {
  if (lookup) return isTransient(e) || (e instanceof ApiError && e.kind === 'business');
  return isTransient(e) && failures < READ_RETRIES;
}
