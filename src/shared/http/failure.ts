import { ApiError } from './errors';
import { toast } from './notify';

/**
 * What to tell the person about a failed action, or undefined when there is nothing to
 * add: an aborted call, or a failure the http client has shown already (a network or
 * server failure is announced by it as a notification).
 */
export function failureText(e: unknown): string | undefined {
  if (e instanceof ApiError) return e.kind === 'aborted' || e.announced ? undefined : e.message;
  if (e instanceof Error) return e.message || '操作失败';
  return typeof e === 'string' && e ? e : '操作失败';
}

/** Shows a failed action's reason as a message, once (see failureText). */
export function showFailure(e: unknown, show: (text: string) => void = (t) => toast('error', t)): void {
  const text = failureText(e);
  if (text) show(text);
}
