import { createRng } from '../lib/rng';
import { getFleet } from './fleet';
import { hash, lazy } from './lazy';
import { epoch, worldSeed } from './store';
import { isoAt, workingHoursOn } from './time';
import { VEHICLE_MODELS, type FactoryVehicle, type ImportRecord } from '@contract/production';

export const FIRMWARES = ['v3.2.1', 'v3.2.4', 'v3.3.0'];
export const VOLTAGE_SCHEMES = ['48V 铅酸标准方案', '48V 锂电标准方案', '60V 锂电长续航方案'];
export const VOICE_PACKS = ['标准女声', '标准男声', '校园版'];

const BOUND = 360;
const UNBOUND = 120;
const BATCHES = ['2025-06-A', '2025-09-A', '2026-01-B', '2026-05-A'];

/**
 * Vehicles as they left the factory, newest first: the first fleet vehicles (same IMEI,
 * frame and model, bound to their number) and a stock not yet bound to any number.
 */
export const getFactoryVehicles = lazy((): FactoryVehicle[] => {
  const rng = createRng(worldSeed() + 61);
  const fleet = getFleet();
  const out: FactoryVehicle[] = [];
  const schemeOf = (model: string) =>
    VOLTAGE_SCHEMES[Math.max(0, VEHICLE_MODELS.indexOf(model as (typeof VEHICLE_MODELS)[number]))];
  for (let i = 0; i < Math.min(BOUND, fleet.length); i++) {
    const v = fleet[i];
    out.push({
      imei: v.imei,
      frameNo: v.frameNo,
      model: v.model,
      batch: BATCHES[i % 3],
      producedAt: isoAt(workingHoursOn(Date.parse(v.launchedAt) - rng.int(5, 30) * 86400000, hash(`made:${v.imei}`))),
      vehicleNo: v.vehicleNo,
      serviceAreaId: v.serviceAreaId,
      firmware: rng.pick(FIRMWARES),
      voltageScheme: schemeOf(v.model),
      voicePack: rng.pick(VOICE_PACKS),
      updatedAt: v.launchedAt,
    });
  }
  for (let i = 0; i < UNBOUND; i++) {
    const model = VEHICLE_MODELS[i % 3];
    const producedAt = isoAt(workingHoursOn(epoch() - rng.int(3, 40) * 86400000, hash(`made:${i}`)));
    out.push({
      imei: `86${String(9900000000000 + i * 131).padStart(13, '0')}`,
      frameNo: `XQ${String(202600000 + i).padStart(9, '0')}`,
      model,
      batch: BATCHES[3],
      producedAt,
      firmware: FIRMWARES[2],
      voltageScheme: schemeOf(model),
      voicePack: VOICE_PACKS[0],
      updatedAt: producedAt,
    });
  }
  return out.sort((a, b) => (a.producedAt < b.producedAt ? 1 : a.producedAt > b.producedAt ? -1 : 0));
});

/** IMEI → factory vehicle. */
export const factoryIndex = lazy(() => new Map(getFactoryVehicles().map((v) => [v.imei, v])));

/** Vehicle number → the factory vehicle bound to it. */
export const boundIndex = lazy(
  () =>
    new Map(
      getFactoryVehicles()
        .filter((v) => v.vehicleNo)
        .map((v) => [v.vehicleNo!, v]),
    ),
);

/** IMEIs of the fleet (every number the operator runs). */
export const fleetImeis = lazy(() => new Map(getFleet().map((v) => [v.imei, v.vehicleNo])));

/** The imports of the session, newest first. */
export const getImports = lazy((): ImportRecord[] => []);

/** Rows sent for an import not yet committed: upload id → rows. */
export const getStagedImports = lazy(() => new Map<string, { owner: string; rows: unknown[] }>());
