/** `/platform/vehicle/logs` and `/platform/device/logs`, newest first; the header's selection applies. */
import type { DeviceLog, VehicleLog } from '@contract/logs';
import { callEndpoint } from '@/shared/http/endpoint';
import { toPage, type ListQuery, type Page } from '@/shared/http/page';
import { FLEET_READS } from '@contract/endpoints/fleet';

export const logApi = {
  vehicleLogs: (q: ListQuery, signal?: AbortSignal): Promise<Page<VehicleLog>> =>
    callEndpoint(FLEET_READS.vehicleLogs, { input: q }, { signal, scoped: true }).then((d) => toPage<VehicleLog>(d)),

  deviceLogs: (q: ListQuery, signal?: AbortSignal): Promise<Page<DeviceLog>> =>
    callEndpoint(FLEET_READS.deviceLogs, { input: q }, { signal, scoped: true }).then((d) => toPage<DeviceLog>(d)),
};
