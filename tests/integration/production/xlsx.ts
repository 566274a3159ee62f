/** Helpers of the production tests: catch downloaded files and read .xlsx bytes. */
import { vi } from 'vitest';
import { loadExcel } from '@/shared/utils/excel';

/** Downloads land here instead of the file system. */
export function catchDownloads(): Array<{ name: string; blob: Blob }> {
  const files: Array<{ name: string; blob: Blob }> = [];
  const blobs = new Map<string, Blob>();
  let n = 0;
  Object.assign(URL, {
    createObjectURL: vi.fn((b: Blob) => {
      n += 1;
      blobs.set(`blob:${n}`, b);
      return `blob:${n}`;
    }),
    revokeObjectURL: vi.fn(),
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    files.push({ name: this.download, blob: blobs.get(this.href)! });
  });
  return files;
}

const bytesOf = (b: Blob) =>
  new Promise<ArrayBuffer>((resolve) => {
    const r = new FileReader();
    r.onload = () => resolve(r.result as ArrayBuffer);
    r.readAsArrayBuffer(b);
  });

/** Every sheet of an .xlsx: name → rows of cell text. */
export async function readXlsx(b: Blob): Promise<Record<string, string[][]>> {
  const { Workbook } = await loadExcel();
  const wb = new Workbook();
  await wb.xlsx.load(await bytesOf(b));
  const out: Record<string, string[][]> = {};
  for (const ws of wb.worksheets) {
    const rows: string[][] = [];
    ws.eachRow((row) =>
      rows.push((row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v)))),
    );
    out[ws.name] = rows;
  }
  return out;
}

/** An .xlsx file with these rows on its first sheet. */
export async function xlsxFile(name: string, rows: string[][]): Promise<File> {
  const { Workbook } = await loadExcel();
  const wb = new Workbook();
  const ws = wb.addWorksheet('出厂车辆');
  rows.forEach((r) => ws.addRow(r));
  const buf = (await wb.xlsx.writeBuffer()) as ArrayBuffer;
  return new File([buf], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}
