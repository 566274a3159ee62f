import { queryDef } from '@/shared/query/defs';
import { vehicleApi } from './api';
import { repairApi } from './repairApi';
import { vehicleKeys } from './keys';

/** What the vehicle screens read through the building blocks (query/defs.ts). */
export const vehicleSources = {
  list: queryDef(vehicleKeys.list, vehicleApi.list),
  detail: queryDef(vehicleKeys.vehicle, vehicleApi.detail),
  rides: queryDef(vehicleKeys.rides, vehicleApi.rides),
  vehicleLogs: queryDef(vehicleKeys.vehicleLogs, vehicleApi.vehicleLogs),
  deviceLogs: queryDef(vehicleKeys.deviceLogs, vehicleApi.deviceLogs),
  tasks: queryDef(vehicleKeys.tasks, vehicleApi.tasks),
  alarms: queryDef(vehicleKeys.alarms, vehicleApi.alarms),
  repairs: queryDef(vehicleKeys.repairs, repairApi.list),
};
