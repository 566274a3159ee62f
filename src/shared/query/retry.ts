import { ApiError } from '@/shared/http/errors';
import { isTransient } from '@/shared/http/retry';

export { isTransient, retryDelay, setRetryBase } from '@/shared/http/retry';

/**
 * A refusal of this caller (HTTP 403: a record outside its scope, a code it lacks): asking
 * again answers the same, so no 重试 is offered, and it reads as a refusal, not a failure.
 */
export function isRefusal(e: unknown): boolean {
  return e instanceof ApiError && e.status === 403;
}

/** A read is asked again this many times after a transient failure, then the failure is shown. */
export const READ_RETRIES = 2;

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
