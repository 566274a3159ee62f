import { z } from 'zod';
import type { Endpoint } from '@contract/endpoint';
import { EXPORT_SOURCE_NAMES, EXPORTS, XLSX_TYPE, type ExportJob } from '@contract/endpoints/exports';
import type { Replies } from './registry';
import { count, instant } from './common';

/** One export job as its owner sees it (下载中心). */
export const exportJob = z.object({
  id: z.string().min(1),
  source: z.enum(EXPORT_SOURCE_NAMES),
  fileName: z.string().regex(/\.xlsx$/),
  status: z.enum(['running', 'done', 'failed']),
  progress: z.number().int().min(0).max(100),
  total: count,
  size: count.optional(),
  error: z.string().optional(),
  createdAt: instant,
  finishedAt: instant.optional(),
  expiresAt: instant,
  query: z.record(z.string(), z.string()),
}) satisfies z.ZodType<ExportJob>;

export const EXPORT_REPLIES: Replies = [
  [EXPORTS.create, exportJob],
  [EXPORTS.list, z.array(exportJob)],
  [EXPORTS.remove, z.null()],
];

/** Replies that are a file's bytes, not JSON: the endpoint and the file's media type. */
export const FILE_REPLIES: ReadonlyArray<readonly [Endpoint, string]> = [[EXPORTS.file, XLSX_TYPE]];
