/**
 * The snapshot file read beside the code's loading (mocks/server/prefetch.ts): the one .v8 file
 * of the directory is read whole; a start uses those bytes only when the latest row names that
 * file, and reads the row's own file otherwise. In one process, over a small database: no world
 * is built (a snapshot of the unbuilt world is a valid one).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, sqliteJournal } from '@mocks/server/database';
import { prefetchSnapshot } from '@mocks/server/prefetch';
import { sqliteSnapshots } from '@mocks/server/snapshot';
import { snapshotDir } from '@mocks/server/options';
import { setJournalStorage } from '@mocks/journal/store';

const root = mkdtempSync(join(tmpdir(), 'ebike-prefetch-'));
afterAll(() => {
  // the journal back where it was (IndexedDB): these databases are closed
  setJournalStorage(null);
  rmSync(root, { recursive: true, force: true });
});

/** A database whose journal has a header and a snapshot taken over it; its snapshot directory. */
async function withSnapshot(name: string) {
  const file = join(root, `${name}.sqlite`);
  const db = openDatabase(file);
  const journal = sqliteJournal(db);
  setJournalStorage(journal);
  await journal.writeHeader({ version: 1, seed: 1, epoch: Date.parse('2026-11-26T02:30:00Z') });
  const dir = snapshotDir(file);
  const taken = await sqliteSnapshots(db, dir, 'v-test').take();
  expect(taken).not.toBeNull();
  return { db, dir };
}

const refused = () => {
  const bytes = Promise.reject(new Error('not this read'));
  bytes.catch(() => undefined);
  return bytes;
};

describe('the snapshot read beside the loading', () => {
  it('reads the one snapshot file of the directory whole, and guesses nothing when there is none or more than one', async () => {
    const dir = join(root, 'files');
    expect(prefetchSnapshot(dir)).toBeUndefined(); // no directory yet
    mkdirSync(dir);
    const bytes = Buffer.alloc(3 << 20, 7);
    writeFileSync(join(dir, 'world-1-5-9.v8'), bytes);
    writeFileSync(join(dir, 'world-1-9-10.v8.tmp'), 'cut short by a kill');
    const p = prefetchSnapshot(dir);
    expect(p?.file).toBe('world-1-5-9.v8');
    expect((await p?.bytes)?.equals(bytes)).toBe(true);
    writeFileSync(join(dir, 'world-1-7-11.v8'), 'another');
    expect(prefetchSnapshot(dir)).toBeUndefined();
  });

  it("uses the prefetched bytes when the latest row names their file, and the row's own file when it names another", async () => {
    const { db, dir } = await withSnapshot('a');
    const p = prefetchSnapshot(dir);
    expect(p).toBeDefined();
    // the same file: the start waits for the prefetched read (here one that fails, so it says the file is missing)
    const same = await sqliteSnapshots(db, dir, 'v-test').start({ file: p!.file, bytes: refused() });
    expect(same.point).toBeNull();
    expect(same.said).toBe('snapshot file missing, ignored');
    db.close();

    const b = await withSnapshot('b');
    // a guess of another file: not used, the row's file read as before
    const other = await sqliteSnapshots(b.db, b.dir, 'v-test').start({ file: 'world-0-0-0.v8', bytes: refused() });
    expect(other.said).toBeUndefined();
    expect(other.point?.covers).toBe(0);
    // and the right guess's bytes give the same world
    const right = await sqliteSnapshots(b.db, b.dir, 'v-test').start(prefetchSnapshot(b.dir));
    expect(right.point?.covers).toBe(0);
    b.db.close();
  });
});
