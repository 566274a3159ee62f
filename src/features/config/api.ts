import { http } from '@/shared/http/client';
import { toPage, type ListQuery, type Page } from '@/shared/http/page';
import type { FaultType, FaultTypeInput, HomeMessage, HomeMessageInput, NoticeTemplate, NoticeTemplateInput, SiteSettings } from '@contract/config';
import type { EnableState } from '@contract/common';

const P = '/platform/config';

const page = <T>(url: string, q: ListQuery, signal?: AbortSignal): Promise<Page<T>> =>
  http.get<unknown>(url, q, { signal }).then((d) => toPage<T>(d));

/** Adds without an id, updates with one. */
const save = <T>(url: string, { id, ...rest }: { id?: string }) => (id ? http.put<T>(url, { id, ...rest }) : http.post<T>(url, rest));

const del = (url: string, id: string) => http.del<void>(`${url}/${encodeURIComponent(id)}`);

/** Fault types (0501), notice templates and home messages (0506), site settings (0502). */
export const configApi = {
  faults: (q: ListQuery, signal?: AbortSignal) => page<FaultType>(`${P}/fault`, q, signal),
  saveFault: (input: FaultTypeInput) => save<FaultType>(`${P}/fault`, input),
  deleteFault: (id: string) => del(`${P}/fault`, id),

  templates: (q: ListQuery, signal?: AbortSignal) => page<NoticeTemplate>(`${P}/notice`, q, signal),
  saveTemplate: (input: NoticeTemplateInput) => save<NoticeTemplate>(`${P}/notice`, input),
  setTemplateState: (id: string, state: EnableState) => http.post<NoticeTemplate>(`${P}/notice/state`, { id, state }),
  deleteTemplate: (id: string) => del(`${P}/notice`, id),

  messages: (q: ListQuery, signal?: AbortSignal) => page<HomeMessage>(`${P}/message`, q, signal),
  saveMessage: (input: HomeMessageInput) => save<HomeMessage>(`${P}/message`, input),
  publishMessage: (id: string) => http.post<HomeMessage>(`${P}/message/publish`, { id }),
  withdrawMessage: (id: string) => http.post<HomeMessage>(`${P}/message/withdraw`, { id }),
  deleteMessage: (id: string) => del(`${P}/message`, id),

  settings: (signal?: AbortSignal) => http.get<SiteSettings>('/platform/site/setting', undefined, { signal }),
  saveSettings: (s: SiteSettings) => http.put<SiteSettings>('/platform/site/setting', s),
};
