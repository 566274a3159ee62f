import type { ListColumn } from '@/shared/ui/list/types';
import { moneyColumn } from '@/shared/ui/list/columns';
import { money } from '@/shared/utils/format';

/** Column helpers of the report tables: money in fen shown as ¥, exported as yuan. */
export { yuanText as yuan } from '@contract/money';

type NumKey<R> = { [K in keyof R]: R[K] extends number ? K : never }[keyof R] & string;

export const sumOf = <R,>(rows: R[], key: NumKey<R>): number => rows.reduce((n, r) => n + (r[key] as number), 0);
export const count = (n: number) => n.toLocaleString('zh-CN');

export const moneyCol = <R,>(key: NumKey<R>, title: string): ListColumn<R> =>
  moneyColumn<R>(key, title, undefined, (r) => r[key] as number, { dataIndex: key });
export const countCol = <R,>(key: NumKey<R>, title: string): ListColumn<R> => ({
  key,
  title,
  dataIndex: key,
  align: 'right',
});

/** The totals row of the given columns: money summed and shown as ¥, counts summed. */
export function totalsOf<R>(moneyKeys: Array<NumKey<R>>, countKeys: Array<NumKey<R>>) {
  return (rows: R[]) =>
    ({
      ...Object.fromEntries(moneyKeys.map((k) => [k, money(sumOf(rows, k))])),
      ...Object.fromEntries(countKeys.map((k) => [k, count(sumOf(rows, k))])),
    }) as Partial<Record<keyof R & string, string>>;
}

export const dateCol = <R extends { date: string }>(): ListColumn<R> => ({
  key: 'date',
  title: '日期',
  dataIndex: 'date' as keyof R & string,
  width: 110,
});
