import { keysOf } from '@/shared/query/keys';

/** The query keys of every read of this feature, under the domain 'reviews' that writes name (shared/query/writeEffects.ts). */
export const reviewKeys = keysOf('reviews', ['list']);
