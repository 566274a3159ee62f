import { keysOf } from '@/shared/query/keys';

/** The query keys of every read of this feature, under the domain 'logs' that writes name (shared/query/writeEffects.ts). */
export const logKeys = keysOf('logs', ['vehicleLogs', 'operatorLogs', 'deviceLogs']);
