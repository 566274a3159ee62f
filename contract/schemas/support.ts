import { z } from 'zod';
import { SUPPORT_READS } from '@contract/endpoints/support';
import type { SupportTicket, SupportTicketRow } from '@contract/support';
import type { Replies } from './registry';
import { count, instant, pageOf } from './common';

/** One of the operator's own support tickets to the platform, as the list shows it. */
const ticketRow = z.object({
  id: z.string().min(1),
  title: z.string(),
  kind: z.enum(['fault', 'data', 'account', 'consult', 'feature', 'other']),
  priority: z.enum(['low', 'medium', 'high', 'urgent']),
  content: z.string(),
  status: z.enum(['pending', 'processing', 'replied', 'closed']),
  createdBy: z.string(),
  creatorName: z.string(),
  agentId: z.string().optional(),
  createdAt: instant,
  updatedAt: instant,
  closedAt: instant.optional(),
  replyCount: count,
  attachmentCount: count,
}) satisfies z.ZodType<SupportTicketRow>;

const ticket = ticketRow.extend({
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
}) satisfies z.ZodType<SupportTicket>;

export const SUPPORT_REPLIES: Replies = [
  [SUPPORT_READS.ticketList, pageOf(ticketRow)],
  [SUPPORT_READS.ticketDetail, ticket],
];
