import { z } from 'zod';
import { PRODUCTION_READS } from '@contract/endpoints/production';
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
import type { Replies } from './registry';
import { byKey, count, instant, pageOf } from './common';

/** A vehicle as it left the factory (bound to a fleet number once launched). */
const factoryVehicle = z.object({
  imei: z.string().regex(/^\d{15}$/),
  frameNo: z.string(),
  model: z.string(),
  batch: z.string(),
  producedAt: instant,
  vehicleNo: z.string().optional(),
  serviceAreaId: z.string().optional(),
  serviceAreaName: z.string().optional(),
  firmware: z.string(),
  voltageScheme: z.string(),
  voicePack: z.string(),
  importId: z.string().optional(),
}) satisfies z.ZodType<FactoryVehicle>;

const options = z.object({
  models: z.array(z.string()),
  firmwares: z.array(z.string()),
  voltageSchemes: z.array(z.string()),
  voicePacks: z.array(z.string()),
}) satisfies z.ZodType<ProductionOptions>;

const importRecord = z.object({
  id: z.string().min(1),
  fileName: z.string(),
  operator: z.string(),
  at: instant,
  imported: count,
  refused: count,
  problems: z.array(z.object({ row: z.number().int(), column: z.string(), reason: z.string() })),
}) satisfies z.ZodType<ImportRecord>;

const firmware = z.object({
  id: z.string().min(1),
  version: z.string(),
  model: z.string(),
  checksum: z.string().regex(/^[0-9a-f]{64}$/),
  fileName: z.string(),
  size: count,
  notes: z.string(),
  uploadedAt: instant,
  uploadedBy: z.string(),
}) satisfies z.ZodType<Firmware>;

const deviceState = z.enum(['pending', 'downloading', 'success', 'failed', 'cancelled']);

const upgradeTask = z.object({
  id: z.string().min(1),
  firmwareId: z.string(),
  version: z.string(),
  model: z.string(),
  targetKind: z.enum(['vehicles', 'model', 'area']),
  targetText: z.string(),
  total: count,
  counts: byKey(deviceState, count),
  progress: z.number().min(0).max(100),
  status: z.enum(['running', 'finished', 'cancelled']),
  createdAt: instant,
  createdBy: z.string(),
}) satisfies z.ZodType<UpgradeTask>;

const upgradeDevice = z.object({
  vehicleNo: z.string(),
  imei: z.string(),
  state: deviceState,
  progress: z.number().min(0).max(100),
  error: z.string().optional(),
  attempts: count,
}) satisfies z.ZodType<UpgradeDevice>;

const voiceClip = z.object({
  fileName: z.string(),
  mime: z.string(),
  size: count,
  /** the clip itself, as a data: URL */
  dataUrl: z.string(),
  uploadedAt: instant,
});

const voicePack = z.object({
  id: z.string().min(1),
  name: z.string(),
  clips: z
    .object({
      unlock: voiceClip,
      lock: voiceClip,
      low_battery: voiceClip,
      out_of_area: voiceClip,
      no_parking: voiceClip,
      helmet: voiceClip,
    })
    .partial(),
  models: z.array(z.string()),
  serviceAreaIds: z.array(z.string()),
  serviceAreaNames: z.array(z.string()).optional(),
  updatedAt: instant,
  updatedBy: z.string(),
}) satisfies z.ZodType<VoicePack>;

const voltageScheme = z.object({
  id: z.string().min(1),
  name: z.string(),
  models: z.array(z.string()),
  points: z.array(z.object({ voltage: z.number(), percent: z.number().min(0).max(100) })),
  updatedAt: instant,
  updatedBy: z.string(),
}) satisfies z.ZodType<VoltageScheme>;

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
