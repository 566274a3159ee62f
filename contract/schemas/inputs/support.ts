import { z } from 'zod';
import { SUPPORT_WRITES as W } from '@contract/actions';
import { SUPPORT_KIND, SUPPORT_LIMITS, SUPPORT_PRIORITY } from '@contract/support';
import { SUPPORT_INPUT as F, SUPPORT_INPUT_MSG as M } from '@contract/inputMessages';
import { choiceField, exact, optionalText, ref, textField } from './fields';
import { bodiesOf, type Inputs } from './registry';

/** A ticket's attachments as sent (anything but a list is none); what each names is the handler's. */
const attachments = z
  .unknown()
  .optional()
  .transform((v) => (Array.isArray(v) ? (v as unknown[]) : []))
  .pipe(z.array(z.unknown()).max(SUPPORT_LIMITS.attachments, M.attachments));

export const ticketCreateBody = exact({
  title: textField(F.title),
  kind: choiceField(SUPPORT_KIND, F.kind),
  priority: choiceField(SUPPORT_PRIORITY, F.priority),
  content: textField(F.content),
  attachments,
});
export type TicketCreateBody = z.output<typeof ticketCreateBody>;

/** An image as a data URL of one of four types, at most 2 MB decoded. */
const IMAGE = /^data:image\/(png|jpe?g|gif|webp);base64,([A-Za-z0-9+/=]+)$/;
export const attachmentBody = exact({
  name: z.unknown().optional(),
  dataUrl: optionalText()
    .pipe(z.string().regex(IMAGE, M.image))
    .refine((v) => ((IMAGE.exec(v)?.[2].length ?? 0) * 3) / 4 <= SUPPORT_LIMITS.fileBytes, M.imageSize),
});

/** Support's writes (closing a ticket names it only: contract/schemas/inputs/records.ts). */
export const SUPPORT_INPUTS: Inputs = bodiesOf(W, {
  ticketCreate: ticketCreateBody,
  ticketReply: exact({ id: ref, content: textField(F.reply) }),
  attachmentUpload: attachmentBody,
});
