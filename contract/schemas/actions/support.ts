import { z } from 'zod';
import { SUPPORT_WRITES } from '@contract/actions';
import type { UploadedFile } from '@contract/support';
import { replyFor, type Replies } from '../registry';
import { sameType } from '../common';
import { ticket } from '../support';

export const uploadedFile = z.object({ id: z.string().startsWith('upload:'), name: z.string(), url: z.string() });
sameType<z.infer<typeof uploadedFile>, UploadedFile>(true);

/** The operator's own support tickets: each answers the ticket as it now stands. */
export const SUPPORT_WRITE_REPLIES: Replies = [
  replyFor(SUPPORT_WRITES.ticketReply, ticket),
  replyFor(SUPPORT_WRITES.ticketClose, ticket.extend({ status: z.literal('closed') })),
  replyFor(SUPPORT_WRITES.ticketCreate, ticket),
  replyFor(SUPPORT_WRITES.attachmentUpload, uploadedFile),
];
