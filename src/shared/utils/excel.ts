/**
 * Excel in and out (.xlsx; .csv read too). exceljs (~256 KB gzip) is loaded on first use
 * through a dynamic import, so only the screens that read or write Excel fetch it.
 */
import type { Workbook, Worksheet } from 'exceljs';
import { parseCsv } from './csv';
import { saveBlob } from './save';
import { XLSX_TYPE } from '@contract/endpoints/exports';

type ExcelModule = typeof import('exceljs');

let loading: Promise<ExcelModule> | null = null;

/** exceljs, loaded once (the browser build is a CommonJS bundle: its namespace may sit under `default`). */
export function loadExcel(): Promise<ExcelModule> {
  loading ??= import('exceljs')
    .then((m) => (m as unknown as { default?: ExcelModule }).default ?? m)
    .catch((e: unknown) => {
      loading = null;
      throw e;
    });
  return loading;
}

/** One sheet to write: its header, its rows, optional column widths and text columns (kept as text, e.g. IMEI). */
export interface SheetSpec {
  name: string;
  header: string[];
  rows: unknown[][];
  widths?: number[];
  /** 0-based columns formatted as text */
  textColumns?: number[];
}

function fill(ws: Worksheet, s: SheetSpec): void {
  ws.addRow(s.header).font = { bold: true };
  for (const r of s.rows) ws.addRow(r.map((v) => (v === undefined || v === null ? '' : v)));
  s.header.forEach((_, i) => {
    const col = ws.getColumn(i + 1);
    col.width = s.widths?.[i] ?? Math.max(10, s.header[i].length * 2 + 4);
    if (s.textColumns?.includes(i)) col.numFmt = '@';
  });
  ws.views = [{ state: 'frozen', ySplit: 1 }];
}

/** The .xlsx file of these sheets. */
export async function xlsxBytes(sheets: SheetSpec[]): Promise<ArrayBuffer> {
  const { Workbook: WB } = await loadExcel();
  const wb: Workbook = new WB();
  for (const s of sheets) fill(wb.addWorksheet(s.name), s);
  return (await wb.xlsx.writeBuffer()) as ArrayBuffer;
}

export { XLSX_TYPE };

/** Saves sheets as an .xlsx file through a temporary link. */
export async function downloadXlsx(filename: string, sheets: SheetSpec[]): Promise<void> {
  saveBlob(filename, new Blob([await xlsxBytes(sheets)], { type: XLSX_TYPE }));
}

/** Why a file could not be read as a sheet. */
export class SheetError extends Error {
  constructor(
    readonly kind: 'notSheet',
    message: string,
  ) {
    super(message);
  }
}

function cellText(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  const o = v as { richText?: Array<{ text: string }>; text?: unknown; result?: unknown };
  if (o.richText) return o.richText.map((t) => t.text).join('');
  if (o.text !== undefined) return cellText(o.text);
  if (o.result !== undefined) return cellText(o.result);
  return '';
}

const bytesOf = (file: Blob): Promise<ArrayBuffer> =>
  typeof file.arrayBuffer === 'function'
    ? file.arrayBuffer()
    : new Promise((resolve, reject) => {
        const r = new FileReader();
        r.onload = () => resolve(r.result as ArrayBuffer);
        r.onerror = () => reject(r.error ?? new Error('read failed'));
        r.readAsArrayBuffer(file);
      });

/** The cells of the first sheet of an .xlsx (rows of text), or of a .csv. */
export async function readSheet(file: Blob, name: string, notSheet = '文件不是表格'): Promise<string[][]> {
  const lower = name.toLowerCase();
  const bytes = await bytesOf(file);
  if (lower.endsWith('.csv')) {
    const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
    if (text.includes('\u0000')) throw new SheetError('notSheet', notSheet);
    return parseCsv(text);
  }
  if (!lower.endsWith('.xlsx')) throw new SheetError('notSheet', notSheet);
  const { Workbook: WB } = await loadExcel();
  const wb: Workbook = new WB();
  try {
    await wb.xlsx.load(bytes);
  } catch {
    throw new SheetError('notSheet', notSheet);
  }
  const ws = wb.worksheets[0];
  if (!ws) return [];
  const out: string[][] = [];
  ws.eachRow({ includeEmpty: true }, (row, n) => {
    const values = row.values as unknown[];
    const cells: string[] = [];
    for (let i = 1; i < values.length; i++) cells.push(cellText(values[i]));
    out[n - 1] = cells;
  });
  for (let i = 0; i < out.length; i++) out[i] ??= [];
  return out;
}
