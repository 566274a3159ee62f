import { read } from '@contract/endpoint';

/** Production reads: factory vehicles, their options and imports, voltage schemes, voice packs, fixed codes, firmware and upgrade tasks. */
export const PRODUCTION_READS = {
  fixedCode: read('/platform/production/fixed-code', ['06']),
  vehicle: read('/platform/production/vehicle', ['06']),
  vehicleDetail: read('/platform/production/vehicle/detail', ['06']),
  options: read('/platform/production/options', ['06']),
  importHistory: read('/platform/production/import/history', ['06']),
  firmware: read('/platform/production/firmware', ['06']),
  upgradeTask: read('/platform/production/upgrade-task', ['06']),
  upgradeTaskDevices: read('/platform/production/upgrade-task/devices', ['06']),
  voicePack: read('/platform/production/voice-pack', ['06']),
  voltageScheme: read('/platform/production/voltage-scheme', ['06']),
} as const;
