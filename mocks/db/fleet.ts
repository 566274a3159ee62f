import { createRng } from '../lib/rng';
import { hashOf, lazy } from './lazy';
import { EPOCH, getDb, SEED } from './store';
import { isoAt, workingHoursOn } from './time';
import type { VehicleIdentity } from '@contract/vehicles';
import { VEHICLE_MODELS } from '@contract/production';
import { fleetSize } from './worldSize';

// the fleet's size is a setting of the world (worldSize.ts), read in the page and in Node
export { fleetSize, VEHICLES_KEY } from './worldSize';

const MODELS = VEHICLE_MODELS;

export const getFleet = lazy((): VehicleIdentity[] => {
  const rng = createRng(SEED + 1);
  const areas = getDb().serviceAreas;
  const n = fleetSize();
  const out: VehicleIdentity[] = new Array(n);
  for (let i = 0; i < n; i++) {
    // Area sizes differ: 西湖 45 %, 滨江 30 %, 拱墅 25 %.
    const r = rng.next();
    const area = areas[r < 0.45 ? 0 : r < 0.75 ? 1 : 2];
    out[i] = {
      vehicleNo: `${8600000 + i}`,
      // 86 and 13 digits, as one number written out (one flat string, not a concatenation)
      imei: String(864410000000000 + i * 7919),
      frameNo: `XQ${202400000 + i}`,
      model: MODELS[i % 7 === 0 ? 2 : i % 3 === 0 ? 0 : 1],
      serviceAreaId: area.id,
      agentId: area.agentId,
      // on a working day's hours (the seed's draws unchanged)
      launchedAt: isoAt(workingHoursOn(EPOCH - rng.int(20, 700) * 86400000, hashOf('launch:', i))),
    };
  }
  return out;
});

/** Records by fleet number, filled in a loop (a `[no, v]` pair per record is 500,000 arrays to collect at national scale). */
export function byVehicleNo<T extends { vehicleNo: string }>(list: readonly T[]): Map<string, T> {
  const index = new Map<string, T>();
  for (const v of list) index.set(v.vehicleNo, v);
  return index;
}

export const fleetIndex = lazy(() => byVehicleNo(getFleet()));
