import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ListQuery } from '@/shared/http/page';
import type { FilterField } from './types';

export const DEFAULT_PAGE_SIZE = 20;
const RESERVED = ['page', 'pageSize', 'sortField', 'sortOrder'];

/** Filters, page and sort kept in the URL query, so a refresh or Back keeps them. */
export function useListQuery(fields: readonly FilterField[], defaults: Record<string, string> = {}) {
  const [params, setParams] = useSearchParams();
  const query = useMemo<ListQuery>(() => {
    const q: ListQuery = {
      page: Math.max(1, Number(params.get('page')) || 1),
      pageSize: Math.min(500, Number(params.get('pageSize')) || DEFAULT_PAGE_SIZE),
    };
    const sortField = params.get('sortField');
    const sortOrder = params.get('sortOrder');
    if (sortField && (sortOrder === 'ascend' || sortOrder === 'descend')) Object.assign(q, { sortField, sortOrder });
    for (const f of fields) {
      const v = params.get(f.name) ?? defaults[f.name];
      if (v) q[f.name] = v;
    }
    return q;
  }, [params, fields, defaults]);

  const setQuery = useCallback(
    (patch: Record<string, string | number | undefined>) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(patch)) {
            if (v === undefined || v === '' || (k === 'page' && v === 1)) next.delete(k);
            else next.set(k, String(v));
          }
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  /** Replaces every filter at once (search / reset) and goes back to page 1. */
  const setFilters = useCallback(
    (values: Record<string, string | undefined>) => {
      const patch: Record<string, string | number | undefined> = { page: undefined };
      for (const f of fields) patch[f.name] = values[f.name];
      setQuery(patch);
    },
    [fields, setQuery],
  );

  const filterValues = useMemo(() => {
    const out: Record<string, string> = {};
    for (const [k, v] of Object.entries(query)) if (!RESERVED.includes(k) && typeof v === 'string') out[k] = v;
    return out;
  }, [query]);

  return { query, setQuery, setFilters, filterValues };
}
