import { DownloadOutlined } from '@ant-design/icons';
import { Button, Progress, Space } from 'antd';
import { useRef, useState } from 'react';
import { toast } from '@/shared/http/notify';
import type { ListQuery } from '@/shared/http/page';
import { downloadText, toCsv } from '@/shared/utils/csv';
import type { Fetcher, ListColumn } from './types';
import { now } from '@/shared/utils/clock';
import { zoned } from '@/shared/utils/zone';
import { EXPORT_JOB_ROWS, type ExportSource } from '@contract/endpoints/exports';
import { headerScope } from '@/shared/http/client';
import { exportJobs, useExportWatch } from '@/shared/exports/jobs';

const EXPORT_PAGE = 500;

/** The CSV of every row of the current filter (all pages), not just the visible one. */
export async function exportRows<T>(
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

export function rowsToCsv<T>(columns: readonly ListColumn<T>[], rows: readonly T[]): string {
  const cols = columns.filter((c) => !c.noExport);
  return toCsv(
    cols.map((c) => c.title),
    rows.map((r) => cols.map((c) => (c.csv ? c.csv(r) : c.dataIndex ? (r[c.dataIndex] as unknown) : ''))),
  );
}

export interface ExportButtonProps<T> {
  fetch: Fetcher<T>;
  query: ListQuery;
  columns: readonly ListColumn<T>[];
  filename: string;
  /** the backend's export of this list: used when the list holds more than EXPORT_JOB_ROWS rows */
  job?: ExportSource;
  /** the list's total for the current filters, when known */
  total?: number;
}

/**
 * Export of the list's current filter. Up to EXPORT_JOB_ROWS rows (or a list the backend
 * cannot export) the page reads every page and writes a CSV itself; above it, with `job`,
 * the backend writes the file as a job (the page would be held for minutes by a large one)
 * and the 下载中心 shows its progress and offers the file.
 */
export default function ExportButton<T>({ fetch, query, columns, filename, job, total }: ExportButtonProps<T>) {
  const [progress, setProgress] = useState<number | null>(null);
  const [starting, setStarting] = useState(false);
  const ctrl = useRef<AbortController | null>(null);
  const watch = useExportWatch((s) => s.watch);

  const startJob = async (source: ExportSource) => {
    setStarting(true);
    try {
      const made = await exportJobs.create({ source, query: { ...headerScope(), ...query } });
      watch();
      toast('success', `已创建导出任务（${made.total} 条），生成后可在下载中心下载`);
    } catch (e) {
      toast('error', `导出失败：${e instanceof Error ? e.message : String(e)}`);
    } finally {
      setStarting(false);
    }
  };

  const run = async () => {
    if (job && total !== undefined && total > EXPORT_JOB_ROWS) return startJob(job);
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
    <Button icon={<DownloadOutlined />} loading={starting} onClick={() => void run()}>
      导出
    </Button>
  );
}
