/**
 * Times read in the service areas' zone (UTC+8) whatever the process's zone: the any-hour run
 * (scripts/test-hours.mjs) runs this file in a UTC process too.
 */
import { describe, expect, it } from 'vitest';
import { now } from '@/shared/utils/clock';
import { date, dateTime } from '@/shared/utils/format';
import { fromPickerValue, pickerValue, zoned, zonedDay } from '@/shared/utils/zone';
import { zonedYear } from '@/shared/utils/zoneOffset';
import { clock } from '@/features/vehicles/model/time';

describe('times in UTC+8', () => {
  it('a moment reads as Hangzhou’s clock shows it, in any process zone', () => {
    const iso = '2026-11-23T16:30:00.000Z'; // 00:30 on the 24th in UTC+8, the 23rd in UTC
    expect(dateTime(iso)).toBe('2026-11-24 00:30:00');
    expect(date(iso)).toBe('2026-11-24');
    expect(zonedDay(iso)).toBe('2026-11-24');
    expect(clock(Date.parse(iso))).toBe('00:30:00');
    expect(zoned(Date.parse('2026-11-23T23:59:59.000Z')).format('YYYY-MM-DD HH:mm')).toBe('2026-11-24 07:59');
  });

  it("the public pages' footer year turns at midnight in UTC+8, with dayjs or without", () => {
    const lastUtcEvening = Date.parse('2026-12-31T16:30:00.000Z'); // 00:30 on 1 January 2027 in UTC+8
    expect(zonedYear(lastUtcEvening)).toBe(2027);
    expect(zonedYear(lastUtcEvening)).toBe(zoned(lastUtcEvening).year());
    expect(zonedYear(Date.parse('2026-12-31T15:59:59.000Z'))).toBe(2026);
  });

  it('a date picker shows and reads the UTC+8 clock: the moment comes back unchanged', () => {
    const iso = '2026-11-23T16:30:00.000Z';
    expect(pickerValue(iso).format('YYYY-MM-DD HH:mm')).toBe('2026-11-24 00:30');
    expect(fromPickerValue(pickerValue(iso)).toISOString()).toBe(iso);
    expect(fromPickerValue(pickerValue(iso).startOf('day')).toISOString()).toBe('2026-11-23T16:00:00.000Z');
  });

  it("runs where its project says: an hour's project in zone UTC at its moment, otherwise UTC+8 at the default", () => {
    const moment = process.env.TEST_NOW;
    if (moment) {
      // the process's own zone is UTC (Date's local clock is UTC's), the app's clock at the hour
      expect(new Date(0).getTimezoneOffset()).toBe(0);
      expect(now()).toBe(Date.parse(moment));
    } else {
      expect(process.env.TZ ?? 'Asia/Shanghai').toBe('Asia/Shanghai');
      expect(new Date(0).getTimezoneOffset()).toBe(-480);
    }
  });

  it('a missing time reads -', () => {
    expect(dateTime(undefined)).toBe('-');
    expect(date(null)).toBe('-');
  });
});
