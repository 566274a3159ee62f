import { Button, Progress, Space } from 'antd';
import { useRef, useState } from 'react';
import { toast } from '@/shared/http/notify';
import type { ListQuery } from '@/shared/http/page';
import type { Fetcher } from './types';

const EXPORT_PAGE = 500;

/** Every row of the current filter (all pages), not just the visible one. */
async function exportRows<T>(
  fetch: Fetcher<T>,
  query: ListQuery,
  onProgress: (done: number, total: number) => void,
  signal: AbortSignal,
): Promise<T[]> {
  const rows: T[] = [];
  let page = 1;
  let total = Infinity;
  while (rows.length < total) {
    const res = await fetch({ ...query, page, pageSize: EXPORT_PAGE }, signal);
    total = res.total;
    rows.push(...res.items);
    onProgress(rows.length, total);
    if (!res.items.length) break;
    page += 1;
  }
  return rows;
}

/**
 * An export the page makes itself: read every page of the filter with progress, then write
 * the file (`write`, which says what was exported). `view` is the progress and 取消导出 while it
 * runs, null otherwise; a failure is announced, a cancel is not.
 */
export function useRowsExport<T>(fetch: Fetcher<T>) {
  const [progress, setProgress] = useState<number | null>(null);
  const ctrl = useRef<AbortController | null>(null);

  const run = async (query: ListQuery, write: (rows: T[]) => Promise<string> | string) => {
    if (ctrl.current) return;
    ctrl.current = new AbortController();
    setProgress(0);
    try {
      const rows = await exportRows(
        fetch,
        query,
        (d, t) => setProgress(t ? Math.round((d / t) * 100) : 100),
        ctrl.current.signal,
      );
      toast('success', await write(rows));
    } catch (e) {
      if (!ctrl.current?.signal.aborted) toast('error', `导出失败：${e instanceof Error ? e.message : String(e)}`);
    } finally {
      ctrl.current = null;
      setProgress(null);
    }
  };

  const view =
    progress === null ? null : (
      <Space>
        <Progress type="circle" size={24} percent={progress} aria-label="导出进度" />
        <Button size="middle" onClick={() => ctrl.current?.abort()}>
          取消导出
        </Button>
      </Space>
    );
  return { run, view };
}
