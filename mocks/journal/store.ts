/**
 * Where the journal is kept, behind one narrow port: the header (what world the entries were
 * written over) and the entries in the order they were accepted. In the browser that is
 * IndexedDB (indexedDb.ts, the default); the Node server sets its SQLite file
 * (mocks/server/sqliteJournal.ts). What is read back is checked here, whatever kept it.
 */
import {
  isChange,
  isJournalEntry,
  isJournalHeader,
  JOURNAL_VERSION,
  type JournalEntry,
  type JournalHeader,
} from '../lib/journal';
import { indexedDbStorage } from './indexedDb';
import { hostSlot } from '../lib/host';

export { JOURNAL_DB, JournalTaken } from './indexedDb';

/** A journal's storage: values as stored (checked by readJournal), writes resolved when stored. */
export interface JournalStorage {
  /** the header and the entries, from position `skip` on (the first is 0) */
  read(skip?: number): Promise<{ header: unknown; entries: unknown[] }>;
  /**
   * Takes the journal for this host: from then on the appends of a host that claimed it before
   * are refused (a tab running its own backend, taken over by a newer one). Before the read.
   */
  claim?(): Promise<void>;
  writeHeader(header: JournalHeader): Promise<void>;
  /** one entry after the others, in the order they come */
  append(entry: JournalEntry): Promise<void>;
  /** forgets the entries, keeps the header */
  clearEntries(): Promise<void>;
  /** `entries` in place of the stored ones, at once */
  rewrite(entries: readonly JournalEntry[]): Promise<void>;
  /** forgets header and entries */
  clear(): Promise<void>;
}

/** Where the host keeps its journal. */
const kept = hostSlot(() => ({ storage: indexedDbStorage() }));
const storage = (): JournalStorage => kept().storage;

/** Puts the journal in `next` (the Node server's database); null goes back to IndexedDB. */
export function setJournalStorage(next: JournalStorage | null): void {
  kept().storage = next ?? indexedDbStorage();
}

export interface StoredJournal {
  header: JournalHeader | null;
  entries: JournalEntry[];
}

/** The journal could not be read as one (a value of another shape, a store that fails). */
export class CorruptJournal extends Error {}

/**
 * Everything stored (the entries from position `skip` on), checked: a header and entries of the
 * wrong shape throw CorruptJournal.
 */
export async function readJournal(skip = 0): Promise<StoredJournal> {
  let header: unknown;
  let entries: unknown[];
  try {
    ({ header, entries } = await storage().read(skip));
  } catch (e) {
    throw new CorruptJournal(e instanceof Error ? e.message : String(e));
  }
  if (header !== undefined && header !== null && !isJournalHeader(header)) throw new CorruptJournal('header');
  // a journal of another version is not read as one of this version's shape: it is discarded whole
  if (header && header.version !== JOURNAL_VERSION) return { header, entries: entries as JournalEntry[] };
  const bad = entries.findIndex((e) => !isJournalEntry(e));
  if (bad >= 0) throw new CorruptJournal(`entry ${bad + 1}`);
  if ((entries.length || skip) && (header === undefined || header === null))
    throw new CorruptJournal('entries without a header');
  return { header: (header as JournalHeader | undefined) ?? null, entries: entries as JournalEntry[] };
}

export const writeHeader = (header: JournalHeader): Promise<void> => storage().writeHeader(header);

/** This host takes the journal: the appends of one that took it before are refused from then on. */
export const claimJournal = async (): Promise<void> => storage().claim?.();

/** Entries are appended in the order they come; a write resolves when stored. */
export const appendEntry = (entry: JournalEntry): Promise<void> => storage().append(entry);

/** The operator's changes kept: the steps of signing in and the world's builds are not counted. */
export async function countEntries(): Promise<number> {
  const { entries } = await storage().read();
  return entries.filter((e) => isJournalEntry(e) && isChange(e)).length;
}

/** Forgets the entries and keeps the header (重置演示数据: the seeded world stays the one it was). */
export const clearEntries = (): Promise<void> => storage().clearEntries();

/** Puts `entries` in place of the stored ones, in one transaction (a replay that dropped some). */
export const rewriteEntries = (entries: readonly JournalEntry[]): Promise<void> => storage().rewrite(entries);

/** Forgets header and entries (重置演示数据, a discarded journal). */
export const clearJournal = (): Promise<void> => storage().clear();
