import { createRng } from '../lib/rng';
import { lazy, sequence } from './lazy';
import { seedTasks } from './opsTasks';
import { worldSeed } from './store';
import { isoAt } from './time';
import type { DeviceLog, VehicleLog } from '@contract/logs';
import type { OpsTaskRecord as OpsTask } from '@contract/tasks';
import { vehiclesAsBuilt } from './vehicles';
import { nowIso } from '../../src/shared/utils/clock';

interface Logs {
  /** the vehicles' log since the world was built (the seeded part is derived: vehicleHistory.ts) */
  vehicle: VehicleLog[];
  /** the devices' command log since the world was built (the seeded part is derived: vehicleHistory.ts) */
  device: DeviceLog[];
  tasks: OpsTask[];
}

/**
 * Vehicle and device logs since the world was built (newest first) and operation tasks; live
 * actions add to them. The tasks read the vehicles' number and area only: as built (the living
 * world's first battery swap makes them, before the fleet's written parts, mocks/db/fleet.ts).
 */
export const getVehicleLogs = lazy(
  (): Logs => ({ vehicle: [], device: [], tasks: seedTasks(createRng(worldSeed() + 8), vehiclesAsBuilt()) }),
);

/** Log numbers, from the world's own sequence (a replayed journal makes the same ones). */
const nextSeq = sequence();
/** `at`: when it happened (the living world's own events: their minute, not the call that brought the world up to the clock). */
export function addVehicleLog(e: Omit<VehicleLog, 'id' | 'at'>, at?: number): VehicleLog {
  const log = { ...e, id: `VLX${nextSeq()}`, at: at === undefined ? nowIso() : isoAt(at) };
  getVehicleLogs().vehicle.unshift(log);
  return log;
}

export function addDeviceLog(e: Omit<DeviceLog, 'id' | 'at'>): DeviceLog {
  const log = { ...e, id: `DLX${nextSeq()}`, at: nowIso() };
  getVehicleLogs().device.unshift(log);
  return log;
}

/** A new operation task (pending), newest first: numbered on from the last one. */
export function addTask(t: Omit<OpsTask, 'id' | 'status'>): OpsTask {
  const tasks = getVehicleLogs().tasks;
  const last = tasks.reduce((m, x) => Math.max(m, Number(x.id.slice(1)) || 0), 0);
  const task: OpsTask = { ...t, id: `T${String(last + 1).padStart(6, '0')}`, status: 'pending' };
  tasks.unshift(task);
  return task;
}
