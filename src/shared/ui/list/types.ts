import type { TableColumnType } from 'antd';
import type { ReactNode } from 'react';
import type { ListQuery, Page } from '@/shared/http/page';
import type { QueryDef } from '@/shared/query/defs';
import type { AccessRule } from '@/shared/auth/access';

export type FilterType = 'text' | 'select' | 'dateRange' | 'numberRange';

/** One field of a list's search form; its value is kept in the URL under `name`. */
export interface FilterField {
  name: string;
  label: string;
  type?: FilterType;
  options?: Array<{ label: string; value: string }>;
  placeholder?: string;
  /** kept in the URL and sent, but not in the search form (e.g. status tabs) */
  hidden?: boolean;
}

/** A table column; `title` is text so that the CSV export can use it. */
export type ListColumn<T> = Omit<TableColumnType<T>, 'title' | 'dataIndex' | 'sorter' | 'key'> & {
  key: string;
  title: string;
  dataIndex?: keyof T & string;
  /** sorted on the server by this key */
  sortable?: boolean;
  /** the exported cell; defaults to the row's dataIndex value */
  csv?: (row: T) => unknown;
  /** left out of the CSV */
  noExport?: boolean;
};

export type Fetcher<T> = (q: ListQuery, signal: AbortSignal) => Promise<Page<T>>;

/** A server-paged list: its key and its fetcher (query/defs.ts). */
export type ListSource<T> = QueryDef<ListQuery, Page<T>>;

export interface BatchAction<T> {
  key: string;
  label: string;
  /** who may run it: the endpoint(s) it calls or a code expression; without it, whoever sees the list */
  code?: AccessRule;
  danger?: boolean;
  /** asks before running, e.g. '确定要删除选中的 {n} 项吗？' ({n} is replaced) */
  confirm?: string;
  run(rows: T[]): Promise<unknown>;
}

/** What toolbar and row actions get: reload the list, and the selection. */
export interface ListContext<T> {
  reload(): void;
  selected: T[];
  query: ListQuery;
  clearSelection(): void;
}

export type RowActions<T> = (row: T, ctx: ListContext<T>) => ReactNode;

/** What the detail drawer's content gets: the list context, and closing the drawer. */
export interface DetailContext<T> extends ListContext<T> {
  close(): void;
}
