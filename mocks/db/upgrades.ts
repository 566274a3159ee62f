/**
 * Firmware and over-the-air upgrade tasks. A device's progress is not stored but derived
 * from the injectable clock: each device starts at its own time, downloads for its own
 * duration and may fail part-way (all from a hash of task, vehicle and attempt), so the
 * world moves as the clock does and tests move it with advanceClock().
 */
import { byVehicleNo, getFleet } from './fleet';
import { hash, lazy } from './lazy';
import { epoch } from './store';
import { isoAt } from './time';
import { productionStaffName } from './staff';
import { factoryIndex, FIRMWARES, getFactoryVehicles } from './factoryVehicles';
import { getVehicles, vehicleIndex } from './vehicles';
import {
  VEHICLE_MODELS,
  type DeviceState,
  type Firmware,
  type UpgradeDevice,
  type UpgradeTask,
} from '@contract/production';
import { now } from '../../src/shared/utils/clock';

const hex = (seed: string) =>
  Array.from({ length: 8 }, (_, i) => hash(`${seed}:${i}`).toString(16).padStart(8, '0')).join('');

export const getFirmwares = lazy((): Firmware[] => {
  const out: Firmware[] = [];
  FIRMWARES.forEach((version, i) =>
    VEHICLE_MODELS.forEach((model, j) =>
      out.push({
        id: `FW${String(out.length + 1).padStart(3, '0')}`,
        version,
        model,
        checksum: hex(`${version}${model}`),
        fileName: `xq-${model.slice(3, 5).toLowerCase()}-${version}.bin`,
        size: 1_800_000 + j * 120_000 + i * 40_000,
        notes: i === 2 ? '优化低电量提示与定位功耗' : '稳定性修复',
        uploadedAt: isoAt(epoch() - (120 - i * 40) * 86400000),
        uploadedBy: productionStaffName(),
      }),
    ),
  );
  return out.reverse();
});

/** A device of a task as stored: when its current attempt starts, how long it takes, where it fails. */
export interface DeviceRun {
  vehicleNo: string;
  imei: string;
  attempts: number;
  startAt: number;
  durationMs: number;
  /** percent at which this attempt fails, or null */
  failAt: number | null;
  cancelled: boolean;
}

/** A task as kept: what the list shows of it but its figures (made from its devices' runs when read). */
export interface StoredTask
  extends Pick<
    UpgradeTask,
    'id' | 'firmwareId' | 'version' | 'model' | 'targetKind' | 'targetText' | 'createdAt' | 'createdBy'
  > {
  cancelledAt?: string;
  devices: DeviceRun[];
  /** devices whose success was written to the fleet */
  applied: Set<string>;
}

const ERRORS = ['下载超时', '固件校验失败', '设备离线'];

/** The run of one attempt: waves of 20 devices 15 s apart, 40–120 s each, 12 % (then 5 %) failing. */
export function planRun(
  taskId: string,
  vehicleNo: string,
  index: number,
  attempts: number,
  from: number,
): Pick<DeviceRun, 'startAt' | 'durationMs' | 'failAt'> {
  const h = hash(`${taskId}:${vehicleNo}:${attempts}`);
  const fails = h % 100 < (attempts > 1 ? 5 : 12);
  return {
    startAt: from + (attempts > 1 ? 0 : Math.floor(index / 20) * 15000) + (h % 10) * 1000,
    durationMs: 40000 + (h % 81) * 1000,
    failAt: fails ? 10 + ((h >>> 8) % 80) : null,
  };
}

/** What a device shows at time `t`. */
export function deviceAt(d: DeviceRun, t = now()): UpgradeDevice {
  const base = { vehicleNo: d.vehicleNo, imei: d.imei, attempts: d.attempts };
  const state = (s: DeviceState, progress: number, error?: string): UpgradeDevice => ({
    ...base,
    state: s,
    progress,
    ...(error ? { error } : {}),
  });
  if (d.cancelled) return state('cancelled', 0);
  if (t < d.startAt) return state('pending', 0);
  const pct = ((t - d.startAt) / d.durationMs) * 100;
  if (d.failAt !== null && pct >= d.failAt) return state('failed', d.failAt, ERRORS[hash(d.vehicleNo) % ERRORS.length]);
  if (pct >= 100) return state('success', 100);
  return state('downloading', Math.floor(pct));
}

export function makeDevices(taskId: string, nos: readonly string[], from: number): DeviceRun[] {
  const fleet = byVehicleNo(getFleet());
  return nos.map((no, i) => ({
    vehicleNo: no,
    imei: fleet.get(no)?.imei ?? '',
    attempts: 1,
    cancelled: false,
    ...planRun(taskId, no, i, 1, from),
  }));
}

/** A finished task of three days ago and one started a minute ago (it moves with the clock). */
export const getUpgradeTasks = lazy((): StoredTask[] => {
  const fleet = getFleet();
  const fw = getFirmwares();
  const e5 = fw.find((f) => f.model === VEHICLE_MODELS[1] && f.version === FIRMWARES[2])!;
  const e3 = fw.find((f) => f.model === VEHICLE_MODELS[0] && f.version === FIRMWARES[2])!;
  const older = epoch() - 3 * 86400000;
  const started = now() - 60000;
  const nosOf = (model: string, skip: number, n: number) =>
    fleet
      .filter((v) => v.model === model)
      .slice(skip, skip + n)
      .map((v) => v.vehicleNo);
  const task = (id: string, f: Firmware, nos: string[], at: number, targetText: string): StoredTask => ({
    id,
    firmwareId: f.id,
    version: f.version,
    model: f.model,
    targetKind: 'vehicles',
    targetText,
    createdAt: isoAt(at),
    createdBy: productionStaffName(),
    devices: makeDevices(id, nos, at),
    applied: new Set(),
  });
  const a = nosOf(e3.model, 0, 30);
  const b = nosOf(e5.model, 0, 60);
  return [task('UT002', e5, b, started, `${b.length} 辆车`), task('UT001', e3, a, older, `${a.length} 辆车`)];
});

/** Writes a device's success to the fleet once: its vehicle and its factory record run the task's version. */
export function applySuccess(t: StoredTask, d: Pick<DeviceRun, 'vehicleNo' | 'imei'>): void {
  if (t.applied.has(d.vehicleNo)) return;
  t.applied.add(d.vehicleNo);
  const v = vehicleIndex().get(d.vehicleNo);
  if (v) v.firmware = t.version;
  const f = factoryIndex().get(d.imei);
  if (f) f.firmware = t.version;
}

/**
 * Brings the OTA tasks' successes up to `at`: what the fleet runs at a moment then does not
 * depend on whether someone read the task list before it (the journal's replay check settles
 * the page's world and the replayed one alike). Touches only what is built.
 */
export function settleUpgrades(at: number): void {
  if (!getUpgradeTasks.ready() || !getVehicles.ready() || !getFactoryVehicles.ready()) return;
  for (const t of getUpgradeTasks()) {
    for (const d of t.devices)
      if (!t.applied.has(d.vehicleNo) && deviceAt(d, at).state === 'success') applySuccess(t, d);
  }
}
