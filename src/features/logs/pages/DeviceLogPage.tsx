import type { DeviceLog } from '@contract/logs';
import ListPage from '@/shared/ui/list/ListPage';
import { logsApi } from '../api';
import { deviceLogListColumns } from '../columns';
import { deviceLogFilters } from '../filters';
import { queryDef } from '@/shared/query/defs';
import { logKeys } from '../keys';

/** 设备日志: newest first, searchable by keyword and time, exportable. */
export default function DeviceLogPage() {
  return (
    <ListPage<DeviceLog>
      title="设备日志"
      rowKey="id"
      columns={deviceLogListColumns}
      source={queryDef(logKeys.deviceLogs, logsApi.deviceLogs)}
      filters={deviceLogFilters}
      exportJob="deviceLogs"
    />
  );
}
