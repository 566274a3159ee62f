import { keysOf } from '@/shared/query/keys';

/** The query keys of every read of this feature, under the domain 'config' that writes name (shared/query/writeEffects.ts). */
export const configKeys = keysOf('config', ['settings', 'messages', 'faults', 'templates']);
