import { z } from 'zod';
import { LOG_READS } from '@contract/endpoints/logs';
import type { OperatorLogRow } from '@contract/logs';
import type { Replies } from './registry';
import { instant, maskedPhone, pageOf } from './common';

const operatorLogRow = z.object({
  id: z.string().min(1),
  opManId: z.string(),
  phone: maskedPhone,
  name: z.string(),
  action: z.string(),
  target: z.string(),
  ip: z.string(),
  at: instant,
}) satisfies z.ZodType<OperatorLogRow>;

/**
 * The operator log: apart from the session's replies, so that the log screens' chunk, which
 * registers it, shares no descriptor module with the entry (the site and session reads).
 */
export const LOG_REPLIES: Replies = [[LOG_READS.aliyunlogUserlogs, pageOf(operatorLogRow)]];
