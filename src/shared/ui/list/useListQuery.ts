import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ListQuery } from '@/shared/http/page';
import type { FilterField } from './types';

export const DEFAULT_PAGE_SIZE = 20;
const RESERVED = ['page', 'pageSize', 'sortField', 'sortOrder'];

/**
 * Filters, page and sort kept in the URL query, so a refresh or Back keeps them. A page
 * that shows more than one list names each (`scope`): its keys in the address are then
 * `<scope>.<key>`, so one list's filters, page and sort are not another's.
 */
export function useListQuery(fields: readonly FilterField[], defaults: Record<string, string> = {}, scope?: string) {
  const [params, setParams] = useSearchParams();
  const at = useCallback((key: string) => (scope ? `${scope}.${key}` : key), [scope]);
  // Callers often pass fields and defaults inline (new objects each render): the
  // query depends on their content only, so it stays the same object until the URL
  // or the content changes (a new query object would load the list again).
  const names = fields.map((f) => f.name).join('\n');
  const defaultsKey = JSON.stringify(defaults);
  const search = params.toString();
  const query = useMemo<ListQuery>(() => {
    const url = new URLSearchParams(search);
    const fallback = JSON.parse(defaultsKey) as Record<string, string>;
    const q: ListQuery = {
      page: Math.max(1, Number(url.get(at('page'))) || 1),
      pageSize: Math.min(500, Number(url.get(at('pageSize'))) || DEFAULT_PAGE_SIZE),
    };
    const sortField = url.get(at('sortField'));
    const sortOrder = url.get(at('sortOrder'));
    if (sortField && (sortOrder === 'ascend' || sortOrder === 'descend')) Object.assign(q, { sortField, sortOrder });
    for (const name of names.split('\n')) {
      const v = url.get(at(name)) ?? fallback[name];
      if (name && v) q[name] = v;
    }
    return q;
  }, [search, names, defaultsKey, at]);

  const setQuery = useCallback(
    (patch: Record<string, string | number | undefined>) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(patch)) {
            if (v === undefined || v === '' || (k === 'page' && v === 1)) next.delete(at(k));
            else next.set(at(k), String(v));
          }
          return next;
        },
        { replace: true },
      );
    },
    [setParams, at],
  );

  /** Replaces every filter at once (search / reset) and goes back to page 1. */
  const setFilters = useCallback(
    (values: Record<string, string | undefined>) => {
      const patch: Record<string, string | number | undefined> = { page: undefined };
      for (const name of names.split('\n')) if (name) patch[name] = values[name];
      setQuery(patch);
    },
    [names, setQuery],
  );

  const filterValues = useMemo(() => {
    const out: Record<string, string> = {};
    for (const [k, v] of Object.entries(query)) if (!RESERVED.includes(k) && typeof v === 'string') out[k] = v;
    return out;
  }, [query]);

  return { query, setQuery, setFilters, filterValues };
}
