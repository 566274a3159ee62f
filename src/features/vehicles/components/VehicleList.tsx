import RelatedList, { type RelatedListProps } from '@/shared/ui/RelatedList';
import { deviceLogColumns, rideColumns, taskColumns, vehicleLogColumns } from '../columns';
import { alarmColumns } from '../alarmColumns';
import { vehicleSources } from '../queries';

/** A list of the vehicle's own records: what it is called, its rows, and the filter that keeps them to one vehicle. */
interface OwnList<T> extends Pick<RelatedListProps<T>, 'label' | 'rowKey' | 'columns' | 'source'> {
  /** the filter the vehicle's number goes in (tasks are searched by keyword) */
  by: 'vehicleNo' | 'keyword';
}

const own = <T,>(list: OwnList<T>) => list;

/** The lists on a vehicle's page, each defined once. */
export const VEHICLE_LISTS = {
  rides: own({
    label: '骑行订单',
    rowKey: 'orderId',
    columns: rideColumns,
    source: vehicleSources.rides,
    by: 'vehicleNo',
  }),
  alarms: own({
    label: '告警记录',
    rowKey: 'id',
    columns: alarmColumns,
    source: vehicleSources.alarms,
    by: 'vehicleNo',
  }),
  tasks: own({ label: '运维任务', rowKey: 'id', columns: taskColumns, source: vehicleSources.tasks, by: 'keyword' }),
  vehicleLogs: own({
    label: '车辆日志',
    rowKey: 'id',
    columns: vehicleLogColumns,
    source: vehicleSources.vehicleLogs,
    by: 'vehicleNo',
  }),
  deviceLogs: own({
    label: '设备日志',
    rowKey: 'id',
    columns: deviceLogColumns,
    source: vehicleSources.deviceLogs,
    by: 'vehicleNo',
  }),
};

/** One of the vehicle's own lists (VEHICLE_LISTS), kept to the vehicle `vehicleNo`. */
export default function VehicleList<T extends object>({ list, vehicleNo }: { list: OwnList<T>; vehicleNo: string }) {
  const { by, ...rest } = list;
  return <RelatedList<T> {...rest} filters={{ [by]: vehicleNo }} />;
}
