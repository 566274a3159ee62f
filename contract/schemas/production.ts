import { z } from 'zod';
import { PRODUCTION_READS } from '@contract/endpoints/production';
import type { FixedCode, ProductionOptions, UpgradeDevice } from '@contract/production';
import type { Replies } from './registry';
import { count, instant, pageOf } from './common';
// a list shows the records its writes answer: one schema each (./actions/production)
import {
  deviceState,
  factoryVehicle,
  firmware,
  importRecord,
  upgradeTask,
  voicePack,
  voltageScheme,
} from './actions/production';

const options = z.object({
  models: z.array(z.string()),
  firmwares: z.array(z.string()),
  voltageSchemes: z.array(z.string()),
  voicePacks: z.array(z.string()),
}) satisfies z.ZodType<ProductionOptions>;

const upgradeDevice = z.object({
  vehicleNo: z.string(),
  imei: z.string(),
  state: deviceState,
  progress: z.number().min(0).max(100),
  error: z.string().optional(),
  attempts: count,
}) satisfies z.ZodType<UpgradeDevice>;

const fixedCode = z.object({
  vehicleNo: z.string(),
  model: z.string(),
  serviceAreaName: z.string(),
  code: z.string().optional(),
  url: z.string().optional(),
  generatedAt: instant.optional(),
}) satisfies z.ZodType<FixedCode>;

export const PRODUCTION_REPLIES: Replies = [
  [PRODUCTION_READS.fixedCode, pageOf(fixedCode)],
  [PRODUCTION_READS.vehicle, pageOf(factoryVehicle)],
  [PRODUCTION_READS.vehicleDetail, factoryVehicle],
  [PRODUCTION_READS.options, options],
  [PRODUCTION_READS.importHistory, pageOf(importRecord)],
  [PRODUCTION_READS.firmware, pageOf(firmware)],
  [PRODUCTION_READS.upgradeTask, pageOf(upgradeTask)],
  [PRODUCTION_READS.upgradeTaskDevices, pageOf(upgradeDevice)],
  [PRODUCTION_READS.voicePack, pageOf(voicePack)],
  [PRODUCTION_READS.voltageScheme, pageOf(voltageScheme)],
];
