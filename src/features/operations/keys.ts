import { keysOf } from '@/shared/query/keys';

/** The query keys of every read of this feature, under the domain 'tasks' that writes name (shared/query/writeEffects.ts). */
export const operationKeys = keysOf('tasks', [
  'staff',
  'taskStats',
  'areaStaff',
  'inspections',
  'stations',
  'tasks',
  'vehicleStats',
]);
