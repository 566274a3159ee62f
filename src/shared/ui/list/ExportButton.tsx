import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { toast } from '@/shared/http/notify';
import type { ListQuery } from '@/shared/http/page';
import { useRowsExport } from './useRowsExport';
import { downloadText, toCsv } from '@/shared/utils/csv';
import type { Fetcher, ListColumn } from './types';
import { now } from '@/shared/utils/clock';
import { zoned } from '@/shared/utils/zone';
import { EXPORT_JOB_ROWS, type ExportSource } from '@contract/endpoints/exports';
import { headerScope } from '@/shared/http/client';
import { exportJobs, useExportWatch } from '@/shared/exports/jobs';

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
  const [starting, setStarting] = useState(false);
  const rowsExport = useRowsExport(fetch);
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
    await rowsExport.run(query, (rows) => {
      downloadText(`${filename}-${zoned(now()).format('YYYYMMDD-HHmmss')}.csv`, rowsToCsv(columns, rows));
      return `已导出 ${rows.length} 条`;
    });
  };

  if (rowsExport.view) return rowsExport.view;
  return (
    <Button icon={<DownloadOutlined />} loading={starting} onClick={() => void run()}>
      导出
    </Button>
  );
}
