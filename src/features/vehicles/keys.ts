import { keysOf } from '@/shared/query/keys';

/** The query keys of every read of this feature, under the domain 'fleet' that writes name (shared/query/writeEffects.ts). */
export const vehicleKeys = keysOf('fleet', [
  'trace',
  'repairFaults',
  'vehicle',
  'screeningResults',
  'list',
  'rides',
  'vehicleLogs',
  'deviceLogs',
  'tasks',
  'alarms',
  'repairs',
  'screeningMap',
  'query',
  'deviceStats',
  'analysis',
  'map',
  'mds',
]);
