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

export const indexedDbStorage: JournalStorage = {
  async read(skip = 0) {
    const d = await db();
    const entries = await d.getAll('entries');
    return { header: await d.get('meta', 'header'), entries: skip ? entries.slice(skip) : entries };
  },
  async writeHeader(header: JournalHeader) {
    await (await db()).put('meta', header, 'header');
  },
  async append(entry: JournalEntry) {
    await (await db()).add('entries', entry);
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
    await Promise.all([tx.objectStore('meta').clear(), tx.objectStore('entries').clear(), tx.done]);
  },
};
