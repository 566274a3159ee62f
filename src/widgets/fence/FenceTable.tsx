import { Button, Empty, Popconfirm, Space, Table, Tag, type TableColumnType, type TableProps } from 'antd';
import type { Fence } from '@contract/fences';
import type { Page } from '@/shared/http/page';
import type { ListQuery } from '@/shared/http/page';
import { dateTime } from '@/shared/utils/format';
import LoadFailed from '@/shared/ui/LoadFailed';

export interface FenceTableProps {
  data?: Page<Fence>;
  loading: boolean;
  error?: string;
  query: ListQuery;
  selectedId?: string | null;
  /** kind-specific columns after the name and area */
  columns?: TableColumnType<Fence>[];
  areaName: (id: string) => string;
  onSelect: (f: Fence) => void;
  onEdit?: (f: Fence) => void;
  /** after the operator confirms */
  onDelete?: (f: Fence) => Promise<unknown>;
  onPage: (page: number, pageSize: number) => void;
  onRetry: () => void;
}

/** The fences of the current page; a click on a row selects it (highlighted on the map). */
export default function FenceTable(p: FenceTableProps) {
  const columns: TableColumnType<Fence>[] = [
    { key: 'name', title: '名称', dataIndex: 'name', width: 160, ellipsis: true },
    { key: 'area', title: '服务区', width: 110, render: (_: unknown, f: Fence) => p.areaName(f.serviceAreaId) },
    ...(p.columns ?? []),
    {
      key: 'state',
      title: '状态',
      width: 70,
      render: (_: unknown, f: Fence) => (f.state === 'enabled' ? <Tag color="success">启用</Tag> : <Tag>停用</Tag>),
    },
    { key: 'updatedAt', title: '更新时间', width: 150, render: (_: unknown, f: Fence) => dateTime(f.updatedAt) },
  ];
  if (p.onEdit || p.onDelete) {
    columns.push({
      key: '__actions',
      title: '操作',
      width: 110,
      fixed: 'right',
      render: (_: unknown, f: Fence) => (
        <Space size={0} onClick={(e) => e.stopPropagation()}>
          {p.onEdit ? (
            <Button type="link" size="small" onClick={() => p.onEdit?.(f)}>
              编辑
            </Button>
          ) : null}
          {p.onDelete ? (
            <Popconfirm
              title={`确定删除围栏「${f.name}」吗？`}
              description="删除后不可恢复。"
              onConfirm={() => p.onDelete?.(f)}
            >
              <Button type="link" size="small" danger>
                删除
              </Button>
            </Popconfirm>
          ) : null}
        </Space>
      ),
    });
  }
  const onChange: TableProps<Fence>['onChange'] = (pg) => p.onPage(pg.current ?? 1, pg.pageSize ?? p.query.pageSize);
  return (
    <>
      {p.error && !p.loading ? <LoadFailed error={p.error} onRetry={p.onRetry} style={{ marginBottom: 12 }} /> : null}
      <Table<Fence>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={p.data?.items ?? []}
        loading={p.loading}
        onChange={onChange}
        scroll={{ x: 'max-content', y: 440 }}
        rowClassName={(f) => (f.id === p.selectedId ? 'fence-row--selected' : '')}
        onRow={(f) => ({ onClick: () => p.onSelect(f), style: { cursor: 'pointer' } })}
        locale={{ emptyText: <Empty description={p.error ? '数据加载失败' : '暂无围栏'} /> }}
        pagination={{
          current: p.query.page,
          pageSize: p.query.pageSize,
          total: p.data?.total ?? 0,
          size: 'small',
          showSizeChanger: false,
          showTotal: (t) => `共 ${t} 条`,
        }}
      />
    </>
  );
}
