import { keysOf } from '@/shared/query/keys';

/** The query keys of every read of this feature, under the domain 'production' that writes name (shared/query/writeEffects.ts). */
export const productionKeys = keysOf('production', [
  'firmwareOptions',
  'upgradeDevices',
  'upgradeTasks',
  'firmwares',
  'voicePack',
  'voicePacks',
  'options',
  'vehicle',
  'voltageSchemes',
  'fixedCodes',
  'vehicles',
  'imports',
]);
