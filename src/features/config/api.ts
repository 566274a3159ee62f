import { pathOf, type WriteEndpoint } from '@contract/endpoint';
import { CONFIG_WRITES } from '@contract/actions';
import { http } from '@/shared/http/client';
import { toPage, type ListQuery, type Page } from '@/shared/http/page';
import type { FaultType, FaultTypeInput, HomeMessage, HomeMessageInput, NoticeTemplate, NoticeTemplateInput, SiteSettings } from '@contract/config';
import type { EnableState } from '@contract/common';

const P = '/platform/config';

const page = <T>(url: string, q: ListQuery, signal?: AbortSignal): Promise<Page<T>> =>
  http.get<unknown>(url, q, { signal }).then((d) => toPage<T>(d));

/** Adds without an id, updates with one. */
const save = <T>(url: string, { id, ...rest }: { id?: string }) => (id ? http.put<T>(url, { id, ...rest }) : http.post<T>(url, rest));

const del = (e: WriteEndpoint, id: string) => http.del<void>(pathOf(e, { id }));

/** Fault types (0501), notice templates and home messages (0506), site settings (0502). */
export const configApi = {
  faults: (q: ListQuery, signal?: AbortSignal) => page<FaultType>(`${P}/fault`, q, signal),
  saveFault: (input: FaultTypeInput) => save<FaultType>(`${P}/fault`, input),
  deleteFault: (id: string) => del(CONFIG_WRITES.faultDelete, id),

  templates: (q: ListQuery, signal?: AbortSignal) => page<NoticeTemplate>(`${P}/notice`, q, signal),
  saveTemplate: (input: NoticeTemplateInput) => save<NoticeTemplate>(`${P}/notice`, input),
  setTemplateState: (id: string, state: EnableState) => http.post<NoticeTemplate>(pathOf(CONFIG_WRITES.noticeState), { id, state }),
  deleteTemplate: (id: string) => del(CONFIG_WRITES.noticeDelete, id),

  messages: (q: ListQuery, signal?: AbortSignal) => page<HomeMessage>(`${P}/message`, q, signal),
  saveMessage: (input: HomeMessageInput) => save<HomeMessage>(`${P}/message`, input),
  publishMessage: (id: string) => http.post<HomeMessage>(pathOf(CONFIG_WRITES.messagePublish), { id }),
  withdrawMessage: (id: string) => http.post<HomeMessage>(pathOf(CONFIG_WRITES.messageWithdraw), { id }),
  deleteMessage: (id: string) => del(CONFIG_WRITES.messageDelete, id),

  settings: (signal?: AbortSignal) => http.get<SiteSettings>('/platform/site/setting', undefined, { signal }),
  saveSettings: (s: SiteSettings) => http.put<SiteSettings>(pathOf(CONFIG_WRITES.siteSetting), s),
};
