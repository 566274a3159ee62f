import { z } from 'zod';
import { SUPPORT_READS } from '@contract/endpoints/support';
import {
  SUPPORT_KIND,
  SUPPORT_PRIORITY,
  SUPPORT_STATUS,
  type SupportTicket,
  type SupportTicketRow,
} from '@contract/support';
import type { Replies } from './registry';
import { count, instant, keysOf, pageOf, sameType } from './common';

/** One of the operator's own support tickets to the platform, as the list shows it. */
export const ticketRow = z.object({
  id: z.string().min(1),
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
});
sameType<z.infer<typeof ticketRow>, SupportTicketRow>(true);

/** A ticket with its attachments and replies, as the detail and every write answer it. */
export const ticket = ticketRow.extend({
  /** the attached images, as URLs (data: URLs for the demo's uploads) */
  attachments: z.array(z.string()),
  replies: z.array(
    z.object({
      id: z.string(),
      by: z.enum(['operator', 'support', 'system']),
      name: z.string(),
      content: z.string(),
      at: instant,
    }),
  ),
});
sameType<z.infer<typeof ticket>, SupportTicket>(true);

export const SUPPORT_REPLIES: Replies = [
  [SUPPORT_READS.ticketList, pageOf(ticketRow)],
  [SUPPORT_READS.ticketDetail, ticket],
];
