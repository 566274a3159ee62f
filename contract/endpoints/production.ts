import { read, type Rows } from '@contract/endpoint';
import type {
  FactoryVehicle,
  Firmware,
  FixedCode,
  ImportRecord,
  ProductionOptions,
  UpgradeDevice,
  UpgradeTask,
  VoicePack,
  VoltageScheme,
} from '@contract/production';

/** Production reads: factory vehicles, their options and imports, voltage schemes, voice packs, fixed codes, firmware and upgrade tasks. */
export const PRODUCTION_READS = {
  fixedCode: read<Rows<FixedCode>>('/platform/production/fixed-code', ['06']),
  vehicle: read<Rows<FactoryVehicle>>('/platform/production/vehicle', ['06']),
  vehicleDetail: read<FactoryVehicle>('/platform/production/vehicle/detail', ['06']),
  options: read<ProductionOptions>('/platform/production/options', ['06']),
  importHistory: read<Rows<ImportRecord>>('/platform/production/import/history', ['06']),
  firmware: read<Rows<Firmware>>('/platform/production/firmware', ['06']),
  upgradeTask: read<Rows<UpgradeTask>>('/platform/production/upgrade-task', ['06']),
  upgradeTaskDevices: read<Rows<UpgradeDevice>>('/platform/production/upgrade-task/devices', ['06']),
  voicePack: read<Rows<VoicePack>>('/platform/production/voice-pack', ['06']),
  voltageScheme: read<Rows<VoltageScheme>>('/platform/production/voltage-scheme', ['06']),
} as const;
