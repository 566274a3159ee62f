import { read } from '@contract/endpoint';
import type { VehicleClusterQuery, VehicleClusters } from '@contract/vehicleClusters';

/** The vehicle maps' viewport reads: 运营地图 and the regulator's map (their page codes), the operations big screen (0221). */
export const VEHICLE_MAP = {
  clusters: read<VehicleClusters, VehicleClusterQuery>('/platform/vehicle/map/clusters', ['0301', '030601', '0221']),
} as const;
