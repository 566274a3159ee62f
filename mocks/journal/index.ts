/**
 * Changes that survive a reload: at start the browser's embedded backend replays its journal
 * over the seeded world, then journals every write it accepts. The journal's header keeps the
 * seeded world's "now" from the first start on (重置演示数据 keeps it too), so the seeded
 * records stay the same records. Entries that cannot be replayed are dropped and the rest
 * kept; a journal that cannot be read, or of another world, is discarded. The caller says so.
 */
import { pinEpoch, worldEpoch } from '../db/store';
import {
  flushBuilds,
  isChange,
  pauseJournal,
  setJournalSink,
  type JournalEntry,
  type JournalHeader,
} from '../lib/journal';
import { differingParts, worldParts, type DifferingPart } from '../db/fingerprint';
import { advanceWorld } from '../db/liveFleet';
import { settleUpgrades } from '../db/upgrades';
import { now, pinClock, pinnedAt, unpinClock } from '../../src/shared/utils/clock';
import { droppedMessage, fitsWorld, headerFor, replayJournal, type ReplayOutcome } from './replay';
import { openTabs, type TabsChannel } from './tabs';
import { hostSlot } from '../lib/host';
import {
  appendEntry,
  clearEntries,
  clearJournal,
  CorruptJournal,
  countEntries,
  JournalTaken,
  readJournal,
  rewriteEntries,
  writeHeader,
} from './store';

export interface RestoreOutcome {
  replayed: number;
  /** set when a journal was found and discarded: why, in words for the operator */
  discarded?: string;
  /** set when some entries were dropped and the rest kept: which and why, in words for the operator */
  dropped?: string;
}

/**
 * The tabs of this browser share one journal but each runs its own world: a change made in
 * one is said to the others (BroadcastChannel), which then show stale data until reloaded.
 */
const CHANNEL = 'ebike-demo-journal';
type Elsewhere = 'changed' | 'reset';
/**
 * The host's end of the journal: its writes in order (each waits for the one before), and the
 * entries handed to it and not yet stored.
 */
const stored = hostSlot(() => ({
  chain: Promise.resolve() as Promise<void>,
  pending: 0,
  /** an append was refused: another tab has taken the journal (claimJournal) */
  taken: false,
}));
const tabs = (): TabsChannel | null => openTabs(CHANNEL);

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

/**
 * Resolves once the entries handed to the journal until now are stored (or failed to be), not
 * waiting for those handed to it later: a write is answered after this (a stream of other writes
 * does not hold its answer).
 */
export const entriesStored = (): Promise<void> => stored().chain;

/** Resolves once no entry handed to the journal is left to store (or failed to be). */
export async function journalStored(): Promise<void> {
  const s = stored();
  while (s.pending) await s.chain;
}
/** Whether an append of this host was refused because another has taken the journal since. */
export const journalTaken = (): boolean => stored().taken;
/** How many entries are handed to the journal and not yet stored: a snapshot is taken at 0. */
export const journalPending = (): number => stored().pending;

/** Appends accepted writes in order, after the header if one has to be written. */
function startJournalling(header: JournalHeader | null): void {
  const s = stored();
  s.taken = false;
  s.chain = header ? writeHeader(header) : Promise.resolve();
  setJournalSink((entry: JournalEntry) => {
    s.pending++;
    s.chain = s.chain
      .then(async () => {
        await appendEntry(entry);
        // a build of the world is no change the other tabs would miss
        if (isChange(entry) || entry.session) tabs()?.postMessage('changed' satisfies Elsewhere);
      })
      .catch((e: unknown) => {
        // a tab taken over by a newer one: its world is no longer the journal's (journalTaken)
        if (e instanceof JournalTaken) s.taken = true;
        else console.warn('embedded backend: a change was not journalled', e);
      })
      .finally(() => {
        s.pending--;
      });
  });
}

/**
 * A point of the journal the world can be put back at without replaying what came before it
 * (the Node server's snapshot): the first `covers` entries are in the world `restore` puts back.
 */
export interface JournalPoint {
  covers: number;
  restore(): void;
}

/**
 * Replays what the journal holds (after `point`, when given, over the world it puts back) and
 * starts journalling; never throws. A point that cannot be used is passed over: the whole
 * journal is replayed over the seed. `deferBuilds`: its trailing builds are made later, before
 * the first read that needs them (replayJournal).
 */
