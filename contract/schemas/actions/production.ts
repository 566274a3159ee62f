import { z } from 'zod';
import { PRODUCTION_WRITES } from '@contract/actions';
import {
  DEVICE_STATES,
  UPGRADE_TARGETS,
  VOICE_EVENTS,
  type FactoryVehicle,
  type Firmware,
  type ImportRecord,
  type RowProblem,
  type UpgradeTask,
  type VoicePack,
  type VoltageScheme,
} from '@contract/production';
import { replyFor, repliesFor, type Replies } from '../registry';
import { byKey, count, instant, keysOf, sameType } from '../common';
import { id, ids } from './shared';

/** A vehicle as it left the factory (bound to a fleet number once launched). */
export const factoryVehicle = z.object({
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
  updatedAt: instant,
});
sameType<z.infer<typeof factoryVehicle>, FactoryVehicle>(true);

export const rowProblem = z.object({ row: z.number().int().positive(), column: z.string(), reason: z.string() });
sameType<z.infer<typeof rowProblem>, RowProblem>(true);

export const importRecord = z.object({
  id,
  fileName: z.string(),
  operator: z.string(),
  at: instant,
  imported: count,
  refused: count,
  problems: z.array(rowProblem),
});
sameType<z.infer<typeof importRecord>, ImportRecord>(true);

export const voltageScheme = z.object({
  id,
  name: z.string(),
  models: ids,
  points: z.array(z.object({ voltage: z.number(), percent: z.number().int().min(0).max(100) })),
  updatedAt: instant,
  updatedBy: z.string(),
});
sameType<z.infer<typeof voltageScheme>, VoltageScheme>(true);

const voiceClip = z.object({
  fileName: z.string(),
  mime: z.string(),
  size: count,
  /** the clip itself, as a data: URL */
  dataUrl: z.string(),
  uploadedAt: instant,
});

export const voicePack = z.object({
  id,
  name: z.string(),
  clips: z.partialRecord(keysOf(VOICE_EVENTS), voiceClip),
  models: ids,
  serviceAreaIds: ids,
  serviceAreaNames: z.array(z.string()).optional(),
  updatedAt: instant,
  updatedBy: z.string(),
});
sameType<z.infer<typeof voicePack>, VoicePack>(true);

export const firmware = z.object({
  id,
  version: z.string(),
  model: z.string(),
  checksum: z.string().regex(/^[0-9a-f]{64}$/),
  fileName: z.string(),
  size: count,
  notes: z.string(),
  uploadedAt: instant,
  uploadedBy: z.string(),
});
sameType<z.infer<typeof firmware>, Firmware>(true);

export const deviceState = keysOf(DEVICE_STATES);

export const upgradeTask = z.object({
  id,
  firmwareId: z.string(),
  version: z.string(),
  model: z.string(),
  targetKind: keysOf(UPGRADE_TARGETS),
  targetText: z.string(),
  total: count,
  counts: byKey(deviceState, count),
  progress: z.number().min(0).max(100),
  status: z.enum(['running', 'finished', 'cancelled']),
  createdAt: instant,
  createdBy: z.string(),
});
sameType<z.infer<typeof upgradeTask>, UpgradeTask>(true);

/** Production: factory vehicles and their import, voltage schemes, fixed codes, voice packs, firmware. */
export const PRODUCTION_WRITE_REPLIES: Replies = [
  replyFor(PRODUCTION_WRITES.vehicleUpdate, factoryVehicle),
  replyFor(PRODUCTION_WRITES.vehicleBind, factoryVehicle.extend({ vehicleNo: z.string().min(1) })),
  replyFor(PRODUCTION_WRITES.vehicleUnbind, factoryVehicle),
  replyFor(PRODUCTION_WRITES.importCheck, z.object({ problems: z.array(rowProblem) })),
  replyFor(PRODUCTION_WRITES.importStage, z.object({ uploadId: id, staged: count, problems: z.array(rowProblem) })),
  replyFor(PRODUCTION_WRITES.importDiscard, z.null()),
  replyFor(PRODUCTION_WRITES.importCommit, importRecord),
  ...repliesFor(
    [
      PRODUCTION_WRITES.voltageSchemeCreate,
      PRODUCTION_WRITES.voltageSchemeUpdate,
      PRODUCTION_WRITES.voltageSchemeAssign,
    ],
    voltageScheme,
  ),
  replyFor(PRODUCTION_WRITES.fixedCodeGenerate, z.object({ generated: count })),
  ...repliesFor(
    [
      PRODUCTION_WRITES.voicePackCreate,
      PRODUCTION_WRITES.voicePackUpdate,
      PRODUCTION_WRITES.voicePackClip,
      PRODUCTION_WRITES.voicePackAssign,
    ],
    voicePack,
  ),
  replyFor(PRODUCTION_WRITES.firmwareUpload, firmware),
  ...repliesFor(
    [PRODUCTION_WRITES.upgradeTaskCreate, PRODUCTION_WRITES.upgradeTaskRetry, PRODUCTION_WRITES.upgradeTaskCancel],
    upgradeTask,
  ),
];
