import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { ZONE_OFFSET_MINUTES } from './zoneOffset';

dayjs.extend(utc);

export { ZONE_OFFSET_MINUTES } from './zoneOffset';

/**
 * A moment as the service areas' clocks read it (UTC+8), whatever zone the browser is in:
 * every time and date the console shows or writes into a file name or export goes through
 * it, so a record reads the same in Hangzhou, in a UTC browser and in one at UTC−8.
 */
export function zoned(t: string | number | Date | Dayjs): Dayjs {
  return dayjs(t).utcOffset(ZONE_OFFSET_MINUTES);
}

/** A calendar day's date (YYYY-MM-DD) of the service areas at moment `t`. */
export const zonedDay = (t: string | number | Date | Dayjs): string => zoned(t).format('YYYY-MM-DD');
