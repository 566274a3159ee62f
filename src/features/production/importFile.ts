/**
 * The browser's side of an Excel import: read the file, refuse it as a whole when it is
 * too large, not a sheet, empty or without the template's header, check every row (the
 * contract's check, without what only the backend knows), then send the valid rows in
 * chunks and commit them: the backend checks them again and imports all or nothing.
 */
import { readSheet, SheetError } from '@/shared/utils/excel';
import { productionApi } from './api';
import {
  checkImportRows,
  headerMatches,
  IMPORT_HEADER,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  PRODUCTION_MSG,
  toImportRows,
  type ImportRecord,
  type ImportRow,
  type RowProblem,
} from '@contract/production';

export type FileVerdict =
  | { ok: false; message: string }
  | { ok: true; fileName: string; total: number; valid: ImportRow[]; problems: RowProblem[] };

const SHEET = /\.(xlsx|csv)$/i;

/** Reads and checks a file; `areas` maps service-area names to ids. */
export async function checkFile(
  file: Blob,
  fileName: string,
  areas: ReadonlyMap<string, string>,
): Promise<FileVerdict> {
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
  if (header > 0 || !headerMatches(cells[0]))
    return { ok: false, message: `${PRODUCTION_MSG.header}：第 1 行须为「${IMPORT_HEADER.join('、')}」` };
  const rows = toImportRows(cells);
  if (!rows.length) return { ok: false, message: PRODUCTION_MSG.empty };
  if (rows.length > IMPORT_MAX_ROWS) return { ok: false, message: `${PRODUCTION_MSG.tooManyRows}，未导入` };
  const { valid, problems } = checkImportRows(rows, { areas });
  return { ok: true, fileName, total: rows.length, valid, problems };
}

const CHUNK = 2500;

export type ImportOutcome = { done: true; record: ImportRecord } | { done: false; refused: RowProblem[] };

/**
 * Imports the valid rows: they are sent in chunks (`onProgress` 0–100) that the backend
 * checks again; what it refuses is returned and the upload dropped (nothing imported);
 * otherwise the upload is committed, checked once more as a whole.
 */
export async function runImport(
  rows: ImportRow[],
  fileName: string,
  refused: RowProblem[],
  onProgress: (pct: number) => void,
): Promise<ImportOutcome> {
  onProgress(0);
  let uploadId: string | undefined;
  const problems: RowProblem[] = [];
  for (let i = 0; i < rows.length; i += CHUNK) {
    const res = await productionApi.stageImport(rows.slice(i, i + CHUNK), uploadId);
    uploadId = res.uploadId;
    problems.push(...res.problems);
    onProgress(Math.round((res.staged / rows.length) * 95));
  }
  if (problems.length) {
    await productionApi.discardImport(uploadId!).catch(() => undefined);
    return { done: false, refused: problems };
  }
  const record = await productionApi.commitImport(uploadId!, fileName, refused);
  onProgress(100);
  return { done: true, record };
}
