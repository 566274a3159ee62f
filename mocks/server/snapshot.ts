/**
 * Snapshots of the Node server's world, so that a start replays only the journal written after
 * the latest one instead of every entry from the seed.
 *
 * A snapshot is the whole world (mocks/db/snapshot.ts) as one node:v8 structured clone in a file
 * of its own beside the database (`<database>-snapshots/`), and a row of the database naming it,
 * with its size, the number of journal entries it covers, the journal's epoch and the version of
 * the code that wrote it. The file is written under a temporary name, flushed to disk and
 * renamed before its row is committed (the older row deleted in the same transaction), then the
 * files no row names are deleted and the write-ahead log checkpointed. The world is serialized with
 * the backend to itself (`alone`: the requests being answered finish first, those arriving wait)
 * once every accepted entry is stored, so the world in it is exactly the first `covers` entries;
 * the file is then written while requests are answered (the row, committed after, names it): a
 * kill at any moment leaves either the old snapshot or the new one, and the journal after it,
 * whole. Entries are never deleted for a snapshot: one of another version (the code changed),
 * of another format, or whose file is missing or cut short is ignored, said once and deleted,
 * and the whole journal replayed. A backup of the database (scripts/backup-backend.mjs) holds the
 * journal, not the file: a restored backend replays its whole journal once.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { open, rename } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deserialize, serialize } from 'node:v8';
import { fitsCode, putWorld, worldState, type WorldState } from '../db/snapshot';
import { alone } from '../lib/dispatch';
import { flushBuilds } from '../lib/journal';
import { journalPending, journalStored, type JournalPoint } from '../journal';
import { isJournalHeader } from '../lib/journal';
import { entryCounter, readMeta, type BackendDb } from './database';
import type { Prefetched } from './prefetch';

/** Bumped when what a snapshot row holds changes shape. */
const SNAPSHOT_FORMAT = 2;

/** Files whose content is the code that made a world (hashed when running from source). */
const SOURCES = ['mocks', 'contract', 'src/shared/utils'];

function hashTree(h: ReturnType<typeof createHash>, dir: string): void {
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) hashTree(h, path);
    else if (/\.(ts|json)$/.test(name)) h.update(name).update(readFileSync(path));
  }
}

/**
 * The version a snapshot is written and read at: the format, and a hash of the code that runs
 * (the compiled backend's files, every .mjs beside this one: the build splits it into chunks; or
 * the sources under tsx). Another build's world may hold other records in other shapes: its
 * snapshot is not read.
 */
export function codeVersion(): string {
  const h = createHash('sha256').update(`format ${SNAPSHOT_FORMAT}\n`);
  const self = fileURLToPath(import.meta.url);
  if (self.endsWith('.ts')) {
    const root = resolve(self, '../../..');
    for (const dir of SOURCES) hashTree(h, join(root, dir));
  } else {
    const dir = dirname(self);
    for (const name of readdirSync(dir).sort())
      if (name.endsWith('.mjs')) h.update(name).update(readFileSync(join(dir, name)));
  }
  return h.digest('hex').slice(0, 16);
}

interface Row {
  id: number;
  version: string;
  epoch: number;
  covers: number;
  taken_at: string;
  file: string;
  bytes: number;
}

export interface Taken {
  covers: number;
  bytes: number;
  /** from the world's serialization to the row committed */
  ms: number;
  /** how long requests waited: the world serialized with the backend to itself (the file is written after) */
  blocked: number;
}

export interface Snapshots {
  /**
   * Where the start begins: the latest snapshot of this version over this journal, or null.
   * `said` tells what was passed over (another version, unreadable), once: it is deleted.
   * `prefetched`: the file as read since the process began (prefetch.ts), used when it is the
   * one the latest row names.
   */
  start(
    prefetched?: Prefetched,
  ): Promise<{ point: JournalPoint | null; said?: string; takenAt?: string; steps?: StartSteps }>;
  /**
   * A snapshot of the world now (serialized with the backend to itself, the file written while
   * requests are answered); null when the world cannot be kept yet. `begun` runs when it starts
   * to be serialized (the log says so).
   */
  take(begun?: () => void): Promise<Taken | null>;
  /** Entries accepted since the latest snapshot. */
  since(): number;
}

/**
 * Writes `bytes` to `dir/name` durably: a temporary file flushed to disk, renamed, the directory
 * flushed. Asynchronous (libuv's threads): requests are answered meanwhile.
 */
async function writeDurably(dir: string, name: string, bytes: Uint8Array): Promise<void> {
  const temporary = join(dir, `${name}.tmp`);
  const file = await open(temporary, 'w');
  try {
    for (let at = 0; at < bytes.length; )
      at += (await file.write(bytes, at, Math.min(bytes.length - at, 1 << 24))).bytesWritten;
    await file.sync();
  } finally {
    await file.close();
  }
  await rename(temporary, join(dir, name));
  const d = await open(dir, 'r');
  try {
    await d.sync();
  } finally {
    await d.close();
  }
}

