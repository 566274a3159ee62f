/**
 * Production data (/production, code 06): factory vehicles as they
 * leave the line (IMEI, frame, model, batch) that may be bound to a fleet vehicle number,
 * and their Excel import. The row check below is the one the browser runs on a file and
 * the embedded backend runs again on what it receives.
 */
import { isKeyOf } from './validators';

/** The vehicle models the factory builds (the fleet's models). */
export const VEHICLE_MODELS = ['XQ-E3 青春版', 'XQ-E5 标准版', 'XQ-E7 长续航版'] as const;

/** A vehicle as it left the factory, and what it carries. */
export interface FactoryVehicle {
  /** 15 digits */
  imei: string;
  frameNo: string;
  model: string;
  batch: string;
  producedAt: string;
  /** the fleet vehicle number it is bound to */
  vehicleNo?: string;
  serviceAreaId?: string;
  serviceAreaName?: string;
  firmware: string;
  voltageScheme: string;
  voicePack: string;
  /** the import that brought it, if any */
  importId?: string;
  /** the version: an edit carries the one it was made on, and a save over another is refused */
  updatedAt: string;
}

/** What the edit page saves. */
export interface FactoryVehicleInput {
  /** an edit: the version of the record it was made on */
  updatedAt?: string;
  imei: string;
  frameNo: string;
  model: string;
  batch: string;
  firmware: string;
  voltageScheme: string;
  voicePack: string;
}

/** What a vehicle may be given on the edit page. */
export interface ProductionOptions {
  models: string[];
  firmwares: string[];
  voltageSchemes: string[];
  voicePacks: string[];
}

export const BIND_STATES = { bound: '已绑定', unbound: '未绑定' } as const;

export const PRODUCTION_MSG = {
  imei: 'IMEI 须为 15 位数字',
  imeiRepeated: 'IMEI 在文件中重复',
  imeiTaken: 'IMEI 已存在于车辆库',
  frameNo: '车架号须为 6～20 位字母或数字',
  frameRepeated: '车架号在文件中重复',
  model: '未知车型',
  batchRequired: '请输入批次',
  batch: '批次须为 1～20 个字符',
  vehicleNo: '车辆编号须为 7 位数字',
  vehicleNoRepeated: '车辆编号在文件中重复',
  vehicleNoTaken: '车辆编号已被占用',
  area: '未知服务区',
  vehicleMissing: '出厂车辆不存在',
  tooLarge: '文件超过 10 MB，未导入',
  notSheet: '文件不是 Excel（.xlsx）或 CSV 表格，未导入',
  empty: '表格为空，未导入',
  header: '表头与模板不一致，未导入',
  noValidRows: '没有可导入的行',
  tooManyRows: '单次最多导入 20000 行',
} as const;

/** The template's columns, in order; the last two may be left blank. */
export const IMPORT_COLUMNS = [
  { key: 'imei', title: 'IMEI', required: true, note: '15 位数字，不可与车辆库或文件中其他行重复' },
  { key: 'frameNo', title: '车架号', required: true, note: '6～20 位字母或数字' },
  { key: 'model', title: '车型', required: true, note: `可选：${VEHICLE_MODELS.join('、')}` },
  { key: 'batch', title: '批次', required: true, note: '1～20 个字符，例如 2026-11-A' },
  { key: 'vehicleNo', title: '车辆编号', required: false, note: '选填，7 位数字，不可已被占用' },
  { key: 'serviceArea', title: '服务区', required: false, note: '选填，服务区名称，例如 西湖服务区' },
] as const;

export type ImportKey = (typeof IMPORT_COLUMNS)[number]['key'];
export const IMPORT_HEADER: readonly string[] = IMPORT_COLUMNS.map((c) => c.title);
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 20000;

/** One row of the sheet: its row number in the sheet (header is row 1) and its cells as text. */
export type ImportRow = { row: number } & Record<ImportKey, string>;

/** Why a row was refused: the sheet's row number, the column's title and the reason. */
export interface RowProblem {
  row: number;
  column: string;
  reason: string;
}

/** What the checker knows beyond the file (the browser knows less than the backend). */
export interface ImportContext {
  /** service-area name → id */
  areas: ReadonlyMap<string, string>;
  /** the IMEI is already in the fleet or among the factory vehicles */
  imeiTaken?: (imei: string) => boolean;
  /** the number belongs to another vehicle than `imei` */
  vehicleNoTaken?: (vehicleNo: string, imei: string) => boolean;
}

