/** The service areas' zone: UTC+8 (China has one zone and no daylight saving time). */
export const ZONE_OFFSET_MINUTES = 480;

/**
 * The service areas' calendar year at moment `t` (ms), without dayjs: the public pages'
 * footer shows it, and they load before any page that shows dates (zone.ts has the rest).
 */
export function zonedYear(t: number): number {
  return new Date(t + ZONE_OFFSET_MINUTES * 60_000).getUTCFullYear();
}

/** The service areas' calendar day (YYYY-MM-DD) of a moment (an ISO time or epoch ms), without dayjs. */
export const zonedDay = (t: string | number): string =>
  new Date((typeof t === 'number' ? t : Date.parse(t)) + ZONE_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
