/**
 * The one clock of the console and its embedded backend (injectable: tests pin it, the world advances with it). Everything that
 * asks "what time is it" (throttles, "today" in filters, the backend's seeded history and
 * its JWT expiry, stored items' lifetimes) reads `now()`, never `Date.now()` or `dayjs()`.
 *
 * By default it is the wall clock. Tests pin it (`pinClock`) so that they pass at any hour
 * and move it on explicitly (`advanceClock`) instead of sleeping.
 */
let pinned: number | null = null;

/** Milliseconds since the epoch, from the injected clock. */
export function now(): number {
  return pinned ?? Date.now();
}

/** `now()` as ISO-8601 (UTC), as records store their times. */
export const nowIso = (): string => new Date(now()).toISOString();

/** Stops the clock at `at` (ms or an ISO string) until it is advanced or pinned again. */
export function pinClock(at: number | string): void {
  const ms = typeof at === 'string' ? Date.parse(at) : at;
  if (!Number.isFinite(ms)) throw new Error(`pinClock: not a time: ${String(at)}`);
  pinned = ms;
}

/** Where the clock is pinned, or null when it is the wall clock. */
export const pinnedAt = (): number | null => pinned;

/** Back to the wall clock. */
export function unpinClock(): void {
  pinned = null;
}

/** Moves a pinned clock on by `ms` (what a test does instead of sleeping). */
export function advanceClock(ms: number): void {
  if (pinned === null) throw new Error('advanceClock: the clock is not pinned');
  pinned += ms;
}