const IMEI = /^\d{15}$/;
const FRAME = /^[A-Za-z0-9]{6,20}$/;
const VEHICLE_NO = /^\d{7}$/;
const MODELS = new Set<string>(VEHICLE_MODELS);
const titleOf = (key: ImportKey) => IMPORT_COLUMNS.find((c) => c.key === key)!.title;

/** Whether a header row is the template's (cells trimmed, in order; extra blank cells allowed). */
export function headerMatches(header: readonly string[]): boolean {
  const cells = header.map((c) => c.trim());
  while (cells.length && !cells[cells.length - 1]) cells.pop();
  return cells.length === IMPORT_HEADER.length && cells.every((c, i) => c === IMPORT_HEADER[i]);
}

/** The sheet's data rows as ImportRows (blank rows skipped); `cells[0]` is the header. */
export function toImportRows(cells: readonly (readonly string[])[]): ImportRow[] {
  const out: ImportRow[] = [];
  for (let i = 1; i < cells.length; i++) {
    const c = cells[i];
    if (!c.some((v) => v.trim())) continue;
    const r = { row: i + 1 } as ImportRow;
    IMPORT_COLUMNS.forEach((col, j) => {
      r[col.key] = (c[j] ?? '').trim();
    });
    out.push(r);
  }
  return out;
}

/**
 * Checks every row; a row is refused with its first problem. IMEI, frame number and
 * vehicle number repeated in the file refuse the later rows. Linear in the rows.
 */
export function checkImportRows(
  rows: readonly ImportRow[],
  ctx: ImportContext,
): { valid: ImportRow[]; problems: RowProblem[] } {
  const valid: ImportRow[] = [];
  const problems: RowProblem[] = [];
  const seenImei = new Set<string>();
  const seenFrame = new Set<string>();
  const seenNo = new Set<string>();
  for (const r of rows) {
    const problem = ((): [ImportKey, string] | null => {
      if (!IMEI.test(r.imei)) return ['imei', PRODUCTION_MSG.imei];
      if (seenImei.has(r.imei)) return ['imei', PRODUCTION_MSG.imeiRepeated];
      if (ctx.imeiTaken?.(r.imei)) return ['imei', PRODUCTION_MSG.imeiTaken];
      if (!FRAME.test(r.frameNo)) return ['frameNo', PRODUCTION_MSG.frameNo];
      if (seenFrame.has(r.frameNo.toUpperCase())) return ['frameNo', PRODUCTION_MSG.frameRepeated];
      if (!MODELS.has(r.model)) return ['model', `${PRODUCTION_MSG.model}「${r.model}」`];
      if (!r.batch) return ['batch', PRODUCTION_MSG.batchRequired];
      if (r.batch.length > 20) return ['batch', PRODUCTION_MSG.batch];
      if (r.vehicleNo) {
        if (!VEHICLE_NO.test(r.vehicleNo)) return ['vehicleNo', PRODUCTION_MSG.vehicleNo];
        if (seenNo.has(r.vehicleNo)) return ['vehicleNo', PRODUCTION_MSG.vehicleNoRepeated];
        if (ctx.vehicleNoTaken?.(r.vehicleNo, r.imei)) return ['vehicleNo', PRODUCTION_MSG.vehicleNoTaken];
      }
      if (r.serviceArea && !ctx.areas.has(r.serviceArea))
        return ['serviceArea', `${PRODUCTION_MSG.area}「${r.serviceArea}」`];
      return null;
    })();
    if (IMEI.test(r.imei)) seenImei.add(r.imei);
    if (r.frameNo) seenFrame.add(r.frameNo.toUpperCase());
    if (r.vehicleNo) seenNo.add(r.vehicleNo);
    if (problem) problems.push({ row: r.row, column: titleOf(problem[0]), reason: problem[1] });
    else valid.push(r);
  }
  return { valid, problems };
}

/** One import of a file: who, when, what came in and what was refused. */
export interface ImportRecord {
  id: string;
  fileName: string;
  operator: string;
  at: string;
  imported: number;
  refused: number;
  problems: RowProblem[];
}

/** Whether a vehicle number has the fleet's format (bind dialog, edit page). */
export const isVehicleNo = (v: string): boolean => VEHICLE_NO.test(v);

