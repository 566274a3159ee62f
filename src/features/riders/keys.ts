import { keysOf } from '@/shared/query/keys';

/** The query keys of every read of this feature, under the domain 'riders' that writes name (shared/query/writeEffects.ts). */
export const riderKeys = keysOf('riders', [
  'wallet',
  'detail',
  'rides',
  'coupons',
  'refunds',
  'tickets',
  'bans',
  'blacklist',
  'list',
]);
