import ListPage from '@/shared/ui/list/ListPage';
import { logsApi } from '../api';
import { type OperatorLogRow } from '@contract/logs';
import { operatorLogColumns } from '../columns';
import { operatorLogFilters } from '../filters';
import { queryDef } from '@/shared/query/defs';
import { logKeys } from '../keys';

/** 操作员日志: newest first, searchable by keyword and time, exportable. */
export default function OperatorLogPage() {
  return (
    <ListPage<OperatorLogRow>
      title="操作员日志"
      rowKey="id"
      columns={operatorLogColumns}
      source={queryDef(logKeys.operatorLogs, logsApi.operatorLogs)}
      filters={operatorLogFilters}
      exportJob="operatorLogs"
    />
  );
}
