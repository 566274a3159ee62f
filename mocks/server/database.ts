/**
 * The Node backend's database: one SQLite file (libsql: SQLite's libSQL fork with
 * better-sqlite3's synchronous API, so each write is stored before the next statement runs;
 * it ships prebuilt binaries, where better-sqlite3 compiled SQLite from source at every
 * `npm ci` without internet access to its prebuilds) holding the journal of accepted writes (the same
 * entries the browser keeps in IndexedDB) and the server's own settings, such as its RSA key
 * pair, and the latest snapshot of the world (snapshot.ts). WAL mode: a crash loses nothing that
 * was committed. The snapshot's world itself is a file beside the database (snapshot.ts): a
 * 100 MB blob read back through SQLite's 4 KB overflow pages took four times as long as the file.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'libsql';
import type { JournalEntry, JournalHeader } from '../lib/journal';
import type { JournalStorage } from '../journal/store';

export type BackendDb = Database.Database;

/** Opens (or makes) the file; `fresh` deletes it first (`--reset`). */
export function openDatabase(file: string, fresh = false): BackendDb {
  if (fresh) for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
  mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  // what is deleted is overwritten, not left in free pages (a discarded journal of an older
  // version held tokens and sealed bodies)
  db.pragma('secure_delete = ON');
  db.exec(`
    CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS entries (id INTEGER PRIMARY KEY AUTOINCREMENT, entry TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS snapshot_files (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      version TEXT NOT NULL,
      epoch INTEGER NOT NULL,
      covers INTEGER NOT NULL,
      taken_at TEXT NOT NULL,
      file TEXT NOT NULL,
      bytes INTEGER NOT NULL
    );
  `);
  return db;
}

export function readMeta(db: BackendDb, key: string): string | null {
  const row = db.prepare('SELECT value FROM meta WHERE key = ?').get(key) as { value: string } | undefined;
  return row?.value ?? null;
}

export function writeMeta(db: BackendDb, key: string, value: string): void {
  db.prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value').run(
    key,
    value,
  );
}

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text; // left for the journal's check to refuse
  }
};

/**
 * How many entries the journal holds, read from the ends of the table's rowids (two lookups
 * in its b-tree) rather than counted (COUNT(*) reads every page: ~0.2 s at 100,000 entries,
 * which the snapshot's check paid every few seconds). Exact because the entries' ids are
 * contiguous: they are only appended (AUTOINCREMENT, one at a time, never deleted one by one)
 * or all deleted, and a crash loses a suffix at most.
 */
export function entryCounter(db: BackendDb): () => number {
  const first = db.prepare('SELECT MIN(id) AS id FROM entries');
  const last = db.prepare('SELECT MAX(id) AS id FROM entries');
  return () => {
    const a = (first.get() as { id: number | null }).id;
    return a === null ? 0 : (last.get() as { id: number }).id - a + 1;
  };
}

/**
 * The journal in the database: the header in meta, one row per entry in the order accepted.
 * The entries from position `skip` on are read by their ids (the first id plus `skip`: they are
 * contiguous, see entryCounter), not by OFFSET, which steps over every row before them: after a
 * snapshot covering 100,000 entries a start read 100,000 rows to replay the last few.
 * Forgetting the entries forgets the snapshot too (it was of a world made by them); a rewrite
 * (entries dropped by a replay) keeps it: it drops none that the snapshot covers.
 */
export function sqliteJournal(db: BackendDb): JournalStorage {
  const insert = db.prepare('INSERT INTO entries (entry) VALUES (?)');
  const from = db.prepare('SELECT entry FROM entries WHERE id >= (SELECT MIN(id) FROM entries) + ? ORDER BY id');
  const clearAll = db.prepare('DELETE FROM entries');
  const clearSnapshots = db.prepare('DELETE FROM snapshot_files');
  const rewrite = db.transaction((entries: readonly JournalEntry[]) => {
    clearAll.run();
    for (const e of entries) insert.run(JSON.stringify(e));
  });
  const clearEntries = db.transaction(() => {
    clearAll.run();
    clearSnapshots.run();
  });
  return {
    read: (skip = 0) => {
      const header = readMeta(db, 'journal.header');
      const rows = from.all(skip) as Array<{ entry: string }>;
      return Promise.resolve({
        header: header === null ? null : parse(header),
        entries: rows.map((r) => parse(r.entry)),
      });
    },
    writeHeader: (header: JournalHeader) => Promise.resolve(writeMeta(db, 'journal.header', JSON.stringify(header))),
    append: (entry: JournalEntry) => Promise.resolve(void insert.run(JSON.stringify(entry))),
    clearEntries: () => Promise.resolve(clearEntries()),
    rewrite: (entries) => Promise.resolve(rewrite(entries)),
    clear: () => {
      db.transaction(() => {
        clearAll.run();
        clearSnapshots.run();
        db.prepare("DELETE FROM meta WHERE key = 'journal.header'").run();
      })();
      // and out of the write-ahead log too
      db.pragma('wal_checkpoint(TRUNCATE)');
      return Promise.resolve();
    },
  };
}

/** Whether a write to the database goes through now (GET /readyz): a row of meta written and read back. */
export function writable(db: BackendDb): boolean {
  try {
    const at = new Date().toISOString();
    writeMeta(db, 'ready.probe', at);
    return readMeta(db, 'ready.probe') === at;
  } catch {
    return false;
  }
}
