/** `/platform/vehicle/logs` and `/platform/device/logs`, newest first; the header's selection applies. */
import type { DeviceLog, VehicleLog } from '@contract/logs';
import { http } from '@/shared/http/client';
import { toPage, type ListQuery, type Page } from '@/shared/http/page';
import { pathOf } from '@contract/endpoint';
import { FLEET_READS } from '@contract/endpoints/fleet';

export const logApi = {
  vehicleLogs: (q: ListQuery, signal?: AbortSignal): Promise<Page<VehicleLog>> =>
    http.get<unknown>(pathOf(FLEET_READS.vehicleLogs), q, { signal, scoped: true }).then((d) => toPage<VehicleLog>(d)),

  deviceLogs: (q: ListQuery, signal?: AbortSignal): Promise<Page<DeviceLog>> =>
    http.get<unknown>(pathOf(FLEET_READS.deviceLogs), q, { signal, scoped: true }).then((d) => toPage<DeviceLog>(d)),
};
