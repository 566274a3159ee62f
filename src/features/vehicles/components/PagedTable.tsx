import { Alert, Button, Table, type TableColumnType } from 'antd';
import { useState } from 'react';
import type { ListQuery, Page } from '@/shared/http/page';
import type { ListColumn } from '@/shared/ui/list/types';
import { useLoad } from '@/shared/hooks/useLoad';

/** A small server-paged table for a detail page's tab (e.g. one vehicle's logs). */
export default function PagedTable<T extends object>({
  label,
  rowKey,
  columns,
  fetch,
  params,
  refreshKey,
  pageSize = 10,
}: {
  label: string;
  rowKey: keyof T & string;
  columns: ListColumn<T>[];
  fetch: (q: ListQuery, signal: AbortSignal) => Promise<Page<T>>;
  params: Record<string, string | undefined>;
  refreshKey?: unknown;
  pageSize?: number;
}) {
  const [page, setPage] = useState(1);
  const deps = JSON.stringify([params, page, pageSize, refreshKey]);
  const list = useLoad((signal) => fetch({ ...params, page, pageSize }, signal), deps);
  const cols: TableColumnType<T>[] = columns.map(({ sortable: _s, csv: _c, noExport: _n, ...c }) => c);
  return (
    <>
      {list.error ? (
        <Alert type="error" showIcon title="加载失败" description={list.error} action={<Button size="small" onClick={list.reload}>重试</Button>} style={{ marginBottom: 8 }} />
      ) : null}
      <Table<T>
        aria-label={label}
        rowKey={rowKey}
        size="small"
        columns={cols}
        dataSource={list.data?.items ?? []}
        loading={list.loading}
        scroll={{ x: 'max-content' }}
        pagination={{ current: page, pageSize, total: list.data?.total ?? 0, showSizeChanger: false, showTotal: (t) => `共 ${t} 条`, onChange: setPage }}
      />
    </>
  );
}
