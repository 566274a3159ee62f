/**
 * Reads made by the query layer pass their AbortSignal here: the http client then leaves
 * transient failures (network, 5xx) unannounced, since the layer retries them and shows
 * the last one once (queryClient.ts), instead of one notification per attempt.
 */
const quiet = new WeakSet<AbortSignal>();

export function markQuiet(signal: AbortSignal): AbortSignal {
  quiet.add(signal);
  return signal;
}

export const isQuiet = (signal?: AbortSignal): boolean => !!signal && quiet.has(signal);
