import { http } from '@/shared/http/client';
import { toPage, type ListQuery, type Page } from '@/shared/http/page';
import type { OperatorOption, Worksheet, WorksheetRow } from '@contract/worksheets';

/** Complaint tickets: `/platform/worksheet/*`, operators from `/platform/permission/user/options`. */
export const worksheetApi = {
  list: (q: ListQuery, signal?: AbortSignal): Promise<Page<WorksheetRow>> =>
    http.get<unknown>('/platform/worksheet/list', q, { signal, scoped: true }).then((d) => toPage<WorksheetRow>(d)),

  detail: (id: string, signal?: AbortSignal) => http.get<Worksheet>('/platform/worksheet/detail', { id }, { signal }),

  reply: (id: string, content: string) => http.post<Worksheet>('/platform/worksheet/reply', { id, content }),

  assign: (id: string, assignee: string) => http.post<Worksheet>('/platform/worksheet/assign', { id, assignee }),

  resolve: (id: string, note: string) => http.post<Worksheet>('/platform/worksheet/resolve', { id, note }),

  close: (id: string, reason: string) => http.post<Worksheet>('/platform/worksheet/close', { id, reason }),

  operators: (signal?: AbortSignal) => http.get<OperatorOption[]>('/platform/permission/user/options', undefined, { signal }),
};
