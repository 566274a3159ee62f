import { describe, expect, it } from 'vitest';
import { checkImportRows, headerMatches, IMPORT_HEADER, toImportRows, type ImportRow } from '@contract/production';
import { parseCsv } from '@/shared/utils/csv';

const areas = new Map([['西湖服务区', 'SA001']]);
const row = (n: number, over: Partial<ImportRow> = {}): ImportRow => ({
  row: n,
  imei: `86000000000${String(1000 + n)}`,
  frameNo: `XQ2099${String(10000 + n)}`,
  model: 'XQ-E5 标准版',
  batch: '2026-11-A',
  vehicleNo: '',
  serviceArea: '',
  ...over,
});

describe('the import row check (contract/production.ts)', () => {
  it('accepts a well-formed row and reports each kind of problem by row, column and reason', () => {
    const rows = [
      row(2),
      row(3, { imei: '12345' }),
      row(4, { imei: row(2).imei }),
      row(5, { model: 'XQ-E9' }),
      row(6, { serviceArea: '火星服务区' }),
      row(7, { vehicleNo: '12' }),
      row(8, { vehicleNo: '8700001' }),
      row(9, { vehicleNo: '8700001' }),
      row(10, { batch: '' }),
      row(11, { frameNo: row(2).frameNo.toLowerCase() }),
      row(12, { serviceArea: '西湖服务区', vehicleNo: '8700002' }),
    ];
    const { valid, problems } = checkImportRows(rows, { areas });
    expect(valid.map((r) => r.row)).toEqual([2, 8, 12]);
    expect(problems).toEqual([
      { row: 3, column: 'IMEI', reason: 'IMEI 须为 15 位数字' },
      { row: 4, column: 'IMEI', reason: 'IMEI 在文件中重复' },
      { row: 5, column: '车型', reason: '未知车型「XQ-E9」' },
      { row: 6, column: '服务区', reason: '未知服务区「火星服务区」' },
      { row: 7, column: '车辆编号', reason: '车辆编号须为 7 位数字' },
      { row: 9, column: '车辆编号', reason: '车辆编号在文件中重复' },
      { row: 10, column: '批次', reason: '请输入批次' },
      { row: 11, column: '车架号', reason: '车架号在文件中重复' },
    ]);
  });

  it('asks the context what only the backend knows: IMEI in the fleet, number taken', () => {
    const { valid, problems } = checkImportRows([row(2), row(3, { vehicleNo: '8600001' })], {
      areas,
      imeiTaken: (imei) => imei === row(2).imei,
      vehicleNoTaken: (no) => no === '8600001',
    });
    expect(valid).toEqual([]);
    expect(problems.map((p) => p.reason)).toEqual(['IMEI 已存在于车辆库', '车辆编号已被占用']);
  });

  it('reads the template header (trailing blank cells allowed) and numbers rows as the sheet does', () => {
    expect(headerMatches([...IMPORT_HEADER, '', ' '])).toBe(true);
    expect(headerMatches(['IMEI', '车架号', '型号', '批次', '车辆编号', '服务区'])).toBe(false);
    expect(headerMatches(IMPORT_HEADER.slice(0, 4))).toBe(false);
    const rows = toImportRows([
      [...IMPORT_HEADER],
      [' 860000000000001 ', 'XQ1', 'M', 'B'],
      ['', ''],
      ['860000000000002'],
    ]);
    expect(rows.map((r) => [r.row, r.imei, r.vehicleNo])).toEqual([
      [2, '860000000000001', ''],
      [4, '860000000000002', ''],
    ]);
  });
});

describe('parseCsv', () => {
  it('reads quoted cells, doubled quotes, CRLF and a BOM', () => {
    expect(parseCsv('\uFEFFa,"b,c","d ""e"""\r\n1,2,3\n')).toEqual([
      ['a', 'b,c', 'd "e"'],
      ['1', '2', '3'],
    ]);
    expect(parseCsv('x,y')).toEqual([['x', 'y']]);
  });
});
