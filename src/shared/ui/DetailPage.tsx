import { Alert, Card, Descriptions, Skeleton, Space, Tabs, type DescriptionsProps } from 'antd';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { QueryDef } from '@/shared/query/defs';
import { useServerQuery } from '@/shared/query/useServerQuery';
import LoadFailed from './LoadFailed';

/** A record's facts as the detail pages show them: bordered, compact, one to three columns by width. */
export function Facts({ items }: { items: DescriptionsProps['items'] }) {
  return <Descriptions bordered size="small" column={{ xs: 1, sm: 2, lg: 3 }} items={items} />;
}

export interface DetailTab {
  key: string;
  label: string;
  children: ReactNode;
}

export interface DetailPageProps<T> {
  /** the query parameter holding the id (e.g. `/user-info-detail?id=`) */
  idParam?: string;
  /** what the page reads for the id: `queryDef(riderKeys.detail, riderApi.detail)` */
  source: QueryDef<string, T>;
  title: (row: T) => ReactNode;
  fields: (row: T) => DescriptionsProps['items'];
  actions?: (row: T, reload: () => void) => ReactNode;
  tabs?: (row: T, reload: () => void) => DetailTab[];
  /**
   * the record's figures count the header scope's selection (franchisees, service areas): its
   * read sends the scope and is asked again when the scope changes
   */
  scoped?: boolean;
}

/**
 * A record reachable by URL (works after reload): descriptions, actions and
 * tabs of related lists (page building blocks). Loading, missing id, errors with retry, and
 * a record the caller may not open (无权查看该记录) said as a refusal, without.
 */
export default function DetailPage<T>({
  idParam = 'id',
  source,
  title,
  fields,
  actions,
  tabs,
  scoped = false,
}: DetailPageProps<T>) {
  const [params, setParams] = useSearchParams();
  const id = params.get(idParam) ?? '';
  const {
    data: row,
    error,
    refused,
    loading,
    reload,
  } = useServerQuery({
    key: [...source.key, id],
    fetch: (signal) => source.fetch(id, signal),
    enabled: !!id,
    unscoped: !scoped,
  });

  if (!id) return <Alert type="warning" showIcon title="缺少记录编号" description={`地址中缺少参数 ${idParam}。`} />;
  if (error && !loading) {
    return <LoadFailed error={error} refused={refused} onRetry={reload} />;
  }
  if (!row) return <Skeleton active paragraph={{ rows: 8 }} />;
  const tabItems = tabs?.(row, reload) ?? [];
  const tab = params.get('tab') ?? tabItems[0]?.key;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Card title={title(row)} extra={actions ? <Space wrap>{actions(row, reload)}</Space> : null} loading={false}>
        <Facts items={fields(row)} />
      </Card>
      {tabItems.length ? (
        <Card size="small">
          <Tabs
            activeKey={tab}
            onChange={(k) =>
              setParams(
                (p) => {
                  const n = new URLSearchParams(p);
                  n.set('tab', k);
                  return n;
                },
                { replace: true },
              )
            }
            items={tabItems}
            destroyOnHidden
          />
        </Card>
      ) : null}
    </Space>
  );
}
