/**
 * Days of a statistics request: the service areas' local time is UTC+8 and a day
 * runs from local midnight. `from`..`to` are YYYY-MM-DD, inclusive; without them
 * the last 30 days up to today.
 */
import { BizError } from './route';
import { now as clockNow } from '../../src/shared/utils/clock';
import { zonedDay } from '../../src/shared/utils/zoneOffset';

const DAY = 86400000;

/** The local day (YYYY-MM-DD) of an ISO time or epoch ms. */
export const dayOf = zonedDay;

const dayStart = (day: string) => Date.parse(`${day}T00:00:00+08:00`);

/** Every day of the range, oldest first, with the server's messages for a bad range. */
export function statsDays(from: string | undefined, to: string | undefined, now = clockNow()): string[] {
  const last = to || dayOf(now);
  const first = from || dayOf(dayStart(last) - 29 * DAY);
  const a = dayStart(first);
  const b = dayStart(last);
  if (!Number.isFinite(a) || !Number.isFinite(b)) throw new BizError('日期格式不正确');
  if (a > b) throw new BizError('开始日期不能晚于结束日期');
  if (b - a >= 366 * DAY) throw new BizError('统计范围不能超过一年');
  const days: string[] = [];
  for (let t = a; t <= b; t += DAY) days.push(dayOf(t));
  return days;
}

/** Rows per day of the range, oldest first, each from `blank(date)`; `at(iso)` finds the row of a time. */
export function dayRows<R extends { date: string }>(days: string[], blank: (date: string) => R) {
  const rows = new Map(days.map((d) => [d, blank(d)]));
  return { rows, at: (t: string | number) => rows.get(dayOf(t)), newestFirst: () => [...rows.values()].reverse() };
}
