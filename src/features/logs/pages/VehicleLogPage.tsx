import type { VehicleLog } from '@contract/logs';
import ListPage from '@/shared/ui/list/ListPage';
import { logsApi } from '../api';
import { vehicleLogListColumns } from '../columns';
import { vehicleLogFilters } from '../filters';
import { queryDef } from '@/shared/query/defs';
import { logKeys } from '../keys';

/** 车辆日志: newest first, searchable by keyword and time, exportable. */
export default function VehicleLogPage() {
  return (
    <ListPage<VehicleLog>
      title="车辆日志"
      rowKey="id"
      columns={vehicleLogListColumns}
      source={queryDef(logKeys.vehicleLogs, logsApi.vehicleLogs)}
      filters={vehicleLogFilters}
      exportJob="vehicleLogs"
    />
  );
}
