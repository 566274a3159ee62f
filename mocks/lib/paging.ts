/** Server-side paging and sorting of the embedded backend's lists. */
import { hostSlot } from './host';
export interface Paged<T> {
  rows: T[];
  total: number;
}

export type SortKeys<T> = Record<string, (row: T) => string | number | undefined>;

/**
 * The sort key a query names, if the list has one by that name: its own keys only (a
 * `sortField` of `valueOf` or `constructor` is no column, not Object.prototype's function).
 */
export const sortKeyOf = <T>(sortable: SortKeys<T>, field: string | undefined) =>
  field && Object.hasOwn(sortable, field) ? sortable[field] : undefined;

const MAX_PAGE_SIZE = 500;

/** While the host's `whole` is set, pageOf answers every row: an export job reading a list in full, as the list reads it. */
const reading = hostSlot(() => ({ whole: false }));

/** Runs a list's (synchronous) handler with paging off: its reply holds every row of its filters. */
export function everyPage<T>(run: () => T): T {
  const r = reading();
  r.whole = true;
  try {
    return run();
  } finally {
    r.whole = false;
  }
}

/** Order by `key` (ascend, or descend for anything else); records without a value last either way. */
function comparing<T>(key: (row: T) => string | number | undefined, order: string | undefined): (a: T, b: T) => number {
  const dir = order === 'ascend' ? 1 : -1;
  return (a, b) => {
    const x = key(a);
    const y = key(b);
    if (x === y) return 0;
    if (x === undefined) return 1;
    if (y === undefined) return -1;
    return x < y ? -dir : dir;
  };
}

/**
 * Sorts (when `sortField` names one of `sortable`) and slices one page.
 * Query: page (1-based), pageSize (≤ 500), sortField, sortOrder (ascend | descend).
 */
export function pageOf<T>(items: readonly T[], q: Record<string, string>, sortable: SortKeys<T> = {}): Paged<T> {
  const { whole } = reading();
  const page = whole ? 1 : Math.max(1, Number(q.page) || 1);
  const size = whole ? items.length : Math.min(MAX_PAGE_SIZE, Math.max(1, Number(q.pageSize) || 20));
  let list = items;
  const key = sortKeyOf(sortable, q.sortField);
  if (key) {
    list = [...items].sort(comparing(key, q.sortOrder));
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

/**
 * The ISO bounds [from, to) of a date range filter `a~b` (days in UTC+8), for
 * comparing ISO times as strings: cheaper than Date.parse on every row of a
 * large list. Records must hold UTC ISO times (`…Z`, as toISOString writes).
 */
export function isoBounds(v: string | undefined): [string | undefined, string | undefined] {
  const [from, to] = range(v);
  const iso = (ms: number) => (Number.isNaN(ms) ? undefined : new Date(ms).toISOString());
  return [
    from ? iso(Date.parse(`${from}T00:00:00+08:00`)) : undefined,
    to ? iso(Date.parse(`${to}T00:00:00+08:00`) + 86400000) : undefined,
  ];
}

/** An ISO time inside bounds from isoBounds(). */
export const inIsoBounds = (iso: string | undefined, [from, to]: [string | undefined, string | undefined]): boolean =>
  (!from && !to) || (iso !== undefined && (!from || iso >= from) && (!to || iso < to));

/** The host's sorted views, by the list they sort (see sortedView). */
const hostViews = hostSlot(() => new WeakMap<object, Map<string, readonly unknown[]>>());

/**
 * The list sorted as `sortField` / `sortOrder` ask (or the list itself without a
 * sort), kept between requests: a large list is sorted once, and only checked
 * (one pass) on the next request; a changed key or a changed length sorts again.
 * Filtering the view keeps its order, so a sorted and filtered page needs no sort.
 * The sort is stable: ties keep the list's own order (newest first).
 */
export function sortedView<T>(items: readonly T[], q: Record<string, string>, sortable: SortKeys<T>): readonly T[] {
  const key = sortKeyOf(sortable, q.sortField);
  if (!key) return items;
  const cmp = comparing(key, q.sortOrder);
  const views = hostViews();
  let byKey = views.get(items);
  if (!byKey) {
    byKey = new Map();
    views.set(items, byKey);
  }
  const id = `${q.sortField}:${q.sortOrder === 'ascend' ? 1 : -1}`;
  const cached = byKey.get(id) as readonly T[] | undefined;
  if (cached && cached.length === items.length) {
    let sorted = true;
    for (let i = 1; i < cached.length && sorted; i++) sorted = cmp(cached[i - 1], cached[i]) <= 0;
    if (sorted) return cached;
  }
  const view = [...items].sort(cmp);
  byKey.set(id, view);
  return view;
}

/**
 * A list stored newest first by `at`, filtered to a date range filter (`a~b`, days in UTC+8)
 * and by `tests`, sorted as the query asks. In the stored order the range is a slice of the
 * list (newestFirstWindow: two binary searches); sorted by another key, each row is tested.
 */
export function datedView<T>(
  items: readonly T[],
  range: string | undefined,
  at: (row: T) => string,
  q: Record<string, string>,
  sortable: SortKeys<T>,
  tests: Array<(row: T) => boolean>,
): readonly T[] {
  const bounds = isoBounds(range);
  const dated = bounds[0] || bounds[1];
  const inStoredOrder = !sortKeyOf(sortable, q.sortField);
  if (dated && !inStoredOrder) tests.push((row) => inIsoBounds(at(row), bounds));
  const source = dated && inStoredOrder ? newestFirstWindow(items, bounds, at) : items;
  return filterAll(sortedView(source, q, sortable), tests);
}

/** Keeps the rows passing every test; with no test, the list itself (no copy). */
export function filterAll<T>(items: readonly T[], tests: ReadonlyArray<(row: T) => boolean>): readonly T[] {
  if (!tests.length) return items;
  return items.filter((row) => {
    for (const t of tests) if (!t(row)) return false;
    return true;
  });
}

/**
 * The rows of a list stored newest first (descending by `key`, ISO times) that lie
 * inside bounds from isoBounds(): two binary searches and a slice instead of a test
 * of every row, for date filters on the large lists (60,000 rides).
 */
export function newestFirstWindow<T>(
  items: readonly T[],
  [from, to]: [string | undefined, string | undefined],
  key: (row: T) => string,
): readonly T[] {
  /** The first index whose key is below `bound` (keys descend). */
  const firstBelow = (bound: string): number => {
    let lo = 0;
    let hi = items.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (key(items[mid]) < bound) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  };
  const start = to ? firstBelow(to) : 0;
  const end = from ? firstBelow(from) : items.length;
  return start === 0 && end === items.length ? items : items.slice(start, Math.max(start, end));
}
