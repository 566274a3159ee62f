import { pathOf, type WriteEndpoint, type Endpoint } from '@contract/endpoint';
import { CONFIG_WRITES } from '@contract/actions';
import { http } from '@/shared/http/client';
import { toPage, type ListQuery, type Page } from '@/shared/http/page';
import type {
  FaultType,
  FaultTypeInput,
  HomeMessage,
  HomeMessageInput,
  NoticeTemplate,
  NoticeTemplateInput,
  SiteSettings,
} from '@contract/config';
import type { EnableState } from '@contract/common';
import { CONFIG_READS } from '@contract/endpoints/config';
import { registerReplies } from '@/shared/http/replyCheck';
import { CONFIG_REPLIES } from '@contract/schemas/config';
import { FLEET_REPLIES } from '@contract/schemas/fleet';
import { CONFIG_WRITE_REPLIES } from '@contract/schemas/actions/config';

// the reply schemas of what this module calls: they load with the page, and its replies are checked (replyCheck.ts)
registerReplies([...CONFIG_REPLIES, ...FLEET_REPLIES, ...CONFIG_WRITE_REPLIES]);

const page = <T>(e: Endpoint, q: ListQuery, signal?: AbortSignal): Promise<Page<T>> =>
  http.get<unknown>(pathOf(e), q, { signal }).then((d) => toPage<T>(d));

/** Adds without an id, updates with one. */
const save = <T>(create: Endpoint, update: Endpoint, { id, ...rest }: { id?: string }) =>
  id ? http.put<T>(pathOf(update), { id, ...rest }) : http.post<T>(pathOf(create), rest);

const del = (e: WriteEndpoint<null>, id: string) => http.del<null>(pathOf(e, { id }));

/** Fault types (0501), notice templates and home messages (0506), site settings (0502). */
export const configApi = {
  faults: (q: ListQuery, signal?: AbortSignal) => page<FaultType>(CONFIG_READS.fault, q, signal),
  saveFault: (input: FaultTypeInput) => save<FaultType>(CONFIG_WRITES.faultCreate, CONFIG_WRITES.faultUpdate, input),
  deleteFault: (id: string) => del(CONFIG_WRITES.faultDelete, id),

  templates: (q: ListQuery, signal?: AbortSignal) => page<NoticeTemplate>(CONFIG_READS.notice, q, signal),
  saveTemplate: (input: NoticeTemplateInput) =>
    save<NoticeTemplate>(CONFIG_WRITES.noticeCreate, CONFIG_WRITES.noticeUpdate, input),
  setTemplateState: (id: string, state: EnableState) =>
    http.post<NoticeTemplate>(pathOf(CONFIG_WRITES.noticeState), { id, state }),
  deleteTemplate: (id: string) => del(CONFIG_WRITES.noticeDelete, id),

  messages: (q: ListQuery, signal?: AbortSignal) => page<HomeMessage>(CONFIG_READS.message, q, signal),
  saveMessage: (input: HomeMessageInput) =>
    save<HomeMessage>(CONFIG_WRITES.messageCreate, CONFIG_WRITES.messageUpdate, input),
  publishMessage: (id: string) => http.post<HomeMessage>(pathOf(CONFIG_WRITES.messagePublish), { id }),
  withdrawMessage: (id: string) => http.post<HomeMessage>(pathOf(CONFIG_WRITES.messageWithdraw), { id }),
  deleteMessage: (id: string) => del(CONFIG_WRITES.messageDelete, id),

  settings: (signal?: AbortSignal) => http.get<SiteSettings>(pathOf(CONFIG_READS.siteSettings), undefined, { signal }),
  saveSettings: (s: SiteSettings) => http.put<SiteSettings>(pathOf(CONFIG_WRITES.siteSetting), s),
};
