import { Alert, Button, Card, Descriptions, Skeleton, Space, Tabs, type DescriptionsProps } from 'antd';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isAbort } from '@/shared/http/errors';

export interface DetailTab {
  key: string;
  label: string;
  children: ReactNode;
}

export interface DetailPageProps<T> {
  /** the query parameter holding the id (e.g. `/user-info-detail?id=`) */
  idParam?: string;
  load: (id: string, signal: AbortSignal) => Promise<T>;
  title: (row: T) => ReactNode;
  fields: (row: T) => DescriptionsProps['items'];
  actions?: (row: T, reload: () => void) => ReactNode;
  tabs?: (row: T, reload: () => void) => DetailTab[];
}

/**
 * A record reachable by URL (works after reload): descriptions, actions and
 * tabs of related lists (DESIGN.md §8). Loading, missing id and errors with retry.
 */
export default function DetailPage<T>({ idParam = 'id', load, title, fields, actions, tabs }: DetailPageProps<T>) {
  const [params, setParams] = useSearchParams();
  const id = params.get(idParam) ?? '';
  const [state, setState] = useState<{ key: string; row?: T; error?: string }>({ key: '' });
  const [attempt, setAttempt] = useState(0);
  const key = `${id}#${attempt}`;
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  // Loads when the id or a retry changes, never because the caller passed a new
  // (inline) load function: that would request again on every render.
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  }, [load]);

  useEffect(() => {
    if (!id) return undefined;
    const ctrl = new AbortController();
    loadRef.current(id, ctrl.signal).then(
      (row) => setState({ key, row }),
      (e: unknown) => {
        if (!ctrl.signal.aborted && !isAbort(e)) setState((s) => ({ key, row: s.row, error: e instanceof Error ? e.message : String(e) }));
      },
    );
    return () => ctrl.abort();
  }, [id, key]);

  if (!id) return <Alert type="warning" showIcon title="缺少记录编号" description={`地址中缺少参数 ${idParam}。`} />;
  const { row, error } = state;
  const loading = state.key !== key;
  if (error && !loading) {
    return <Alert type="error" showIcon title="加载失败" description={error} action={<Button size="small" onClick={reload}>重试</Button>} />;
  }
  if (!row) return <Skeleton active paragraph={{ rows: 8 }} />;
  const tabItems = tabs?.(row, reload) ?? [];
  const tab = params.get('tab') ?? tabItems[0]?.key;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Card title={title(row)} extra={actions ? <Space wrap>{actions(row, reload)}</Space> : null} loading={false}>
        <Descriptions bordered size="small" column={{ xs: 1, sm: 2, lg: 3 }} items={fields(row)} />
      </Card>
      {tabItems.length ? (
        <Card size="small">
          <Tabs
            activeKey={tab}
            onChange={(k) => setParams((p) => { const n = new URLSearchParams(p); n.set('tab', k); return n; }, { replace: true })}
            items={tabItems}
            destroyOnHidden
          />
        </Card>
      ) : null}
    </Space>
  );
}
