import { keysOf } from '@/shared/query/keys';

/** The query keys of every read of this feature, under the domain 'reports' that writes name (shared/query/writeEffects.ts). */
export const dashboardKeys = keysOf('reports', ['overview']);
