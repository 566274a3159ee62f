import { Empty, Table, type TableColumnType } from 'antd';
import { useState, type ReactNode } from 'react';
import type { ListQuery } from '@/shared/http/page';
import { useServerQuery } from '@/shared/query/useServerQuery';
import type { ListColumn, ListSource } from './list/types';
import LoadFailed from './LoadFailed';

export interface RelatedListProps<T> {
  /** the table's accessible name */
  label?: string;
  rowKey: keyof T & string;
  columns: ListColumn<T>[];
  /** what the list reads; its key names the record, e.g. `['rider-wallet', userId]` */
  source: ListSource<T>;
  /** extra filters sent with every page (e.g. a kind chosen above the table) */
  filters?: Record<string, string | undefined>;
  pageSize?: number;
  emptyText?: string;
  toolbar?: ReactNode;
}

/**
 * A server-paged list related to a record, for the tabs of a DetailPage: its page
 * lives in the component (not the URL, which belongs to the record), it reloads after
 * every change (the query layer), and a failure offers 重试 (a refusal does not).
 */
export default function RelatedList<T extends object>({
  label,
  rowKey,
  columns,
  source,
  filters,
  pageSize: size = 10,
  emptyText,
  toolbar,
}: RelatedListProps<T>) {
  const [paging, setPaging] = useState({ page: 1, pageSize: size, filtersKey: JSON.stringify(filters ?? {}) });
  const filtersKey = JSON.stringify(filters ?? {});
  // New filters start again at page 1.
  const page = paging.filtersKey === filtersKey ? paging.page : 1;
  const query: ListQuery = { page, pageSize: paging.pageSize, ...(JSON.parse(filtersKey) as Record<string, string>) };
  const { data, loading, error, refused, reload } = useServerQuery({
    key: [...source.key, query],
    fetch: (signal) => source.fetch(query, signal),
  });
  const cols: TableColumnType<T>[] = columns.map(({ sortable: _s, csv: _c, noExport: _n, ...c }) => c);

  return (
    <div>
      {toolbar ? <div style={{ marginBottom: 12 }}>{toolbar}</div> : null}
      {error && !loading ? (
        <LoadFailed error={error} refused={refused} onRetry={reload} style={{ marginBottom: 12 }} />
      ) : null}
      <Table<T>
        aria-label={label}
        rowKey={rowKey}
        size="small"
        columns={cols}
        dataSource={data?.items ?? []}
        loading={loading}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description={error ? '数据加载失败' : (emptyText ?? '暂无数据')} /> }}
        pagination={{
          current: page,
          pageSize: paging.pageSize,
          total: data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 50],
          showTotal: (t) => `共 ${t} 条`,
          onChange: (p, ps) => setPaging({ page: ps !== paging.pageSize ? 1 : p, pageSize: ps, filtersKey }),
        }}
      />
    </div>
  );
}
