/**
 * The browser's side of an Excel import: read the file, refuse it as a whole when it is
 * too large, not a sheet, empty or without the template's header, check every row (the
 * contract's check, without what only the backend knows), then send the valid rows in
 * chunks and commit them: the backend checks them again and imports all or nothing.
 */
import { readSheet, SheetError } from '@/shared/utils/excel';
import { productionApi } from './api';
import {
  checkImportRows, headerMatches, IMPORT_HEADER, IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, PRODUCTION_MSG, toImportRows,
  type ImportRecord, type ImportRow, type RowProblem,
} from '@contract/production';

export type FileVerdict =
  | { ok: false; message: string }
  | { ok: true; fileName: string; total: number; valid: ImportRow[]; problems: RowProblem[] };

const SHEET = /\.(xlsx|csv)$/i;

/** Reads and checks a file; `areas` maps service-area names to ids. */
export async function checkFile(file: Blob, fileName: string, areas: ReadonlyMap<string, string>): Promise<FileVerdict> {
  if (file.size > IMPORT_MAX_BYTES) return { ok: false, message: PRODUCTION_MSG.tooLarge };
  if (!SHEET.test(fileName)) return { ok: false, message: PRODUCTION_MSG.notSheet };
  let cells: string[][];
  try {
    cells = await readSheet(file, fileName, PRODUCTION_MSG.notSheet);
  } catch (e) {
    if (e instanceof SheetError) return { ok: false, message: e.message };
    throw e;
  }
  const header = cells.findIndex((r) => r.some((c) => c.trim()));
  if (header < 0) return { ok: false, message: PRODUCTION_MSG.empty };
  if (header > 0 || !headerMatches(cells[0])) return { ok: false, message: `${PRODUCTION_MSG.header}：第 1 行须为「${IMPORT_HEADER.join('、')}」` };
  const rows = toImportRows(cells);
  if (!rows.length) return { ok: false, message: PRODUCTION_MSG.empty };
  if (rows.length > IMPORT_MAX_ROWS) return { ok: false, message: `${PRODUCTION_MSG.tooManyRows}，未导入` };
  const { valid, problems } = checkImportRows(rows, { areas });
  return { ok: true, fileName, total: rows.length, valid, problems };
}

const CHUNK = 1000;

export type ImportOutcome = { done: true; record: ImportRecord } | { done: false; refused: RowProblem[] };

/**
 * Imports the valid rows: the backend checks them first (what it refuses is returned and
 * nothing is imported), then they are sent in chunks (`onProgress` 0–100) and committed.
 */
export async function runImport(rows: ImportRow[], fileName: string, refused: RowProblem[], onProgress: (pct: number) => void): Promise<ImportOutcome> {
  onProgress(0);
  const { problems } = await productionApi.checkImport(rows);
  if (problems.length) return { done: false, refused: problems };
  let uploadId: string | undefined;
  for (let i = 0; i < rows.length; i += CHUNK) {
    const res = await productionApi.stageImport(rows.slice(i, i + CHUNK), uploadId);
    uploadId = res.uploadId;
    onProgress(Math.round((res.staged / rows.length) * 95));
  }
  const record = await productionApi.commitImport(uploadId!, fileName, refused);
  onProgress(100);
  return { done: true, record };
}
