import { type WriteEndpoint, type Endpoint } from '@contract/endpoint';
import { callEndpoint, callSave } from '@/shared/http/endpoint';
import { CONFIG_WRITES } from '@contract/actions';
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
  callEndpoint(e, { input: q }, { signal }).then((d) => toPage<T>(d));

const del = (e: WriteEndpoint<null>, id: string) => callEndpoint(e, { path: { id } });

/** Fault types (0501), notice templates and home messages (0506), site settings (0502). */
export const configApi = {
  faults: (q: ListQuery, signal?: AbortSignal) => page<FaultType>(CONFIG_READS.fault, q, signal),
  saveFault: (input: FaultTypeInput) => callSave(CONFIG_WRITES.faultCreate, CONFIG_WRITES.faultUpdate, input),
  deleteFault: (id: string) => del(CONFIG_WRITES.faultDelete, id),

  templates: (q: ListQuery, signal?: AbortSignal) => page<NoticeTemplate>(CONFIG_READS.notice, q, signal),
  saveTemplate: (input: NoticeTemplateInput) => callSave(CONFIG_WRITES.noticeCreate, CONFIG_WRITES.noticeUpdate, input),
  setTemplateState: (id: string, state: EnableState) =>
    callEndpoint(CONFIG_WRITES.noticeState, { input: { id, state } }),
  deleteTemplate: (id: string) => del(CONFIG_WRITES.noticeDelete, id),

  messages: (q: ListQuery, signal?: AbortSignal) => page<HomeMessage>(CONFIG_READS.message, q, signal),
  saveMessage: (input: HomeMessageInput) => callSave(CONFIG_WRITES.messageCreate, CONFIG_WRITES.messageUpdate, input),
  publishMessage: (id: string) => callEndpoint(CONFIG_WRITES.messagePublish, { input: { id } }),
  withdrawMessage: (id: string) => callEndpoint(CONFIG_WRITES.messageWithdraw, { input: { id } }),
  deleteMessage: (id: string) => del(CONFIG_WRITES.messageDelete, id),

  settings: (signal?: AbortSignal) => callEndpoint(CONFIG_READS.siteSettings, {}, { signal }),
  saveSettings: (s: SiteSettings) => callEndpoint(CONFIG_WRITES.siteSetting, { input: s }),
};
