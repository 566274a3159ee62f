import { Table, type TableColumnType } from 'antd';
import { useState } from 'react';
import type { ListColumn } from '@/shared/ui/list/types';
import { vehicleApi } from '../api';
import { useServerQuery } from '@/shared/query/useServerQuery';
import LoadFailed from '@/shared/ui/LoadFailed';
import type { ScreeningParams } from '../model/screening';
import type { Vehicle } from '@contract/vehicles';
import { vehicleKeys } from '../keys';

/** The screened vehicles, server-paged, with a selection that survives paging. */
export default function ScreeningResults({
  params,
  columns,
  selected,
  onSelect,
}: {
  params: ScreeningParams;
  columns: ListColumn<Vehicle>[];
  selected: string[];
  onSelect: (keys: string[]) => void;
}) {
  const deps = JSON.stringify(params);
  const [paging, setPaging] = useState({ deps, page: 1, pageSize: 10 });
  const page = paging.deps === deps ? paging : { deps, page: 1, pageSize: paging.pageSize };
  const list = useServerQuery({
    key: [...vehicleKeys.screeningResults, deps, page.page, page.pageSize],
    fetch: (signal) =>
      vehicleApi.list(
        { ...params, page: page.page, pageSize: page.pageSize, sortField: 'battery', sortOrder: 'ascend' },
        signal,
      ),
  });
  const cols: TableColumnType<Vehicle>[] = columns.map(({ sortable: _s, csv: _c, noExport: _n, ...c }) => c);
  return (
    <div data-testid="screening-results">
      {list.error ? (
        <LoadFailed title="结果列表加载失败" error={list.error} onRetry={list.reload} style={{ marginBottom: 12 }} />
      ) : null}
      <Table<Vehicle>
        aria-label="筛选结果"
        rowKey="vehicleNo"
        size="small"
        columns={cols}
        dataSource={list.data?.items ?? []}
        loading={list.loading}
        scroll={{ x: 'max-content' }}
        rowSelection={{
          selectedRowKeys: selected,
          preserveSelectedRowKeys: true,
          onChange: (keys) => onSelect(keys.map(String)),
        }}
        pagination={{
          current: page.page,
          pageSize: page.pageSize,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 50, 100],
          showTotal: (t) => `共 ${t} 辆`,
          onChange: (p, s) => setPaging({ deps, page: s !== page.pageSize ? 1 : p, pageSize: s }),
        }}
      />
    </div>
  );
}
