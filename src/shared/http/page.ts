/** One page of a list, whatever shape the endpoint answers in (bases, headers and envelope). */
export interface Page<T> {
  items: T[];
  total: number;
}

/** Normalises `{rows,total}`, `{count,list}`, `{list,total}` and plain arrays. */
export function toPage<T>(data: unknown): Page<T> {
  if (Array.isArray(data)) return { items: data as T[], total: data.length };
  const d = (data ?? {}) as { rows?: T[]; list?: T[]; items?: T[]; total?: number; count?: number };
  const items = d.rows ?? d.list ?? d.items ?? [];
  return { items, total: d.total ?? d.count ?? items.length };
}

/** Query of a server-paged list: page (1-based), size, sort, and the filters. */
export interface ListQuery {
  page: number;
  pageSize: number;
  sortField?: string;
  sortOrder?: 'ascend' | 'descend';
  [filter: string]: unknown;
}
