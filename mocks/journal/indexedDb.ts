/**
 * The journal's storage in the browser: IndexedDB (through `idb`), one database per origin
 * with the header (what world the entries were written over) and the entries in the
 * order they were accepted.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { JournalEntry, JournalHeader } from '../lib/journal';
import type { JournalStorage } from './store';
import { hostSlot } from '../lib/host';

export const JOURNAL_DB = 'ebike-embedded-backend';

interface JournalSchema extends DBSchema {
  meta: { key: string; value: unknown };
  entries: { key: number; value: unknown };
}

/** The host's database, once opened. */
const database = hostSlot(() => ({ opened: null as Promise<IDBPDatabase<JournalSchema>> | null }));

function db(): Promise<IDBPDatabase<JournalSchema>> {
  const d = database();
  d.opened ??= openDB<JournalSchema>(JOURNAL_DB, 1, {
    upgrade(d) {
      d.createObjectStore('meta');
      d.createObjectStore('entries', { autoIncrement: true });
    },
  });
  return d.opened;
}

/** This tab's append was refused: another tab has taken the journal since (claim). */
export class JournalTaken extends Error {
  constructor() {
    super('the journal is kept by another tab now');
  }
}

/**
 * The journal in IndexedDB, as one host keeps it. A host that claims the journal (a tab running
 * its own backend) has its appends refused once another has claimed it since: the owner is kept
 * beside the header and checked in each append's transaction, which IndexedDB orders after a
 * claim made before it, so no append of the tab taken over lands behind the other's read.
 */
export function indexedDbStorage(): JournalStorage {
  let mine: string | null = null;
  return {
    async read(skip = 0) {
      const d = await db();
      const entries = await d.getAll('entries');
      return { header: await d.get('meta', 'header'), entries: skip ? entries.slice(skip) : entries };
    },
    async claim() {
      const id = `${performance.timeOrigin}-${Math.random()}`;
      await (await db()).put('meta', id, 'owner');
      mine = id;
    },
    async writeHeader(header: JournalHeader) {
      await (await db()).put('meta', header, 'header');
    },
    async append(entry: JournalEntry) {
      const d = await db();
      if (mine === null) {
        await d.add('entries', entry);
        return;
      }
      const tx = d.transaction(['meta', 'entries'], 'readwrite');
      if ((await tx.objectStore('meta').get('owner')) !== mine) {
        tx.done.catch(() => {});
        tx.abort();
        throw new JournalTaken();
      }
      await Promise.all([tx.objectStore('entries').add(entry), tx.done]);
    },
    async clearEntries() {
      const d = await db();
      const tx = d.transaction('entries', 'readwrite');
      await Promise.all([tx.store.clear(), tx.done]);
    },
    async rewrite(entries: readonly JournalEntry[]) {
      const d = await db();
      const tx = d.transaction('entries', 'readwrite');
      await Promise.all([tx.store.clear(), ...entries.map((e) => tx.store.add(e)), tx.done]);
    },
    async clear() {
      const d = await db();
      const tx = d.transaction(['meta', 'entries'], 'readwrite');
      // the owner stays: a tab taken over is not let back in by a discarded journal
      await Promise.all([tx.objectStore('meta').delete('header'), tx.objectStore('entries').clear(), tx.done]);
    },
  };
}
