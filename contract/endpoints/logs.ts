import { openRead } from '@contract/endpoint';

/** The operator log (another operator's lines need 1404, checked by the handler). */
export const LOG_READS = {
  aliyunlogUserlogs: openRead('/platform/aliyunlog/userlogs', 'signed-in'),
} as const;
