import { pathOf } from '@contract/endpoint';
import { PRODUCTION_WRITES } from '@contract/actions';
import { http } from '@/shared/http/client';
import { toPage, type ListQuery, type Page } from '@/shared/http/page';
import type {
  FactoryVehicle,
  FactoryVehicleInput,
  ImportRecord,
  ImportRow,
  ProductionOptions,
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
    http.get<unknown>(pathOf(PRODUCTION_READS.vehicle), q, { signal }).then((d) => toPage<FactoryVehicle>(d)),
  vehicle: (imei: string, signal?: AbortSignal) =>
    http.get<FactoryVehicle>(pathOf(PRODUCTION_READS.vehicleDetail), { imei }, { signal }),
  saveVehicle: (v: FactoryVehicleInput) => http.put<FactoryVehicle>(pathOf(PRODUCTION_WRITES.vehicleUpdate), v),
  bind: (imei: string, vehicleNo: string) =>
    http.post<FactoryVehicle>(pathOf(PRODUCTION_WRITES.vehicleBind), { imei, vehicleNo }),
  unbind: (imei: string) => http.post<FactoryVehicle>(pathOf(PRODUCTION_WRITES.vehicleUnbind), { imei }),
  options: (signal?: AbortSignal) =>
    http.get<ProductionOptions>(pathOf(PRODUCTION_READS.options), undefined, { signal }),
  checkImport: (rows: ImportRow[]) =>
    http.post<{ problems: RowProblem[] }>(pathOf(PRODUCTION_WRITES.importCheck), { rows }),
  stageImport: (rows: ImportRow[], uploadId?: string) =>
    http.post<{ uploadId: string; staged: number; problems: RowProblem[] }>(pathOf(PRODUCTION_WRITES.importStage), {
      uploadId,
      rows,
    }),
  discardImport: (uploadId: string) => http.post<null>(pathOf(PRODUCTION_WRITES.importDiscard), { uploadId }),
  commitImport: (uploadId: string, fileName: string, refused: RowProblem[]) =>
    http.post<ImportRecord>(pathOf(PRODUCTION_WRITES.importCommit), { uploadId, fileName, refused }),
  imports: (q: ListQuery, signal?: AbortSignal): Promise<Page<ImportRecord>> =>
    http.get<unknown>(pathOf(PRODUCTION_READS.importHistory), q, { signal }).then((d) => toPage<ImportRecord>(d)),
};

/** Voltage schemes (/production/voltage-scheme). */
export const schemeApi = {
  list: (q: ListQuery, signal?: AbortSignal): Promise<Page<VoltageScheme>> =>
    http.get<unknown>(pathOf(PRODUCTION_READS.voltageScheme), q, { signal }).then((d) => toPage<VoltageScheme>(d)),
  save: ({ id, ...rest }: VoltageSchemeInput) =>
    id
      ? http.put<VoltageScheme>(pathOf(PRODUCTION_WRITES.voltageSchemeUpdate), { id, ...rest })
      : http.post<VoltageScheme>(pathOf(PRODUCTION_WRITES.voltageSchemeCreate), rest),
  /** `updatedAt`: the version of the scheme the choice was made on */
  assign: (id: string, models: string[], updatedAt: string) =>
    http.post<VoltageScheme>(pathOf(PRODUCTION_WRITES.voltageSchemeAssign), { id, models, updatedAt }),
};

/** Fixed QR codes of the fleet's vehicles (/production/fixedCode). */
export const fixedCodeApi = {
  list: (q: ListQuery, signal?: AbortSignal): Promise<Page<FixedCode>> =>
    http.get<unknown>(pathOf(PRODUCTION_READS.fixedCode), q, { signal }).then((d) => toPage<FixedCode>(d)),
  generate: (vehicleNos: string[], regenerate = false) =>
    http.post<{ generated: number }>(pathOf(PRODUCTION_WRITES.fixedCodeGenerate), { vehicleNos, regenerate }),
  generateRange: (from: number, to: number) =>
    http.post<{ generated: number }>(pathOf(PRODUCTION_WRITES.fixedCodeGenerate), { from, to }),
};

/** Voice packs (/production/voice-customization). */
export const voiceApi = {
  list: (q: ListQuery, signal?: AbortSignal): Promise<Page<VoicePack>> =>
    http.get<unknown>(pathOf(PRODUCTION_READS.voicePack), q, { signal }).then((d) => toPage<VoicePack>(d)),
  save: ({ id, updatedAt, name }: { id?: string; updatedAt?: string; name: string }) =>
    id
      ? http.put<VoicePack>(pathOf(PRODUCTION_WRITES.voicePackUpdate), { id, updatedAt, name })
      : http.post<VoicePack>(pathOf(PRODUCTION_WRITES.voicePackCreate), { name }),
  upload: (id: string, event: VoiceEvent, fileName: string, dataUrl: string) =>
    http.post<VoicePack>(pathOf(PRODUCTION_WRITES.voicePackClip), { id, event, fileName, dataUrl }),
  /** `updatedAt`: the version of the pack the choice was made on */
  assign: (id: string, models: string[], serviceAreaIds: string[], updatedAt: string) =>
    http.post<VoicePack>(pathOf(PRODUCTION_WRITES.voicePackAssign), { id, models, serviceAreaIds, updatedAt }),
};

/** Firmware and upgrade tasks (/production/device-upgrade). */
export const upgradeApi = {
  firmwares: (q: ListQuery, signal?: AbortSignal): Promise<Page<Firmware>> =>
    http.get<unknown>(pathOf(PRODUCTION_READS.firmware), q, { signal }).then((d) => toPage<Firmware>(d)),
  uploadFirmware: (f: FirmwareInput) => http.post<Firmware>(pathOf(PRODUCTION_WRITES.firmwareUpload), f),
  tasks: (q: ListQuery, signal?: AbortSignal): Promise<Page<UpgradeTask>> =>
    http.get<unknown>(pathOf(PRODUCTION_READS.upgradeTask), q, { signal }).then((d) => toPage<UpgradeTask>(d)),
  devices: (q: ListQuery, signal?: AbortSignal): Promise<Page<UpgradeDevice>> =>
    http.get<unknown>(pathOf(PRODUCTION_READS.upgradeTaskDevices), q, { signal }).then((d) => toPage<UpgradeDevice>(d)),
  createTask: (t: UpgradeTaskInput) => http.post<UpgradeTask>(pathOf(PRODUCTION_WRITES.upgradeTaskCreate), t),
  retry: (id: string) => http.post<UpgradeTask>(pathOf(PRODUCTION_WRITES.upgradeTaskRetry), { id }),
  cancel: (id: string) => http.post<UpgradeTask>(pathOf(PRODUCTION_WRITES.upgradeTaskCancel), { id }),
};