export async function restoreJournal(
  point?: JournalPoint | null,
  { deferBuilds = false }: { deferBuilds?: boolean } = {},
): Promise<RestoreOutcome> {
  if (point) {
    try {
      return await restoreFrom(point, false);
    } catch (e) {
      console.warn('embedded backend: the snapshot could not be used; the whole journal is replayed', e);
    }
  }
  return restoreFrom(null, deferBuilds);
}

async function restoreFrom(point: JournalPoint | null, deferBuilds: boolean): Promise<RestoreOutcome> {
  let outcome: RestoreOutcome = { replayed: 0 };
  let kept: JournalHeader | null = null;
  try {
    const { header, entries } = await readJournal(point?.covers ?? 0);
    if (point && !(header && fitsWorld(header))) throw new Error('a snapshot of a journal of another world');
    if (header && fitsWorld(header)) {
      kept = header;
      pinEpoch(header.epoch);
      if (entries.length || point) {
        const replay = await replayJournal(header, entries, point?.restore, { deferBuilds });
        if ('discarded' in replay) outcome = { replayed: 0, discarded: replay.discarded };
        else if (replay.dropped) {
          // positions in the whole journal: those a point covers stay as they are
          const skip = point?.covers ?? 0;
          const gone = new Set(replay.dropped.map((d) => d.index + skip));
          const all = skip ? (await readJournal()).entries : entries;
          await rewriteEntries(all.filter((_, i) => !gone.has(i)));
          outcome = { replayed: replay.replayed, dropped: droppedMessage(entries, replay.dropped) };
        } else outcome = { replayed: replay.replayed };
      }
    } else if (header && entries.length) {
      outcome = { replayed: 0, discarded: '修改记录来自另一版本的演示数据' };
    }
  } catch (e) {
    if (point) throw e;
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
  if (outcome.discarded) kept = null;
  // a new journal begins over the world as it is (or will be) built: the header keeps when that was
  const epoch = kept ? null : worldEpoch();
  if (epoch !== null) pinEpoch(epoch);
  startJournalling(epoch === null ? null : headerFor(epoch));
  return outcome;
}

/** 重置演示数据: forgets every change, not the seeded world's "now"; the page reloads onto the seeded world. */
export async function resetJournal(): Promise<void> {
  setJournalSink(null);
  await clearEntries();
  tabs()?.postMessage('reset' satisfies Elsewhere);
}

export const journalSize = (): Promise<number> => countEntries().catch(() => 0);

export interface ReplayCheck {
  /**
   * The parts that differ: 'store', 'collection N' (N its place among the collections, as
   * journalled builds name it) or 'bookkeeping' (the living world's own: rides awaiting payment,
   * alarms to clear, ride numbers), with the text around the first difference, in the page and replayed.
   */
  differing: DifferingPart[];
  replayed: number;
  /** entries the replay could not apply (none when the journal holds what the page did) */
  dropped: number;
  /** the collections compared (the store and the bookkeeping besides) */
  compared: number;
}

/**
 * For the browser tests (a demo build's debug hook): whether the stored journal gives back the
 * world of this page. The page's world is read (every collection it read), then rebuilt from the
 * seed with the journal replayed, and read again at the same moment; the page goes on with the
 * replayed world. Call it when the page is idle (it takes seconds).
 */
export async function checkReplay(): Promise<ReplayCheck> {
  flushBuilds();
  await stored().chain;
  const resume = pauseJournal();
  const pinned = pinnedAt();
  const at = now();
  pinClock(at);
  // both worlds are brought to the same moment before they are read: the living world's minutes
  // and the OTA successes up to it (a page moves them when it reads, a replay when it is asked)
  const settle = () => {
    advanceWorld(at);
    settleUpgrades(at);
  };
  try {
    settle();
    const before = worldParts();
    const { header, entries } = await readJournal();
    const outcome: ReplayOutcome = header ? await replayJournal(header, entries) : { replayed: 0 };
    if ('discarded' in outcome) throw new Error(outcome.discarded);
    pinClock(at);
    settle();
    const differing = differingParts(before, worldParts(before));
    return {
      differing,
      replayed: outcome.replayed,
      dropped: outcome.dropped?.length ?? 0,
      compared: before.collections.length,
    };
  } finally {
    if (pinned === null) unpinClock();
    else pinClock(pinned);
    resume();
  }
}