/** How long each step of the latest start's snapshot took (ms): the start's log line says them. */
export interface StartSteps {
  /** the file's read, or what was left of it to wait for when it was read beside the code's loading */
  read: number;
  deserialize: number;
}

export function sqliteSnapshots(db: BackendDb, dir: string, version = codeVersion()): Snapshots {
  mkdirSync(dir, { recursive: true });
  const latest = db.prepare('SELECT * FROM snapshot_files ORDER BY id DESC LIMIT 1');
  const insert = db.prepare(
    'INSERT INTO snapshot_files (version, epoch, covers, taken_at, file, bytes) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const older = db.prepare('DELETE FROM snapshot_files WHERE id < ?');
  const removeAll = db.prepare('DELETE FROM snapshot_files');
  const keep = db.transaction((epoch: number, covers: number, file: string, bytes: number) => {
    const { lastInsertRowid } = insert.run(version, epoch, covers, new Date().toISOString(), file, bytes);
    older.run(lastInsertRowid);
  });
  /** the files no row names (an older snapshot's, one cut short by a kill, or all after the journal was cleared) deleted */
  const tidy = () => {
    const named = (latest.get() as Row | undefined)?.file;
    for (const name of readdirSync(dir)) if (name !== named) rmSync(join(dir, name), { force: true });
  };
  const entries = entryCounter(db);
  let covered = 0;

  const header = () => {
    const text = readMeta(db, 'journal.header');
    const parsed: unknown = text === null ? null : JSON.parse(text);
    return isJournalHeader(parsed) ? parsed : null;
  };

  return {
    async start(prefetched) {
      // the first format kept the world in the row itself
      const old = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'snapshots'").get();
      let said: string | undefined;
      if (old) {
        db.exec('DROP TABLE snapshots');
        said = 'snapshot of an older format ignored';
      }
      const row = latest.get() as Row | undefined;
      const pass = (why: string) => {
        removeAll.run();
        tidy();
        return { point: null, said: said ?? why };
      };
      if (!row) {
        tidy();
        return { point: null, said };
      }
      if (row.version !== version) return pass(`snapshot of another version (${row.version}) ignored`);
      const h = header();
      if (!h || h.epoch !== row.epoch || row.covers > entries()) return pass('snapshot of another journal ignored');
      const t0 = performance.now();
      let bytes: Buffer;
      try {
        bytes = prefetched?.file === row.file ? await prefetched.bytes : readFileSync(join(dir, row.file));
      } catch {
        return pass('snapshot file missing, ignored');
      }
      if (bytes.length !== row.bytes) return pass('snapshot file cut short, ignored');
      const t1 = performance.now();
      let state: WorldState;
      try {
        state = deserialize(bytes) as WorldState;
      } catch {
        return pass('snapshot unreadable, ignored');
      }
      if (!state || !Array.isArray(state.collections) || !fitsCode(state))
        return pass('snapshot of another shape ignored');
      tidy();
      covered = row.covers;
      const steps = { read: Math.round(t1 - t0), deserialize: Math.round(performance.now() - t1) };
      return {
        point: { covers: row.covers, restore: () => putWorld(state, row.epoch) },
        takenAt: row.taken_at,
        steps,
        said,
      };
    },
    async take(begun) {
      // with the backend to itself: the world as of the entries stored so far, as bytes
      const kept = await alone(async () => {
        flushBuilds();
        // every entry accepted so far stored; nothing runs between this check and the world's serialization
        while (journalPending()) await journalStored();
        const h = header();
        if (!h) return null;
        begun?.();
        const started = performance.now();
        let world: Buffer;
        try {
          world = serialize(worldState());
        } catch {
          return null;
        }
        return { epoch: h.epoch, covers: entries(), world, started, blocked: Math.round(performance.now() - started) };
      });
      if (!kept) return null;
      // then the file written while requests are answered: its row, committed once the file is
      // on disk, says which entries it covers (those after it are replayed over it)
      const { epoch, covers, world, started, blocked } = kept;
      const file = `world-${epoch}-${covers}-${Date.now()}.v8`;
      await writeDurably(dir, file, world);
      keep(epoch, covers, file, world.length);
      covered = covers;
      tidy();
      // the entries since the last checkpoint into the database file, the log emptied
      db.pragma('wal_checkpoint(TRUNCATE)');
      return { covers, bytes: world.length, ms: Math.round(performance.now() - started), blocked };
    },
    since: () => entries() - covered,
  };
}
