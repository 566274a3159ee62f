import { keysOf } from '@/shared/query/keys';

/** The query keys of every read of this feature, under the domain 'orders' that writes name (shared/query/writeEffects.ts). */
export const orderKeys = keysOf('orders', ['track', 'detail', 'list', 'endQuote']);
