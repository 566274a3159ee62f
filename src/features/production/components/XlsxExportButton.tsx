import { FileExcelOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ListQuery } from '@/shared/http/page';
import { useRowsExport } from '@/shared/ui/list/useRowsExport';
import { downloadXlsx } from '@/shared/utils/excel';
import { now } from '@/shared/utils/clock';
import { productionApi } from '../api';
import { vehicleSheets } from '../sheets';
import { zoned } from '@/shared/utils/zone';

/** Every factory vehicle of the current filters (all pages) as an .xlsx file. */
export default function XlsxExportButton({ query }: { query: ListQuery }) {
  const rowsExport = useRowsExport((q: ListQuery, s?: AbortSignal) => productionApi.vehicles(q, s));
  if (rowsExport.view) return rowsExport.view;
  return (
    <Button
      icon={<FileExcelOutlined />}
      onClick={() =>
        void rowsExport.run(query, async (rows) => {
          await downloadXlsx(`出厂车辆-${zoned(now()).format('YYYYMMDD-HHmmss')}.xlsx`, vehicleSheets(rows));
          return `已导出 ${rows.length} 辆车`;
        })
      }
    >
      导出 Excel
    </Button>
  );
}
