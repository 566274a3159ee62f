import type { LngLat } from '@contract/common';
import type { TracePoint } from '@contract/vehicles';
import { COMMON_INPUT_MSG } from '@contract/inputMessages';

/** Playback speeds: 1x plays one minute of the trace per second. */
export const SPEEDS = [1, 4, 16] as const;
export type Speed = (typeof SPEEDS)[number];
export const TRACE_MS_PER_SECOND = 60000;
export const TICK_MS = 100;

/** The trace time after one tick at a speed, never past the end. */
export function advance(t: number, speed: Speed, end: number, tickMs = TICK_MS): number {
  return Math.min(end, t + (tickMs / 1000) * TRACE_MS_PER_SECOND * speed);
}

/** Index of the last fix at or before `t` (0 before the first). */
export function indexAt(points: readonly TracePoint[], t: number): number {
  let lo = 0;
  let hi = points.length - 1;
  if (hi < 0 || t <= points[0][2]) return 0;
  if (t >= points[hi][2]) return hi;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (points[mid][2] <= t) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** The position at time `t`, between the two fixes around it. */
export function positionAt(points: readonly TracePoint[], t: number): LngLat | null {
  if (!points.length) return null;
  const i = indexAt(points, t);
  const a = points[i];
  const b = points[i + 1];
  if (!b || t <= a[2]) return [a[0], a[1]];
  const k = (t - a[2]) / (b[2] - a[2]);
  return [a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k];
}

/** The path ridden up to `t` (the fixes before it and the head). */
export function pathUntil(points: readonly TracePoint[], t: number): LngLat[] {
  if (!points.length) return [];
  const i = indexAt(points, t);
  const out: LngLat[] = points.slice(0, i + 1).map((p) => [p[0], p[1]]);
  const head = positionAt(points, t);
  if (head && t > points[i][2]) out.push(head);
  return out;
}

export const MAX_RANGE_MS = 24 * 3600000;

/** Why a trace range cannot be queried, or null (the server allows at most 24 h). */
export function rangeError([from, to]: readonly [{ valueOf(): number }, { valueOf(): number }]): string | null {
  if (!(from.valueOf() < to.valueOf())) return COMMON_INPUT_MSG.traceOrder;
  if (to.valueOf() - from.valueOf() > MAX_RANGE_MS) return COMMON_INPUT_MSG.traceSpan;
  return null;
}
