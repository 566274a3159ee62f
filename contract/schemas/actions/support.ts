import { z } from 'zod';
import { SUPPORT_WRITES } from '@contract/actions';
import {
  SUPPORT_KIND,
  SUPPORT_PRIORITY,
  SUPPORT_STATUS,
  type SupportTicket,
  type UploadedFile,
} from '@contract/support';
import { replyFor, type Replies } from '../registry';
import { count, instant, keysOf, sameType } from '../common';
import { id } from './shared';

export const supportTicket = z.object({
  id,
  title: z.string(),
  kind: keysOf(SUPPORT_KIND),
  priority: keysOf(SUPPORT_PRIORITY),
  content: z.string(),
  status: keysOf(SUPPORT_STATUS),
  createdBy: z.string(),
  creatorName: z.string(),
  agentId: z.string().optional(),
  createdAt: instant,
  updatedAt: instant,
  closedAt: instant.optional(),
  replyCount: count,
  attachmentCount: count,
  attachments: z.array(z.string()),
  replies: z.array(
    z.object({ id, by: z.enum(['operator', 'support', 'system']), name: z.string(), content: z.string(), at: instant }),
  ),
});
sameType<z.infer<typeof supportTicket>, SupportTicket>(true);

export const uploadedFile = z.object({ id: z.string().startsWith('upload:'), name: z.string(), url: z.string() });
sameType<z.infer<typeof uploadedFile>, UploadedFile>(true);

/** The operator's own support tickets: each answers the ticket as it now stands. */
export const SUPPORT_WRITE_REPLIES: Replies = [
  replyFor(SUPPORT_WRITES.ticketReply, supportTicket),
  replyFor(SUPPORT_WRITES.ticketClose, supportTicket.extend({ status: z.literal('closed') })),
  replyFor(SUPPORT_WRITES.ticketCreate, supportTicket),
  replyFor(SUPPORT_WRITES.attachmentUpload, uploadedFile),
];
