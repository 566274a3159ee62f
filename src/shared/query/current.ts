import type { QueryClient } from '@tanstack/react-query';

/**
 * The QueryClient once its module has loaded (with the first page that reads), without
 * loading it: the http wiring refreshes or drops server state only where there is some,
 * and the sign-in pages, which read nothing through it, do not carry its code.
 */
let current: QueryClient | undefined;

export const loadedQueryClient = (): QueryClient | undefined => current;

export function setLoadedQueryClient(c: QueryClient): void {
  current = c;
}
