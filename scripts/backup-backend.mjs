#!/usr/bin/env node
/**
 * Backup and restore of the backend's database (data/backend.sqlite: the journal of every
 * accepted write, the row naming the world's latest snapshot, the server's RSA key pair, the
 * 下载中心's files). The snapshot itself is a file beside it (data/backend.sqlite-snapshots/),
 * not in the backup: a restored backend whose snapshot file is gone replays its whole journal
 * once (and snapshots again).
 *
 *   node scripts/backup-backend.mjs backup  [db=data/backend.sqlite] <backup file>
 *   node scripts/backup-backend.mjs restore <backup file> [db=data/backend.sqlite]
 *
 * backup runs while the backend runs: SQLite's online backup (the sqlite3 shell's `.backup`),
 * a consistent copy of the database as of one moment, WAL included; without the sqlite3 shell
 * (apt install sqlite3) it falls back to `VACUUM INTO`, also consistent. The copy is checked
 * (PRAGMA integrity_check) before it is kept.
 * restore is done with the backend STOPPED (systemctl stop ebike-backend): the backup is checked,
 * then put in place of the database (its -wal and -shm files removed), atomically by a rename.
 * The next start puts back the snapshot the backup names when its file is still there, and
 * replays the journal after it; else the whole journal.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import Database from 'libsql';

const [what, ...rest] = process.argv.slice(2);

function hasShell() {
  try {
    execFileSync('sqlite3', ['-version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

function check(file) {
  const db = new Database(file, { readonly: true });
  try {
    const first = (sql) => Object.values(db.prepare(sql).get() ?? {})[0];
    const result = first('PRAGMA integrity_check');
    if (result !== 'ok') throw new Error(`${file}: integrity check says ${result}`);
    return first('SELECT COUNT(*) FROM entries');
  } finally {
    db.close();
  }
}

function backup(dbFile, out) {
  if (!existsSync(dbFile)) throw new Error(`${dbFile}: no such database`);
  const temp = `${out}.part`;
  rmSync(temp, { force: true });
  if (hasShell()) {
    // the online backup API, page by page, while the backend goes on writing
    execFileSync('sqlite3', [dbFile, `.backup '${temp.replaceAll("'", "''")}'`], { stdio: 'inherit' });
  } else {
    const db = new Database(dbFile);
    try {
      db.prepare('VACUUM INTO ?').run(temp);
    } finally {
      db.close();
    }
  }
  const entries = check(temp);
  renameSync(temp, out);
  console.log(`backup of ${dbFile} in ${out}: ${entries} journal entries`);
}

function restore(backupFile, dbFile) {
  const entries = check(backupFile);
  const temp = `${dbFile}.restoring`;
  copyFileSync(backupFile, temp);
  for (const suffix of ['-wal', '-shm']) rmSync(dbFile + suffix, { force: true });
  renameSync(temp, dbFile);
  console.log(`${dbFile} restored from ${backupFile}: ${entries} journal entries; start the backend`);
}

try {
  if (what === 'backup') {
    const [a, b] = rest;
    const [dbFile, out] = b ? [a, b] : ['data/backend.sqlite', a];
    if (!out) throw new Error('backup [db] <backup file>');
    backup(resolve(dbFile), resolve(out));
  } else if (what === 'restore') {
    const [backupFile, dbFile = 'data/backend.sqlite'] = rest;
    if (!backupFile) throw new Error('restore <backup file> [db]');
    mkdirSync(dirname(resolve(dbFile)), { recursive: true });
    restore(resolve(backupFile), resolve(dbFile));
  } else {
    throw new Error('backup [db] <backup file> | restore <backup file> [db]');
  }
} catch (e) {
  console.error(`backup-backend: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
}
