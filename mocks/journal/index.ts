/**
 * Changes that survive a reload (issue 12, DESIGN.md §11): at start the browser's embedded
 * backend replays its journal over the seeded world, then journals every write it accepts.
 * A journal that cannot be read or replayed is discarded, and the caller shows why.
 */
import { EPOCH } from '../db/store';
import { setJournalSink, type JournalEntry } from '../lib/journal';
import { headerFor, replayJournal } from './replay';
import { appendEntry, clearJournal, CorruptJournal, countEntries, readJournal, writeHeader } from './store';

export interface RestoreOutcome {
  replayed: number;
  /** set when a journal was found and discarded: why, in words for the operator */
  discarded?: string;
}

/**
 * The tabs of this browser share one journal but each runs its own world: a change made in
 * one is said to the others (BroadcastChannel), which then show stale data until reloaded.
 */
const CHANNEL = 'ebike-demo-journal';
type Elsewhere = 'changed' | 'reset';
let channel: BroadcastChannel | null = null;
const tabs = (): BroadcastChannel | null => {
  if (!channel && typeof BroadcastChannel === 'function') channel = new BroadcastChannel(CHANNEL);
  return channel;
};

/**
 * `listener` hears of each change (or 重置演示数据) made in another tab of this browser. After a
 * reset this tab's changes are no longer journalled: they were made on a world the journal no
 * longer starts from.
 */
export function onChangedElsewhere(listener: (what: Elsewhere) => void): void {
  const c = tabs();
  if (!c) return;
  c.onmessage = (e: MessageEvent) => {
    if (e.data !== 'changed' && e.data !== 'reset') return;
    if (e.data === 'reset') setJournalSink(null);
    listener(e.data);
  };
}

/** Appends accepted writes in order; the header goes first, with the world's "now". */
function startJournalling(hasHeader: boolean): void {
  let headerWritten = hasHeader;
  let chain = Promise.resolve();
  setJournalSink((entry: JournalEntry) => {
    chain = chain
      .then(async () => {
        if (!headerWritten) {
          await writeHeader(headerFor(EPOCH));
          headerWritten = true;
        }
        await appendEntry(entry);
        tabs()?.postMessage('changed' satisfies Elsewhere);
      })
      .catch((e: unknown) => console.warn('embedded backend: a change was not journalled', e));
  });
}

/** Replays what the journal holds and starts journalling; never throws. */
export async function restoreJournal(): Promise<RestoreOutcome> {
  let outcome: RestoreOutcome = { replayed: 0 };
  let hasHeader = false;
  try {
    const { header, entries } = await readJournal();
    if (header && entries.length) {
      const replay = await replayJournal(header, entries);
      if ('replayed' in replay) {
        outcome = replay;
        hasHeader = true;
      } else {
        outcome = { replayed: 0, discarded: replay.discarded };
      }
    }
  } catch (e) {
    const why = e instanceof CorruptJournal ? `修改记录已损坏（${e.message}）` : '修改记录无法读取';
    outcome = { replayed: 0, discarded: why };
  }
  if (outcome.discarded) {
    try {
      await clearJournal();
    } catch {
      // storage that cannot be read cannot be kept either: journalling below fails quietly
    }
  }
  startJournalling(hasHeader);
  return outcome;
}

/** 重置演示数据: forgets every change; the page reloads onto the seeded world. */
export async function resetJournal(): Promise<void> {
  setJournalSink(null);
  await clearJournal();
  tabs()?.postMessage('reset' satisfies Elsewhere);
}

export const journalSize = (): Promise<number> => countEntries().catch(() => 0);
