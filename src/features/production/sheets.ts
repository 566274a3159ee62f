/** The production screens' Excel files: the import template, a refusal report, the vehicle export. */
import { dateTime } from '@/shared/utils/format';
import type { SheetSpec } from '@/shared/utils/excel';
import { IMPORT_COLUMNS, IMPORT_HEADER, IMPORT_MAX_BYTES, type RowProblem } from '@contract/production';
import { vehicleColumns } from './columns';
import type { FactoryVehicle } from '@contract/production';

/** The template: the header, one example row, and a notes sheet. */
export function templateSheets(): SheetSpec[] {
  return [
    {
      name: '出厂车辆',
      header: [...IMPORT_HEADER],
      textColumns: [0, 1, 4],
      widths: [20, 18, 18, 14, 12, 14],
      rows: [['864410000099999', 'XQ202699999', 'XQ-E5 标准版', '2026-11-A', '', '西湖服务区']],
    },
    {
      name: '填写说明',
      header: ['列', '是否必填', '说明'],
      widths: [12, 10, 60],
      rows: [
        ...IMPORT_COLUMNS.map((c) => [c.title, c.required ? '必填' : '选填', c.note]),
        ['', '', '第 1 行为表头，请勿修改；示例行导入前请删除或替换。'],
        ['', '', `支持 .xlsx 与 .csv，文件不超过 ${IMPORT_MAX_BYTES / 1024 / 1024} MB；只读取第一个工作表。`],
        ['', '', '有错误的行会列在校验报告中，可选择只导入有效的行，或全部不导入。'],
      ],
    },
  ];
}

/** The refused rows of an import, by row number. */
export function reportSheets(problems: readonly RowProblem[]): SheetSpec[] {
  const rows = [...problems].sort((a, b) => a.row - b.row).map((p) => [p.row, p.column, p.reason]);
  return [{ name: '校验报告', header: ['行号', '列', '原因'], widths: [8, 12, 40], rows }];
}

/** The factory vehicles, as the list shows them. */
export function vehicleSheets(rows: readonly FactoryVehicle[]): SheetSpec[] {
  return [
    {
      name: '出厂车辆',
      header: vehicleColumns.map((c) => c.title),
      textColumns: [0, 1, 5],
      rows: rows.map((r) =>
        vehicleColumns.map((c) =>
          c.key === 'producedAt' ? dateTime(r.producedAt) : c.csv ? c.csv(r) : c.dataIndex ? r[c.dataIndex] : '',
        ),
      ),
    },
  ];
}
