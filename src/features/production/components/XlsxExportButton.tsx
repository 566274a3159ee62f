import { FileExcelOutlined } from '@ant-design/icons';
import { Button, Progress, Space } from 'antd';
import { useRef, useState } from 'react';
import { toast } from '@/shared/http/notify';
import type { ListQuery } from '@/shared/http/page';
import { exportRows } from '@/shared/ui/list/ExportButton';
import { downloadXlsx } from '@/shared/utils/excel';
import { now } from '@/shared/utils/clock';
import { productionApi } from '../api';
import { vehicleSheets } from '../sheets';
import { zoned } from '@/shared/utils/zone';

/** Every factory vehicle of the current filters (all pages) as an .xlsx file. */
export default function XlsxExportButton({ query }: { query: ListQuery }) {
  const [progress, setProgress] = useState<number | null>(null);
  const ctrl = useRef<AbortController | null>(null);

  const run = async () => {
    if (ctrl.current) return;
    ctrl.current = new AbortController();
    setProgress(0);
    try {
      const rows = await exportRows(
        (q, s) => productionApi.vehicles(q, s),
        query,
        (d, t) => setProgress(t ? Math.round((d / t) * 100) : 100),
        ctrl.current.signal,
      );
      await downloadXlsx(`出厂车辆-${zoned(now()).format('YYYYMMDD-HHmmss')}.xlsx`, vehicleSheets(rows));
      toast('success', `已导出 ${rows.length} 辆车`);
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
        <Button onClick={() => ctrl.current?.abort()}>取消导出</Button>
      </Space>
    );
  }
  return (
    <Button icon={<FileExcelOutlined />} onClick={run}>
      导出 Excel
    </Button>
  );
}
