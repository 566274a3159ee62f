/**
 * Where finished export files are kept until they are deleted or expire. In the page (the
 * service worker, the tests) they are held in memory with the world they were made from; the
 * Node server keeps them in its SQLite database, so that a restart keeps the 下载中心's files.
 */
import type { ExportJob } from '@contract/endpoints/exports';
import { hostSlot } from '../lib/host';

/** A settled job: its entry in the 下载中心 and, when done, its file. */
export interface KeptFile {
  owner: string;
  view: ExportJob;
  bytes?: Uint8Array;
}

export interface ExportFiles {
  /** keeps a settled job (done with its bytes, or failed with its reason) */
  put(file: KeptFile): void;
  /** the owner's settled jobs, in any order (without their bytes) */
  list(owner: string): ExportJob[];
  get(id: string): KeptFile | undefined;
  remove(id: string): void;
  /** forgets every file whose expiresAt is at or before `at` (ISO) */
  expire(at: string): void;
  /** the highest job number ever kept (a restarted server numbers on from it) */
  lastNumber(): number;
}

/** The job number of an id (`EXP000042` → 42). */
export const jobNumber = (id: string): number => Number(id.slice(3)) || 0;

/** Files in memory (the page's backend and the tests). */
export function memoryFiles(): ExportFiles {
  const files = new Map<string, KeptFile>();
  let last = 0;
  return {
    put: (f) => {
      files.set(f.view.id, f);
      last = Math.max(last, jobNumber(f.view.id));
    },
    list: (owner) => [...files.values()].filter((f) => f.owner === owner).map((f) => ({ ...f.view })),
    get: (id) => files.get(id),
    remove: (id) => void files.delete(id),
    expire: (at) => {
      for (const [id, f] of files) if (f.view.expiresAt <= at) files.delete(id);
    },
    lastNumber: () => last,
  };
}

/** The host's store of export files (the Node server's), or none. */
const store = hostSlot(() => ({ kept: null as ExportFiles | null }));

/** The Node server's store (null: each world keeps its files in memory). */
export function setExportFiles(files: ExportFiles | null): void {
  store().kept = files;
}

export const keptFiles = (): ExportFiles | null => store().kept;
