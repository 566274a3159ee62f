import { QueryCache, QueryClient } from '@tanstack/react-query';
import { notify } from '@/shared/http/notify';
import { setLoadedQueryClient } from './current';
import { isTransient, retryDelay, shouldRetry } from './retry';

export interface QueryMeta extends Record<string, unknown> {
  /** a look-up: never announced, asked again until it answers */
  lookup?: boolean;
  /** the page shows its own failure: never announced */
  silent?: boolean;
}

/**
 * The one QueryClient of the app: all server state lives in it. Reads
 * retry by `ApiError.kind` (retry.ts); the last transient failure of a read is announced
 * once (the client stays quiet about the attempts, http/quiet.ts); errors that are not
 * transient were announced by the client already. A read is asked again when its page is
 * opened or its query changes, and after a write that changes its domain (refreshAfterWrite.ts,
 * wired in app/httpWiring.ts); a kept-alive tab shown again asks only for what a write changed
 * (useServerQuery).
 */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => {
      const meta = query.meta as QueryMeta | undefined;
      if (meta?.lookup || meta?.silent || !isTransient(error)) return;
      notify('error', '错误', error.message);
    },
  }),
  defaultOptions: {
    queries: {
      retry: (failures, error) => shouldRetry(failures, error),
      retryDelay,
      staleTime: 0,
      refetchOnWindowFocus: false,
      refetchIntervalInBackground: false,
    },
  },
});

setLoadedQueryClient(queryClient);
