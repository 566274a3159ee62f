import type { JournalEntry, JournalHeader } from '@mocks/lib/journal';
import type { JournalStorage } from '@mocks/journal/store';

/**
 * The journal kept in memory, as IndexedDB keeps it in the browser (the shared backend's tests);
 * `slow`: each entry is stored a macrotask later, as an IndexedDB transaction completes.
 */
export function memoryJournal({ slow = false } = {}): JournalStorage & {
  header: JournalHeader | null;
  entries: JournalEntry[];
} {
  const kept = {
    header: null as JournalHeader | null,
    entries: [] as JournalEntry[],
    read: async () => ({ header: kept.header, entries: [...kept.entries] }),
    writeHeader: async (h: JournalHeader) => {
      kept.header = h;
    },
    append: async (e: JournalEntry) => {
      if (slow) await new Promise((stored) => setTimeout(stored, 0));
      kept.entries.push(e);
    },
    clearEntries: async () => {
      kept.entries = [];
    },
    rewrite: async (es: readonly JournalEntry[]) => {
      kept.entries = [...es];
    },
    clear: async () => {
      kept.header = null;
      kept.entries = [];
    },
  };
  return kept;
}
