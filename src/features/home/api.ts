import { callEndpoint } from '@/shared/http/endpoint';
import type { OperatorLogRow } from '@contract/logs';
import { toPage, type Page } from '@/shared/http/page';
import { LOG_READS } from '@contract/endpoints/logs';
import { LOGIN_ACTION } from '@contract/labels/logs';

export { LOGIN_ACTION };

/**
 * The /log home's calls: the operator's own log (the console's calls
 * GET /platform/aliyunlog/userlogs), newest first. Silent: the page shows its
 * own error state with a retry.
 */
export const homeApi = {
  recentOperations: (opManId: string, signal?: AbortSignal, pageSize = 10): Promise<Page<OperatorLogRow>> =>
    callEndpoint(LOG_READS.aliyunlogUserlogs, { input: { opManId, page: 1, pageSize } }, { signal, silent: true }).then(
      (d) => toPage<OperatorLogRow>(d),
    ),

  /** The two latest sign-ins: this one and the one before. */
  recentLogins: (opManId: string, signal?: AbortSignal): Promise<Page<OperatorLogRow>> =>
    callEndpoint(
      LOG_READS.aliyunlogUserlogs,
      { input: { opManId, action: LOGIN_ACTION, page: 1, pageSize: 2 } },
      { signal, silent: true },
    ).then((d) => toPage<OperatorLogRow>(d)),
};
