/**
 * The export files of the Node server in its SQLite database (one row per settled job: its
 * 下载中心 entry as JSON, the .xlsx as a blob, its expiry), so that a restart keeps them
 * until they are deleted or expire.
 */
import type { ExportJob } from '@contract/endpoints/exports';
import { jobNumber, type ExportFiles, type KeptFile } from '../exports/files';
import { readMeta, writeMeta, type BackendDb } from './database';

interface Row {
  owner: string;
  job: string;
  bytes: Uint8Array | null;
}

export function sqliteExportFiles(db: BackendDb): ExportFiles {
  db.exec(`
    CREATE TABLE IF NOT EXISTS export_files (
      id TEXT PRIMARY KEY,
      number INTEGER NOT NULL,
      owner TEXT NOT NULL,
      job TEXT NOT NULL,
      bytes BLOB,
      expires_at TEXT NOT NULL
    );
    CREATE INDEX IF NOT EXISTS export_files_owner ON export_files (owner);
  `);
  const insert = db.prepare(
    'INSERT OR REPLACE INTO export_files (id, number, owner, job, bytes, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const byOwner = db.prepare('SELECT job FROM export_files WHERE owner = ?');
  const byId = db.prepare('SELECT owner, job, bytes FROM export_files WHERE id = ?');
  const remove = db.prepare('DELETE FROM export_files WHERE id = ?');
  const expire = db.prepare('DELETE FROM export_files WHERE expires_at <= ?');
  // the highest number ever kept, not of the rows left: an expired job's number is not given again
  const LAST = 'exports.lastNumber';
  let last = Number(readMeta(db, LAST) ?? 0);
  const keep = db.transaction((f: KeptFile) => {
    const n = jobNumber(f.view.id);
    insert.run(
      f.view.id,
      n,
      f.owner,
      JSON.stringify(f.view),
      f.bytes ? Buffer.from(f.bytes.buffer, f.bytes.byteOffset, f.bytes.byteLength) : null,
      f.view.expiresAt,
    );
    if (n > last) {
      last = n;
      writeMeta(db, LAST, String(n));
    }
  });
  return {
    put: (f: KeptFile) => void keep(f),
    list: (owner) => (byOwner.all(owner) as Array<{ job: string }>).map((r) => JSON.parse(r.job) as ExportJob),
    get: (id) => {
      const row = byId.get(id) as Row | undefined;
      if (!row) return undefined;
      const view = JSON.parse(row.job) as ExportJob;
      return { owner: row.owner, view, bytes: row.bytes ? new Uint8Array(row.bytes) : undefined };
    },
    remove: (id) => void remove.run(id),
    expire: (at) => void expire.run(at),
    lastNumber: () => last,
  };
}
