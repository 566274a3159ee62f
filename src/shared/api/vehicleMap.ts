/** The fleet's map: vehicles as points or clusters for one view (bbox and zoom), filtered as the page asks. */
import { VEHICLE_MAP } from '@contract/endpoints/vehicleMap';
import type { VehicleClusterQuery } from '@contract/vehicleClusters';
import { callEndpoint } from '@/shared/http/endpoint';

export const vehicleMapApi = {
  clusters: (input: VehicleClusterQuery, o: { signal?: AbortSignal; scoped: boolean; silent?: boolean }) =>
    callEndpoint(VEHICLE_MAP.clusters, { input }, o),
};
