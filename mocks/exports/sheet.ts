/**
 * One .xlsx sheet written row by row. On Node (the backend's HTTP server, the tests, the
 * bench) with exceljs' streaming writer: each row is turned into XML and deflated as it is
 * committed, so memory holds the compressed file, not the rows. exceljs' browser build has
 * no streaming writer: the demo's backend, which runs in the page, builds the workbook in
 * memory instead (the same cells; fine for the demo's world, not for a million rows).
 */
import type { Workbook } from 'exceljs';
import { loadExcel } from '../../src/shared/utils/excel';
import { ZONE_OFFSET_MINUTES } from '../../src/shared/utils/zoneOffset';

export interface SheetColumn {
  header: string;
  width: number;
  /** Excel number format: '0.00' for yuan, a date format for times, '@' for text */
  numFmt?: string;
}

export interface SheetWriter {
  /** one row of cells: strings, numbers, Dates made by `sheetTime`, or null for an empty cell */
  add(cells: ReadonlyArray<string | number | Date | null>): void;
  /** the file's bytes, once every row is in */
  finish(): Promise<Uint8Array>;
}

export const DATE_TIME_FORMAT = 'yyyy-mm-dd hh:mm:ss';
export const YUAN_FORMAT = '0.00';

/**
 * A moment as a date cell reading the service areas' clock (UTC+8): Excel dates have no
 * zone, and exceljs writes a Date's UTC fields, so the wall time is shifted in.
 */
export const sheetTime = (iso: string | undefined): Date | null =>
  iso ? new Date(Date.parse(iso) + ZONE_OFFSET_MINUTES * 60_000) : null;

interface StreamingWorkbook {
  addWorksheet(name: string, o?: unknown): StreamingSheet;
  commit(): Promise<void>;
  stream: { read(): Uint8Array | null };
}
interface StreamingSheet {
  columns: Array<{ header: string; width: number; style?: { numFmt?: string } }>;
  views: unknown[];
  addRow(values: unknown[]): { commit(): void };
  getRow(n: number): { font: unknown; commit(): void };
  commit(): void;
}
type WithStream = { stream?: { xlsx?: { WorkbookWriter?: new (o: object) => StreamingWorkbook } } };

const columnsOf = (columns: readonly SheetColumn[]) =>
  columns.map((c) => ({ header: c.header, width: c.width, style: c.numFmt ? { numFmt: c.numFmt } : undefined }));

/** A sheet named `name` with a bold, frozen header row of `columns`. */
export async function openSheet(name: string, columns: readonly SheetColumn[]): Promise<SheetWriter> {
  const excel = await loadExcel();
  const Writer = (excel as unknown as WithStream).stream?.xlsx?.WorkbookWriter;
  if (Writer) {
    const book = new Writer({ useStyles: true, useSharedStrings: false });
    const sheet = book.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = columnsOf(columns);
    sheet.getRow(1).font = { bold: true };
    return {
      add: (cells) => sheet.addRow(cells as unknown[]).commit(),
      async finish() {
        sheet.commit();
        await book.commit();
        return book.stream.read() ?? new Uint8Array();
      },
    };
  }
  const book: Workbook = new excel.Workbook();
  const sheet = book.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columnsOf(columns);
  sheet.getRow(1).font = { bold: true };
  return {
    add: (cells) => void sheet.addRow(cells as unknown[]),
    finish: async () => new Uint8Array((await book.xlsx.writeBuffer()) as ArrayBuffer),
  };
}
