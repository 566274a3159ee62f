import { SUPPORT_WRITES } from '@contract/actions';
import { callEndpoint } from '@/shared/http/endpoint';
import { toPage, type ListQuery, type Page } from '@/shared/http/page';
import type { NewSupportTicket, SupportTicketRow } from '@contract/support';
import { SUPPORT_READS } from '@contract/endpoints/support';
import { registerReplies } from '@/shared/http/replyCheck';
import { SUPPORT_REPLIES } from '@contract/schemas/support';
import { SUPPORT_WRITE_REPLIES } from '@contract/schemas/actions/support';

// the reply schemas of what this module calls: they load with the page, and its replies are checked (replyCheck.ts)
registerReplies([...SUPPORT_REPLIES, ...SUPPORT_WRITE_REPLIES]);

/** Support tickets: `/platform/support/*`. */
export const supportApi = {
  list: (q: ListQuery, signal?: AbortSignal): Promise<Page<SupportTicketRow>> =>
    callEndpoint(SUPPORT_READS.ticketList, { input: q }, { signal }).then((d) => toPage<SupportTicketRow>(d)),

  detail: (id: string, signal?: AbortSignal) => callEndpoint(SUPPORT_READS.ticketDetail, { input: { id } }, { signal }),

  reply: (id: string, content: string) => callEndpoint(SUPPORT_WRITES.ticketReply, { input: { id, content } }),

  close: (id: string) => callEndpoint(SUPPORT_WRITES.ticketClose, { input: { id } }),

  create: (t: NewSupportTicket) => callEndpoint(SUPPORT_WRITES.ticketCreate, { input: t }),

  upload: (name: string, dataUrl: string) =>
    callEndpoint(SUPPORT_WRITES.attachmentUpload, { input: { name, dataUrl } }),
};
