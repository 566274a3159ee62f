import { queryDef } from '@/shared/query/defs';
import { vehicleApi } from './api';
import { repairApi } from './repairApi';

/** What the vehicle screens read through the building blocks (query/defs.ts). */
export const vehicleSources = {
  list: queryDef('vehicles', vehicleApi.list),
  detail: queryDef('vehicle', vehicleApi.detail),
  rides: queryDef('vehicle-rides', vehicleApi.rides),
  vehicleLogs: queryDef('vehicle-logs', vehicleApi.vehicleLogs),
  deviceLogs: queryDef('device-logs', vehicleApi.deviceLogs),
  tasks: queryDef('ops-tasks', vehicleApi.tasks),
  alarms: queryDef('alarm-records', vehicleApi.alarms),
  repairs: queryDef('repair-tickets', repairApi.list),
};
