import { openRead } from '@contract/endpoint';

/** What signing in reads before a session exists (the user service). */
export const SIGN_IN_READS = {
  users: openRead<{ objectId: string }>('/users', 'sign-in', 'user'),
} as const;
