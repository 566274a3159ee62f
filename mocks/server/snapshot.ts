/**
 * Snapshots of the Node server's world, so that a start replays only the journal written after
 * the latest one instead of every entry from the seed.
 *
 * A snapshot is the whole world (mocks/db/snapshot.ts) as one node:v8 structured clone, with
 * the number of journal entries it covers, the journal's epoch and the version of the code that
 * wrote it, in one row of the database, written in one transaction with the older one deleted.
 * It is taken with the backend to itself (`alone`: the requests being answered finish first,
 * those arriving wait) once every accepted entry is stored, so the world in it is exactly the
 * first `covers` entries: a kill at any moment leaves either the old snapshot or the new one,
 * and the journal after it, whole. Entries are never deleted for a snapshot: one of another
 * version (the code changed) is ignored, said once and deleted, and the whole journal replayed.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deserialize, serialize } from 'node:v8';
import { fitsCode, putWorld, worldState, type WorldState } from '../db/snapshot';
import { alone } from '../lib/dispatch';
import { flushBuilds } from '../lib/journal';
import { journalPending, journalStored, type JournalPoint } from '../journal';
import { isJournalHeader } from '../lib/journal';
import { entryCounter, readMeta, type BackendDb } from './database';

/** Bumped when what a snapshot row holds changes shape. */
const SNAPSHOT_FORMAT = 1;

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
 * (the compiled backend's own file, or the sources under tsx). Another build's world may hold
 * other records in other shapes: its snapshot is not read.
 */
export function codeVersion(): string {
  const h = createHash('sha256').update(`format ${SNAPSHOT_FORMAT}\n`);
  const self = fileURLToPath(import.meta.url);
  if (self.endsWith('.ts')) {
    const root = resolve(self, '../../..');
    for (const dir of SOURCES) hashTree(h, join(root, dir));
  } else h.update(readFileSync(self));
  return h.digest('hex').slice(0, 16);
}

interface Row {
  id: number;
  version: string;
  epoch: number;
  covers: number;
  taken_at: string;
  world: Uint8Array;
}

export interface Taken {
  covers: number;
  bytes: number;
  ms: number;
}

export interface Snapshots {
  /**
   * Where the start begins: the latest snapshot of this version over this journal, or null.
   * `said` tells what was passed over (another version, unreadable), once: it is deleted.
   */
  start(): { point: JournalPoint | null; said?: string; takenAt?: string };
  /**
   * A snapshot of the world now (the backend to itself meanwhile); null when the world cannot be
   * kept yet. `begun` runs when it starts to be written (the log says so).
   */
  take(begun?: () => void): Promise<Taken | null>;
  /** Entries accepted since the latest snapshot. */
  since(): number;
}

export function sqliteSnapshots(db: BackendDb, version = codeVersion()): Snapshots {
  const latest = db.prepare('SELECT * FROM snapshots ORDER BY id DESC LIMIT 1');
  const insert = db.prepare('INSERT INTO snapshots (version, epoch, covers, taken_at, world) VALUES (?, ?, ?, ?, ?)');
  const older = db.prepare('DELETE FROM snapshots WHERE id < ?');
  const removeAll = db.prepare('DELETE FROM snapshots');
  const keep = db.transaction((epoch: number, covers: number, world: Buffer) => {
    const { lastInsertRowid } = insert.run(version, epoch, covers, new Date().toISOString(), world);
    older.run(lastInsertRowid);
  });
  const entries = entryCounter(db);
  let covered = 0;

  const header = () => {
    const text = readMeta(db, 'journal.header');
    const parsed: unknown = text === null ? null : JSON.parse(text);
    return isJournalHeader(parsed) ? parsed : null;
  };

  return {
    start() {
      const row = latest.get() as Row | undefined;
      if (!row) return { point: null };
      const pass = (said: string) => {
        removeAll.run();
        return { point: null, said };
      };
      if (row.version !== version) return pass(`snapshot of another version (${row.version}) ignored`);
      const h = header();
      if (!h || h.epoch !== row.epoch || row.covers > entries()) return pass('snapshot of another journal ignored');
      let state: WorldState;
      try {
        state = deserialize(row.world) as WorldState;
      } catch {
        return pass('snapshot unreadable, ignored');
      }
      if (!state || !Array.isArray(state.collections) || !fitsCode(state))
        return pass('snapshot of another shape ignored');
      covered = row.covers;
      return { point: { covers: row.covers, restore: () => putWorld(state, row.epoch) }, takenAt: row.taken_at };
    },
    take: (begun) =>
      alone(async () => {
        flushBuilds();
        // every entry accepted so far stored; nothing runs between this check and the row written
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
        const covers = entries();
        keep(h.epoch, covers, world);
        covered = covers;
        return { covers, bytes: world.length, ms: Math.round(performance.now() - started) };
      }),
    since: () => entries() - covered,
  };
}
