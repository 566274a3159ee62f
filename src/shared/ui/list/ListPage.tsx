import { ReloadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Drawer, Empty, Space, Table, type TableColumnType, type TableProps } from 'antd';
import { useState, type ReactNode } from 'react';
import type { ListQuery } from '@/shared/http/page';
import { showFailure } from '@/shared/http/failure';
import ExportButton from './ExportButton';
import type { ExportSource } from '@contract/endpoints/exports';
import SearchForm from './SearchForm';
import { useServerQuery } from '@/shared/query/useServerQuery';
import type { BatchAction, DetailContext, FilterField, ListColumn, ListContext, ListSource, RowActions } from './types';
import { useListQuery } from './useListQuery';
import './list.css';
import { allows } from '@/shared/auth/access';
import { useSession } from '@/shared/auth/session';
import LoadFailed from '../LoadFailed';

export interface ListPageProps<T> {
  title?: ReactNode;
  rowKey: keyof T & string;
  columns: ListColumn<T>[];
  /** what the list reads: `queryDef(riderKeys.list, riderApi.list)` */
  source: ListSource<T>;
  filters?: FilterField[];
  /** filter values applied when the URL has none */
  defaultFilters?: Record<string, string>;
  /** this list's name in the address when the page shows more than one (its keys become `<urlScope>.<key>`) */
  urlScope?: string;
  /** buttons before Export (e.g. Add) */
  toolbar?: (ctx: ListContext<T>) => ReactNode;
  batchActions?: BatchAction<T>[];
  /** rows can be selected for toolbar actions that ask for more input (ctx.selected) */
  selectable?: boolean;
  rowActions?: RowActions<T>;
  rowActionsWidth?: number;
  /** the exported file's name: the page's title unless said (a title in words); `false`: no Export button */
  exportName?: string | false;
  /** the backend's export of this list, for more rows than the page should write itself (下载中心) */
  exportJob?: ExportSource;
  /** drawer content for a row, opened by its 详情 action */
  detail?: (row: T, ctx: DetailContext<T>) => ReactNode;
  detailTitle?: (row: T) => ReactNode;
  /** above the table, e.g. status tabs */
  header?: ReactNode;
  emptyText?: string;
  scrollX?: number;
  /** asked again this long after each answer while shown (live progress) */
  refreshMs?: number;
}

/**
 * A server-paged, sortable list with its search form, toolbar, batch actions,
 * row actions and detail drawer (page building blocks). Filters, page and sort live in the URL.
 */