/** One point of a voltage scheme: pack voltage (V, one decimal) → battery percent. */
export interface VoltagePoint {
  voltage: number;
  percent: number;
}

/** How a battery model's pack voltage reads as a battery percent; assigned to vehicle models. */
export interface VoltageScheme {
  id: string;
  name: string;
  /** vehicle models using it (a model uses one scheme) */
  models: string[];
  /** by rising voltage, from 0 % to 100 % */
  points: VoltagePoint[];
  updatedAt: string;
  updatedBy: string;
}

export interface VoltageSchemeInput {
  /** an edit: the version of the record it was made on */
  updatedAt?: string;
  id?: string;
  name: string;
  points: VoltagePoint[];
}

export const VOLTAGE_LIMITS = { min: 20, max: 100, points: 12 } as const;

/** Why a curve is refused (null when it is fine): range, count, monotony, 0 % and 100 % ends. */
export function schemeProblem(points: readonly VoltagePoint[]): string | null {
  if (points.length < 2) return '至少需要 2 个点';
  if (points.length > VOLTAGE_LIMITS.points) return `最多 ${VOLTAGE_LIMITS.points} 个点`;
  for (let i = 0; i < points.length; i++) {
    const { voltage, percent } = points[i];
    if (
      typeof voltage !== 'number' ||
      !Number.isFinite(voltage) ||
      voltage < VOLTAGE_LIMITS.min ||
      voltage > VOLTAGE_LIMITS.max
    ) {
      return `第 ${i + 1} 点：电压须在 ${VOLTAGE_LIMITS.min}～${VOLTAGE_LIMITS.max} V 之间`;
    }
    if (typeof percent !== 'number' || !Number.isInteger(percent) || percent < 0 || percent > 100)
      return `第 ${i + 1} 点：电量须为 0～100 的整数`;
    if (i > 0 && voltage <= points[i - 1].voltage) return `第 ${i + 1} 点：电压须高于上一点（曲线须单调）`;
    if (i > 0 && percent <= points[i - 1].percent) return `第 ${i + 1} 点：电量须高于上一点（曲线须单调）`;
  }
  if (points[0].percent !== 0 || points[points.length - 1].percent !== 100) return '曲线须从 0% 开始、到 100% 结束';
  return null;
}

/** The battery percent a scheme gives a voltage (linear between points, 0 below, 100 above). */
export function percentAt(points: readonly VoltagePoint[], voltage: number): number {
  if (!points.length) return 0;
  if (voltage <= points[0].voltage) return points[0].percent;
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1];
    const b = points[i];
    if (voltage <= b.voltage)
      return Math.round(a.percent + ((voltage - a.voltage) / (b.voltage - a.voltage)) * (b.percent - a.percent));
  }
  return points[points.length - 1].percent;
}

/** The voltage at which a scheme gives `percent` (the inverse of percentAt, linear between points). */
export function voltageAt(points: readonly VoltagePoint[], percent: number): number {
  if (!points.length) return 0;
  if (percent <= points[0].percent) return points[0].voltage;
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1];
    const b = points[i];
    if (percent <= b.percent)
      return a.voltage + ((percent - a.percent) / (b.percent - a.percent)) * (b.voltage - a.voltage);
  }
  return points[points.length - 1].voltage;
}

/** The site types that have fixed QR codes on their vehicles (campus parking without docks). */
export const FIXED_CODE_SITE_TYPES = ['campus', 'fixedCode'] as const;

/** A fleet vehicle and its printed QR code (none until generated). */
export interface FixedCode {
  vehicleNo: string;
  model: string;
  serviceAreaName: string;
  /** e.g. FC8K2M4Q7TZ3: FC and 10 characters without look-alikes (no 0/O, 1/I/L) */
  code?: string;
  /** what the QR code holds */
  url?: string;
  generatedAt?: string;
}

export const FIXED_CODE_MAX_BATCH = 500;

/** What a QR code of a vehicle opens (the rider app's scan page). */
export const fixedCodeUrl = (code: string): string => `https://m.ebike.example/scan?c=${code}`;

/** What a vehicle says, by event. */
export const VOICE_EVENTS = {
  unlock: '开锁成功',
  lock: '关锁还车',
  low_battery: '电量低',
  out_of_area: '超出服务区',
  no_parking: '禁停区域',
  helmet: '请佩戴头盔',
} as const;
export type VoiceEvent = keyof typeof VOICE_EVENTS;

