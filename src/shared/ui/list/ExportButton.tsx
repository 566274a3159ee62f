import { DownloadOutlined } from '@ant-design/icons';
import { Button, Progress, Space } from 'antd';
import { useRef, useState } from 'react';
import { toast } from '@/shared/http/notify';
import type { ListQuery } from '@/shared/http/page';
import { downloadText, toCsv } from '@/shared/utils/csv';
import type { Fetcher, ListColumn } from './types';
import { now } from '@/shared/utils/clock';
import { zoned } from '@/shared/utils/zone';

const EXPORT_PAGE = 500;

/** The CSV of every row of the current filter (all pages), not just the visible one. */
export async function exportRows<T>(fetch: Fetcher<T>, query: ListQuery, onProgress: (done: number, total: number) => void, signal: AbortSignal): Promise<T[]> {
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

export function rowsToCsv<T>(columns: readonly ListColumn<T>[], rows: readonly T[]): string {
  const cols = columns.filter((c) => !c.noExport);
  return toCsv(
    cols.map((c) => c.title),
    rows.map((r) => cols.map((c) => (c.csv ? c.csv(r) : c.dataIndex ? (r[c.dataIndex] as unknown) : ''))),
  );
}

export default function ExportButton<T>({ fetch, query, columns, filename }: { fetch: Fetcher<T>; query: ListQuery; columns: readonly ListColumn<T>[]; filename: string }) {
  const [progress, setProgress] = useState<number | null>(null);
  const ctrl = useRef<AbortController | null>(null);

  const run = async () => {
    if (ctrl.current) return;
    ctrl.current = new AbortController();
    setProgress(0);
    try {
      const rows = await exportRows(fetch, query, (d, t) => setProgress(t ? Math.round((d / t) * 100) : 100), ctrl.current.signal);
      downloadText(`${filename}-${zoned(now()).format('YYYYMMDD-HHmmss')}.csv`, rowsToCsv(columns, rows));
      toast('success', `已导出 ${rows.length} 条`);
    } catch (e) {
      if (!ctrl.current?.signal.aborted) toast('error', `导出失败：${e instanceof Error ? e.message : String(e)}`);
    } finally {
      ctrl.current = null;
      setProgress(null);
    }
  };

  if (progress !== null) {
    return (
      <Space>
        <Progress type="circle" size={24} percent={progress} aria-label="导出进度" />
        <Button size="middle" onClick={() => ctrl.current?.abort()}>
          取消导出
        </Button>
      </Space>
    );
  }
  return (
    <Button icon={<DownloadOutlined />} onClick={run}>
      导出
    </Button>
  );
}
