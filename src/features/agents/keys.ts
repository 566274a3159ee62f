import { keysOf } from '@/shared/query/keys';

/** The query keys of every read of this feature, under the domain 'agents' that writes name (shared/query/writeEffects.ts). */
export const agentKeys = keysOf('agents', ['accounts', 'areas', 'roles', 'role', 'options', 'roleOptions', 'tree']);
