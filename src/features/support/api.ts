import { pathOf } from '@contract/endpoint';
import { SUPPORT_WRITES } from '@contract/actions';
import { http } from '@/shared/http/client';
import { toPage, type ListQuery, type Page } from '@/shared/http/page';
import type { NewSupportTicket, SupportTicket, SupportTicketRow, UploadedFile } from '@contract/support';
import { SUPPORT_READS } from '@contract/endpoints/support';
import { registerReplies } from '@/shared/http/replyCheck';
import { SUPPORT_REPLIES } from '@contract/schemas/support';
import { SUPPORT_WRITE_REPLIES } from '@contract/schemas/actions/support';

// the reply schemas of what this module calls: they load with the page, and its replies are checked (replyCheck.ts)
registerReplies([...SUPPORT_REPLIES, ...SUPPORT_WRITE_REPLIES]);

/** Support tickets: `/platform/support/*`. */
export const supportApi = {
  list: (q: ListQuery, signal?: AbortSignal): Promise<Page<SupportTicketRow>> =>
    http.get<unknown>(pathOf(SUPPORT_READS.ticketList), q, { signal }).then((d) => toPage<SupportTicketRow>(d)),

  detail: (id: string, signal?: AbortSignal) =>
    http.get<SupportTicket>(pathOf(SUPPORT_READS.ticketDetail), { id }, { signal }),

  reply: (id: string, content: string) => http.post<SupportTicket>(pathOf(SUPPORT_WRITES.ticketReply), { id, content }),

  close: (id: string) => http.post<SupportTicket>(pathOf(SUPPORT_WRITES.ticketClose), { id }),

  create: (t: NewSupportTicket) => http.post<SupportTicket>(pathOf(SUPPORT_WRITES.ticketCreate), t),

  upload: (name: string, dataUrl: string) =>
    http.post<UploadedFile>(pathOf(SUPPORT_WRITES.attachmentUpload), { name, dataUrl }),
};
