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

const WALL = 'YYYY-MM-DDTHH:mm:ss.SSS';

/**
 * For antd's date pickers, which read and build their values in the browser's zone: the
 * moment `t` as a browser-zone value whose fields (date, hour, minute) are the service areas'
 * clock, so the picker shows UTC+8 whatever the browser's zone. fromPickerValue reads back.
 */
export function pickerValue(t: string | number | Date | Dayjs): Dayjs {
  return dayjs(zoned(t).format(WALL));
}

/** The moment a picker value (date and clock fields read as UTC+8, see pickerValue) stands for. */
export function fromPickerValue(d: Dayjs): Dayjs {
  return dayjs.utc(d.format(WALL)).subtract(ZONE_OFFSET_MINUTES, 'minute');
}
