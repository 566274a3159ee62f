import { logApi } from '@/shared/api/logs';
import { callEndpoint } from '@/shared/http/endpoint';
import { toPage, type ListQuery, type Page } from '@/shared/http/page';
import type { OperatorLogRow } from '@contract/logs';
import { LOG_READS } from '@contract/endpoints/logs';
import { registerReplies } from '@/shared/http/replyCheck';
import { LOG_REPLIES } from '@contract/schemas/logs';

// the reply schemas of what this module calls: they load with the page, and its replies are checked (replyCheck.ts)
registerReplies(LOG_REPLIES);

/** The operation-log screens' calls (screens and routes 操作日志, code 14). */
export const logsApi = {
  ...logApi,
  /** GET /platform/aliyunlog/userlogs: every operator's entries (needs 1404). */
  operatorLogs: (q: ListQuery, signal?: AbortSignal): Promise<Page<OperatorLogRow>> =>
    callEndpoint(LOG_READS.aliyunlogUserlogs, { input: q }, { signal }).then((d) => toPage<OperatorLogRow>(d)),
};
