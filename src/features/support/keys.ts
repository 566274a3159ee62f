import { keysOf } from '@/shared/query/keys';

/** The query keys of every read of this feature, under the domain 'support' that writes name (shared/query/writeEffects.ts). */
export const supportKeys = keysOf('support', ['ticket', 'list']);
