import { dateTime } from '@/shared/utils/format';
import type { ListColumn } from './types';

/** The row fields that hold a date-time (ISO text, or nothing yet). */
type TimeKey<T> = { [K in keyof T]: T[K] extends string | null | undefined ? K : never }[keyof T] & string;

/**
 * A column of one date-time field, shown and exported as 2026-05-01 08:00:00 (— when empty),
 * 170 px wide and sorted on the server unless told otherwise.
 */
export function timeColumn<T>(
  key: TimeKey<T>,
  title: string,
  { sortable = true, width = 170 }: { sortable?: boolean; width?: number } = {},
): ListColumn<T> {
  const text = (r: T) => dateTime(r[key] as string | null | undefined);
  return { key, title, width, sortable, render: (_: unknown, r: T) => text(r), csv: text };
}