export default function ListPage<T extends object>(props: ListPageProps<T>) {
  const { rowKey, columns, source, filters = [], toolbar, rowActions, detail } = props;
  const exportName =
    props.exportName === false
      ? undefined
      : (props.exportName ?? (typeof props.title === 'string' ? props.title : undefined));
  const codes = useSession((s) => s.codes);
  const batchActions = props.batchActions?.filter((a) => allows(codes, a.code));
  const { modal } = App.useApp();
  const { query, setQuery, setFilters, filterValues } = useListQuery(filters, props.defaultFilters, props.urlScope);
  const { data, loading, error, reload, previous } = useServerQuery({
    key: [...source.key, query],
    fetch: (signal) => source.fetch(query, signal),
    refreshMs: props.refreshMs,
  });
  const [selected, setSelected] = useState<T[]>([]);
  const [detailRow, setDetailRow] = useState<T | null>(null);
  const [running, setRunning] = useState<string | null>(null);
  const ctx: ListContext<T> = { reload, selected, query, clearSelection: () => setSelected([]) };
  const visibleFilters = filters.filter((f) => !f.hidden);
  const hiddenValues = Object.fromEntries(filters.filter((f) => f.hidden).map((f) => [f.name, filterValues[f.name]]));

  const tableColumns = (() => {
    const cols: TableColumnType<T>[] = columns.map(({ sortable, csv: _csv, noExport: _n, ...c }) => ({
      ...c,
      sorter: sortable ? true : undefined,
      sortOrder: sortable && query.sortField === c.key ? query.sortOrder : null,
    }));
    if (rowActions || detail) {
      cols.push({
        key: '__actions',
        title: '操作',
        fixed: 'right',
        width: props.rowActionsWidth ?? 160,
        render: (_: unknown, row: T) => (
          <Space size={4} wrap>
            {detail ? (
              <Button type="link" size="small" onClick={() => setDetailRow(row)}>
                详情
              </Button>
            ) : null}
            {rowActions?.(row, ctx)}
          </Space>
        ),
      });
    }
    return cols;
  })();

  const onChange: TableProps<T>['onChange'] = (pagination, _f, sorter, extra) => {
    if (extra.action === 'sort') {
      const s = Array.isArray(sorter) ? sorter[0] : sorter;
      setQuery({
        sortField: s?.order ? String(s.columnKey) : undefined,
        sortOrder: s?.order ?? undefined,
        page: undefined,
      });
    } else {
      setQuery({ page: pagination.current, pageSize: pagination.pageSize === 20 ? undefined : pagination.pageSize });
    }
  };

  /** A batch action: its failure is shown and caught here (a confirm dialog would rethrow it uncaught). */
  const runBatch = (a: BatchAction<T>) => {
    const go = async () => {
      setRunning(a.key);
      try {
        await a.run(selected);
        setSelected([]);
      } catch (e) {
        showFailure(e);
      } finally {
        setRunning(null);
      }
    };
    if (a.confirm) {
      modal.confirm({
        title: a.label,
        content: a.confirm.replace('{n}', String(selected.length)),
        okButtonProps: { danger: a.danger },
        onOk: go,
      });
    } else void go();
  };

  return (
    <div className="list-page">
      {visibleFilters.length ? (
        <Card size="small" className="list-page__search">
          <SearchForm
            fields={visibleFilters}
            values={filterValues}
            onSearch={(v) => setFilters({ ...hiddenValues, ...v })}
          />
        </Card>
      ) : null}
      <Card
        size="small"
        title={props.title}
        extra={
          <Space wrap>
            {toolbar?.(ctx)}
            {batchActions?.map((a) => (
              <Button
                key={a.key}
                danger={a.danger}
                disabled={!selected.length}
                loading={running === a.key}
                onClick={() => runBatch(a)}
              >
                {a.label}
                {selected.length ? `（${selected.length}）` : ''}
              </Button>
            ))}
            {exportName ? (
              <ExportButton
                fetch={source.fetch}
                query={query as ListQuery}
                columns={columns}
                filename={exportName}
                job={props.exportJob}
                total={data?.total}
              />
            ) : null}
            <Button aria-label="刷新" icon={<ReloadOutlined />} onClick={reload} />
          </Space>
        }
      >
        {props.header}
        {previous && loading ? (
          // the rows below answer the last search, not this one: say so until the new ones arrive
          <Alert
            className="list-page__stale"
            type="info"
            showIcon
            title="正在按新条件查询，下方仍是上次的结果…"
            role="status"
          />
        ) : null}
        {error && !loading ? <LoadFailed error={error} onRetry={reload} style={{ marginBottom: 12 }} /> : null}
        <Table<T>
          className={previous && loading ? 'list-page__table--stale' : undefined}
          aria-busy={loading}
          rowKey={rowKey}
          size="middle"
          columns={tableColumns}
          dataSource={data?.items ?? []}
          loading={loading}
          onChange={onChange}
          scroll={{ x: props.scrollX ?? 'max-content' }}
          rowSelection={
            batchActions?.length || props.selectable
              ? {
                  selectedRowKeys: selected.map((r) => r[rowKey] as React.Key),
                  onChange: (_k, rows) => setSelected(rows),
                }
              : undefined
          }
          locale={{
            emptyText: error ? (
              <Empty description="数据加载失败" />
            ) : (
              <Empty description={props.emptyText ?? '暂无数据'} />
            ),
          }}
          pagination={{
            current: query.page,
            pageSize: query.pageSize,
            total: data?.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: [10, 20, 50, 100],
            showTotal: (t) => `共 ${t} 条`,
          }}
        />
      </Card>
      {detail ? (
        <Drawer
          open={detailRow !== null}
          size={640}
          title={detailRow && props.detailTitle ? props.detailTitle(detailRow) : '详情'}
          onClose={() => setDetailRow(null)}
        >
          {detailRow ? detail(detailRow, { ...ctx, close: () => setDetailRow(null) }) : null}
        </Drawer>
      ) : null}
    </div>
  );
}