/** One recorded clip: the file as uploaded, kept as a data URL (played in the page). */
export interface VoiceClip {
  fileName: string;
  mime: string;
  size: number;
  dataUrl: string;
  uploadedAt: string;
}

export interface VoicePack {
  id: string;
  name: string;
  clips: Partial<Record<VoiceEvent, VoiceClip>>;
  models: string[];
  serviceAreaIds: string[];
  serviceAreaNames?: string[];
  updatedAt: string;
  updatedBy: string;
}

export const VOICE_MAX_BYTES = 1024 * 1024;
export const VOICE_MIMES: Record<string, string> = { mp3: 'audio/mpeg', wav: 'audio/wav' };

/** Why an audio file is refused (null when it is fine): mp3 or wav, at most 1 MB. */
export function voiceFileProblem(fileName: string, size: number): string | null {
  const ext = fileName.toLowerCase().split('.').pop() ?? '';
  if (!isKeyOf(VOICE_MIMES, ext)) return '音频须为 mp3 或 wav 格式';
  if (size > VOICE_MAX_BYTES) return '音频不能超过 1 MB';
  if (size === 0) return '音频文件为空';
  return null;
}

/** A firmware build for one vehicle model. */
export interface Firmware {
  id: string;
  /** v3.4.0 */
  version: string;
  model: string;
  /** SHA-256 of the file, 64 hex digits */
  checksum: string;
  fileName: string;
  size: number;
  notes: string;
  uploadedAt: string;
  uploadedBy: string;
}

export interface FirmwareInput {
  version: string;
  model: string;
  checksum: string;
  fileName: string;
  size: number;
  notes?: string;
}

export const FIRMWARE_MAX_BYTES = 32 * 1024 * 1024;
export const FIRMWARE_VERSION = /^v\d{1,2}\.\d{1,2}\.\d{1,3}$/;
export const CHECKSUM = /^[0-9a-f]{64}$/;

/** Why a firmware is refused (null when it is fine). */
export function firmwareProblem(f: FirmwareInput): string | null {
  if (!FIRMWARE_VERSION.test(f.version)) return '版本号格式为 v主.次.修订，例如 v3.4.0';
  if (!(VEHICLE_MODELS as readonly string[]).includes(f.model)) return `${PRODUCTION_MSG.model}「${f.model}」`;
  if (!CHECKSUM.test(f.checksum)) return '校验值须为 64 位小写十六进制（SHA-256）';
  if (!/\.(bin|hex|img)$/i.test(f.fileName)) return '固件文件须为 .bin、.hex 或 .img';
  if (!(f.size > 0) || f.size > FIRMWARE_MAX_BYTES) return '固件文件须在 32 MB 以内且不为空';
  return null;
}

export const UPGRADE_TARGETS = { vehicles: '指定车辆', model: '按车型', area: '按服务区' } as const;
export type UpgradeTargetKind = keyof typeof UPGRADE_TARGETS;

export const DEVICE_STATES = {
  pending: { label: '待升级', color: 'default' },
  downloading: { label: '升级中', color: 'processing' },
  success: { label: '成功', color: 'success' },
  failed: { label: '失败', color: 'error' },
  cancelled: { label: '已取消', color: 'warning' },
} as const;
export type DeviceState = keyof typeof DEVICE_STATES;

/** One device of an upgrade task. */
export interface UpgradeDevice {
  vehicleNo: string;
  imei: string;
  state: DeviceState;
  /** 0-100 */
  progress: number;
  error?: string;
  attempts: number;
}

export type UpgradeCounts = Record<DeviceState, number>;

export interface UpgradeTask {
  id: string;
  firmwareId: string;
  version: string;
  model: string;
  targetKind: UpgradeTargetKind;
  /** what was targeted, as text (numbers, the model, the area) */
  targetText: string;
  total: number;
  counts: UpgradeCounts;
  /** finished share, 0-100 */
  progress: number;
  status: 'running' | 'finished' | 'cancelled';
  createdAt: string;
  createdBy: string;
}

export interface UpgradeTaskInput {
  firmwareId: string;
  targetKind: UpgradeTargetKind;
  vehicleNos?: string[];
  serviceAreaId?: string;
}
