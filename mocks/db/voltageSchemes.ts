import { lazy } from './lazy';
import { epoch } from './store';
import { isoAt } from './time';
import { productionStaffName } from './staff';
import { VOLTAGE_SCHEMES } from './factoryVehicles';
import { VEHICLE_MODELS, type VoltagePoint, type VoltageScheme } from '@contract/production';

/** A curve from `[voltage, percent]` pairs. */
const curve = (pairs: Array<[number, number]>): VoltagePoint[] =>
  pairs.map(([voltage, percent]) => ({ voltage, percent }));

const CURVES: VoltagePoint[][] = [
  curve([
    [42, 0],
    [44.5, 10],
    [46.5, 30],
    [48.5, 55],
    [51, 80],
    [52.5, 90],
    [54.6, 100],
  ]),
  curve([
    [42, 0],
    [45, 8],
    [47.5, 25],
    [49.6, 50],
    [51.8, 75],
    [53.5, 92],
    [54.6, 100],
  ]),
  curve([
    [52.5, 0],
    [56, 10],
    [59, 35],
    [62, 60],
    [65, 85],
    [67.2, 100],
  ]),
];

/** The voltage schemes, one per battery type; each vehicle model is assigned one. */
export const getVoltageSchemes = lazy((): VoltageScheme[] =>
  VOLTAGE_SCHEMES.map((name, i) => ({
    id: `VS${String(i + 1).padStart(3, '0')}`,
    name,
    models: [VEHICLE_MODELS[i]],
    points: CURVES[i],
    updatedAt: isoAt(epoch() - (90 - i * 20) * 86400000),
    updatedBy: productionStaffName(),
  })),
);
