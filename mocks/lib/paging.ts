/** Server-side paging and sorting of the embedded backend's lists. */
export interface Paged<T> {
  rows: T[];
  total: number;
}

export type SortKeys<T> = Record<string, (row: T) => string | number | undefined>;

const MAX_PAGE_SIZE = 500;

/**
 * Sorts (when `sortField` names one of `sortable`) and slices one page.
 * Query: page (1-based), pageSize (≤ 500), sortField, sortOrder (ascend | descend).
 */
export function pageOf<T>(items: readonly T[], q: Record<string, string>, sortable: SortKeys<T> = {}): Paged<T> {
  const page = Math.max(1, Number(q.page) || 1);
  const size = Math.min(MAX_PAGE_SIZE, Math.max(1, Number(q.pageSize) || 20));
  let list = items;
  const key = q.sortField ? sortable[q.sortField] : undefined;
  if (key) {
    const dir = q.sortOrder === 'ascend' ? 1 : -1;
    list = [...items].sort((a, b) => {
      const x = key(a);
      const y = key(b);
      if (x === y) return 0;
      if (x === undefined) return 1;
      if (y === undefined) return -1;
      return x < y ? -dir : dir;
    });
  }
  return { rows: list.slice((page - 1) * size, page * size), total: items.length };
}

/** `a~b` (dates or numbers) from a range filter. */
export function range(v: string | undefined): [string | undefined, string | undefined] {
  if (!v) return [undefined, undefined];
  const [a, b] = v.split('~');
  return [a || undefined, b || undefined];
}

/** Inclusive date range on ISO times; `to` covers its whole day (UTC+8). */
export function inDateRange(iso: string | undefined, v: string | undefined): boolean {
  const [from, to] = range(v);
  if (!from && !to) return true;
  if (!iso) return false;
  const t = Date.parse(iso);
  if (from && t < Date.parse(`${from}T00:00:00+08:00`)) return false;
  if (to && t >= Date.parse(`${to}T00:00:00+08:00`) + 86400000) return false;
  return true;
}

export function inNumberRange(n: number, v: string | undefined): boolean {
  const [a, b] = range(v);
  if (a !== undefined && n < Number(a)) return false;
  if (b !== undefined && n > Number(b)) return false;
  return true;
}

/** Case-insensitive match of a keyword against any of the fields. */
export function matches(keyword: string | undefined, ...fields: Array<string | undefined>): boolean {
  if (!keyword) return true;
  const k = keyword.trim().toLowerCase();
  return fields.some((f) => f !== undefined && f.toLowerCase().includes(k));
}
