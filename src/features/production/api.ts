import { callEndpoint } from '@/shared/http/endpoint';
import { PRODUCTION_WRITES } from '@contract/actions';
import { toPage, type ListQuery, type Page } from '@/shared/http/page';
import type {
  FactoryVehicle,
  FactoryVehicleInput,
  ImportRecord,
  ImportRow,
  RowProblem,
  VoltageScheme,
  VoltageSchemeInput,
  FixedCode,
  VoiceEvent,
  VoicePack,
  Firmware,
  FirmwareInput,
  UpgradeDevice,
  UpgradeTask,
  UpgradeTaskInput,
} from '@contract/production';
import { PRODUCTION_READS } from '@contract/endpoints/production';
import { registerReplies } from '@/shared/http/replyCheck';
import { PRODUCTION_REPLIES } from '@contract/schemas/production';
import { PRODUCTION_WRITE_REPLIES } from '@contract/schemas/actions/production';

// the reply schemas of what this module calls: they load with the page, and its replies are checked (replyCheck.ts)
registerReplies([...PRODUCTION_REPLIES, ...PRODUCTION_WRITE_REPLIES]);

/** Production data (06): factory vehicles, their binding to fleet numbers, and the Excel import. */
export const productionApi = {
  vehicles: (q: ListQuery, signal?: AbortSignal): Promise<Page<FactoryVehicle>> =>
    callEndpoint(PRODUCTION_READS.vehicle, { input: q }, { signal }).then((d) => toPage<FactoryVehicle>(d)),
  vehicle: (imei: string, signal?: AbortSignal) =>
    callEndpoint(PRODUCTION_READS.vehicleDetail, { input: { imei } }, { signal }),
  saveVehicle: (v: FactoryVehicleInput) => callEndpoint(PRODUCTION_WRITES.vehicleUpdate, { input: v }),
  bind: (imei: string, vehicleNo: string) =>
    callEndpoint(PRODUCTION_WRITES.vehicleBind, { input: { imei, vehicleNo } }),
  unbind: (imei: string) => callEndpoint(PRODUCTION_WRITES.vehicleUnbind, { input: { imei } }),
  options: (signal?: AbortSignal) => callEndpoint(PRODUCTION_READS.options, {}, { signal }),
  checkImport: (rows: ImportRow[]) => callEndpoint(PRODUCTION_WRITES.importCheck, { input: { rows } }),
  stageImport: (rows: ImportRow[], uploadId?: string) =>
    callEndpoint(PRODUCTION_WRITES.importStage, {
      input: {
        uploadId,
        rows,
      },
    }),
  discardImport: (uploadId: string) => callEndpoint(PRODUCTION_WRITES.importDiscard, { input: { uploadId } }),
  commitImport: (uploadId: string, fileName: string, refused: RowProblem[]) =>
    callEndpoint(PRODUCTION_WRITES.importCommit, { input: { uploadId, fileName, refused } }),
  imports: (q: ListQuery, signal?: AbortSignal): Promise<Page<ImportRecord>> =>
    callEndpoint(PRODUCTION_READS.importHistory, { input: q }, { signal }).then((d) => toPage<ImportRecord>(d)),
};

/** Voltage schemes (/production/voltage-scheme). */
export const schemeApi = {
  list: (q: ListQuery, signal?: AbortSignal): Promise<Page<VoltageScheme>> =>
    callEndpoint(PRODUCTION_READS.voltageScheme, { input: q }, { signal }).then((d) => toPage<VoltageScheme>(d)),
  save: ({ id, ...rest }: VoltageSchemeInput) =>
    id
      ? callEndpoint(PRODUCTION_WRITES.voltageSchemeUpdate, { input: { id, ...rest } })
      : callEndpoint(PRODUCTION_WRITES.voltageSchemeCreate, { input: rest }),
  /** `updatedAt`: the version of the scheme the choice was made on */
  assign: (id: string, models: string[], updatedAt: string) =>
    callEndpoint(PRODUCTION_WRITES.voltageSchemeAssign, { input: { id, models, updatedAt } }),
};

/** Fixed QR codes of the fleet's vehicles (/production/fixedCode). */
export const fixedCodeApi = {
  list: (q: ListQuery, signal?: AbortSignal): Promise<Page<FixedCode>> =>
    callEndpoint(PRODUCTION_READS.fixedCode, { input: q }, { signal }).then((d) => toPage<FixedCode>(d)),
  generate: (vehicleNos: string[], regenerate = false) =>
    callEndpoint(PRODUCTION_WRITES.fixedCodeGenerate, { input: { vehicleNos, regenerate } }),
  generateRange: (from: number, to: number) =>
    callEndpoint(PRODUCTION_WRITES.fixedCodeGenerate, { input: { from, to } }),
};

/** Voice packs (/production/voice-customization). */
export const voiceApi = {
  list: (q: ListQuery, signal?: AbortSignal): Promise<Page<VoicePack>> =>
    callEndpoint(PRODUCTION_READS.voicePack, { input: q }, { signal }).then((d) => toPage<VoicePack>(d)),
  save: ({ id, updatedAt, name }: { id?: string; updatedAt?: string; name: string }) =>
    id
      ? callEndpoint(PRODUCTION_WRITES.voicePackUpdate, { input: { id, updatedAt, name } })
      : callEndpoint(PRODUCTION_WRITES.voicePackCreate, { input: { name } }),
  upload: (id: string, event: VoiceEvent, fileName: string, dataUrl: string) =>
    callEndpoint(PRODUCTION_WRITES.voicePackClip, { input: { id, event, fileName, dataUrl } }),
  /** `updatedAt`: the version of the pack the choice was made on */
  assign: (id: string, models: string[], serviceAreaIds: string[], updatedAt: string) =>
    callEndpoint(PRODUCTION_WRITES.voicePackAssign, { input: { id, models, serviceAreaIds, updatedAt } }),
};

/** Firmware and upgrade tasks (/production/device-upgrade). */
export const upgradeApi = {
  firmwares: (q: ListQuery, signal?: AbortSignal): Promise<Page<Firmware>> =>
    callEndpoint(PRODUCTION_READS.firmware, { input: q }, { signal }).then((d) => toPage<Firmware>(d)),
  uploadFirmware: (f: FirmwareInput) => callEndpoint(PRODUCTION_WRITES.firmwareUpload, { input: f }),
  tasks: (q: ListQuery, signal?: AbortSignal): Promise<Page<UpgradeTask>> =>
    callEndpoint(PRODUCTION_READS.upgradeTask, { input: q }, { signal }).then((d) => toPage<UpgradeTask>(d)),
  devices: (q: ListQuery, signal?: AbortSignal): Promise<Page<UpgradeDevice>> =>
    callEndpoint(PRODUCTION_READS.upgradeTaskDevices, { input: q }, { signal }).then((d) => toPage<UpgradeDevice>(d)),
  createTask: (t: UpgradeTaskInput) => callEndpoint(PRODUCTION_WRITES.upgradeTaskCreate, { input: t }),
  retry: (id: string) => callEndpoint(PRODUCTION_WRITES.upgradeTaskRetry, { input: { id } }),
  cancel: (id: string) => callEndpoint(PRODUCTION_WRITES.upgradeTaskCancel, { input: { id } }),
};
