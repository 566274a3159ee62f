/**
 * The journal's storage in the browser: IndexedDB (through `idb`), one database per origin
 * with the header (what world the entries were written over) and the entries in the
 * order they were accepted.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { isChange, isJournalEntry, isJournalHeader, type JournalEntry, type JournalHeader } from '../lib/journal';

export const JOURNAL_DB = 'ebike-embedded-backend';

interface JournalSchema extends DBSchema {
  meta: { key: string; value: unknown };
  entries: { key: number; value: unknown };
}

export interface StoredJournal {
  header: JournalHeader | null;
  entries: JournalEntry[];
}

/** The journal could not be read as one (a value of another shape, a store that fails). */
export class CorruptJournal extends Error {}

let opened: Promise<IDBPDatabase<JournalSchema>> | null = null;

function db(): Promise<IDBPDatabase<JournalSchema>> {
  opened ??= openDB<JournalSchema>(JOURNAL_DB, 1, {
    upgrade(d) {
      d.createObjectStore('meta');
      d.createObjectStore('entries', { autoIncrement: true });
    },
  });
  return opened;
}

/** Everything stored, checked: a header and entries of the wrong shape throw CorruptJournal. */
export async function readJournal(): Promise<StoredJournal> {
  let header: unknown;
  let entries: unknown[];
  try {
    const d = await db();
    header = await d.get('meta', 'header');
    entries = await d.getAll('entries');
  } catch (e) {
    throw new CorruptJournal(e instanceof Error ? e.message : String(e));
  }
  if (header !== undefined && !isJournalHeader(header)) throw new CorruptJournal('header');
  const bad = entries.findIndex((e) => !isJournalEntry(e));
  if (bad >= 0) throw new CorruptJournal(`entry ${bad + 1}`);
  if (entries.length && header === undefined) throw new CorruptJournal('entries without a header');
  return { header: (header as JournalHeader | undefined) ?? null, entries: entries as JournalEntry[] };
}

export async function writeHeader(header: JournalHeader): Promise<void> {
  await (await db()).put('meta', header, 'header');
}

/** Entries are appended in the order they come; a write resolves when stored. */
export async function appendEntry(entry: JournalEntry): Promise<void> {
  await (await db()).add('entries', entry);
}

/** The operator's changes kept: the steps of signing in and the world's builds are not counted. */
export async function countEntries(): Promise<number> {
  const entries = await (await db()).getAll('entries');
  return entries.filter((e) => isJournalEntry(e) && isChange(e)).length;
}

/** Forgets the entries and keeps the header (重置演示数据: the seeded world stays the one it was). */
export async function clearEntries(): Promise<void> {
  const d = await db();
  const tx = d.transaction('entries', 'readwrite');
  await Promise.all([tx.store.clear(), tx.done]);
}

/** Puts `entries` in place of the stored ones, in one transaction (a replay that dropped some). */
export async function rewriteEntries(entries: readonly JournalEntry[]): Promise<void> {
  const d = await db();
  const tx = d.transaction('entries', 'readwrite');
  await Promise.all([tx.store.clear(), ...entries.map((e) => tx.store.add(e)), tx.done]);
}

/** Forgets header and entries (重置演示数据, a discarded journal). */
export async function clearJournal(): Promise<void> {
  const d = await db();
  const tx = d.transaction(['meta', 'entries'], 'readwrite');
  await Promise.all([tx.objectStore('meta').clear(), tx.objectStore('entries').clear(), tx.done]);
}
