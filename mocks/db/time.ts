import { hostSlot } from '../lib/host';

const DAY = 86400000;

/**
 * The host's written pieces of times: 'YYYY-MM-DDT' by day, and 'HH:MM:SS.000Z' by second of
 * the day, each written once (a pure function's answers: keeping them changes none).
 */
const pieces = hostSlot(() => ({ dayPrefix: new Map<number, string>(), clockOf: [] as string[] }));
const p2 = (n: number) => (n < 10 ? `0${n}` : `${n}`);

/**
 * ISO-8601 (UTC), to the second, without Date#toISOString's cost (generation writes ~1.5
 * million at 500,000 vehicles): the day's 'YYYY-MM-DDT' and the second's 'HH:MM:SS.000Z' are
 * each written once and joined, one small string per time. Writing the time out in pieces
 * each time, as before, left seven pieces per time: 420 MB of the world's heap at 500,000
 * vehicles and most of its start.
 */
export function isoAt(ms: number): string {
  const { dayPrefix, clockOf } = pieces();
  const day = Math.floor(ms / DAY);
  let prefix = dayPrefix.get(day);
  if (prefix === undefined) {
    prefix = new Date(day * DAY).toISOString().slice(0, 11);
    dayPrefix.set(day, prefix);
  }
  const s = Math.floor((ms - day * DAY) / 1000);
  let clock = clockOf[s];
  if (clock === undefined) {
    clock = `${p2(Math.floor(s / 3600))}:${p2(Math.floor((s % 3600) / 60))}:${p2(s % 60)}.000Z`;
    clockOf[s] = clock;
  }
  return prefix + clock;
}

/** 'YYYY-MM-DD HH:mm' in the service areas' local time (UTC+8), as the console shows times. */
export function localMinute(iso: string): string {
  return isoAt(Date.parse(iso) + 8 * 3600000)
    .slice(0, 16)
    .replace('T', ' ');
}

const H8 = 8 * 3600000;

/**
 * A time in working hours (08:30-18:00 UTC+8) of the service areas' day that holds `ms`,
 * chosen by `key` (a record's hash): seeded records made by people (a vehicle launched,
 * a batch produced) do not all share the world's hour.
 */
export function workingHoursOn(ms: number, key: number): number {
  const localDay = Math.floor((ms + H8) / DAY) * DAY - H8;
  return localDay + 8.5 * 3600000 + (key % (9.5 * 3600)) * 1000;
}

/**
 * `ms` if it falls in working hours (08:30-18:00 UTC+8), else the start of the next ones:
 * the steps people take on a seeded record (a repair diagnosed, then done) follow each other
 * through the working days.
 */
export function nextWorkingTime(ms: number): number {
  const inDay = (((ms + H8) % DAY) + DAY) % DAY;
  const midnight = ms - inDay;
  if (inDay < 8.5 * 3600000) return midnight + 8.5 * 3600000;
  if (inDay >= 18 * 3600000) return midnight + DAY + 8.5 * 3600000;
  return ms;
}

/**
 * The places of `list`'s records in the order of their ISO times (`isoAt(ms[i])`, to the
 * second), a tie by fleet number as `localeCompare` orders it: the order of comparing the ISO
 * strings (the sort is stable, so equal records keep their places), with the seconds compared as
 * numbers instead of 24-character strings (83,000 repair tickets at 500,000 vehicles: ~1.4
 * million comparisons).
 */
export function timeOrder(list: ReadonlyArray<{ vehicleNo: string }>, ms: readonly number[]): number[] {
  const seconds = Float64Array.from(ms, (m) => Math.floor(m / 1000));
  const order = Array.from(list.keys());
  order.sort((a, b) => seconds[a] - seconds[b] || list[a].vehicleNo.localeCompare(list[b].vehicleNo));
  return order;
}

/** `list` in the order of its records' ISO times (timeOrder). */
export const inTimeOrder = <T extends { vehicleNo: string }>(list: readonly T[], ms: readonly number[]): T[] =>
  timeOrder(list, ms).map((i) => list[i]);
