/**
 * Replays a journal over the seeded world: the world is built as it was when the journal
 * began (its "now"), then every entry goes through the same handlers with the clock at the
 * time it was accepted and the random bytes it drew, without faults or latency.
 *
 * An entry the handlers refuse now is dropped, and so is every later entry that then fails
 * too: those are the ones that depended on it (they name a record it made, or a state it
 * left). Every other entry is kept and replayed, and the caller stores the kept ones and
 * says which were dropped. A journal of another world is discarded as a whole.
 */
// the handlers, made when imported, are what applies each entry (applyEntry)
import '../handlers';
import { applyEntry } from '../lib/route';
import { getDb, pinEpoch, resetDb, worldSeed } from '../db/store';
import { allCollections, deferBuild, unjournalled } from '../db/lazy';
import { advanceWorld, pauseWarming } from '../db/liveFleet';
import { setFaults } from '../lib/faults';
import { feedDraws, feedLeft } from '../lib/entropy';
import { isChange, JOURNAL_VERSION, type JournalEntry, type JournalHeader } from '../lib/journal';
import { pinClock, pinnedAt, unpinClock } from '../../src/shared/utils/clock';
import { hostSlot } from '../lib/host';

/** An entry that could not be replayed: its place in the journal (from 0) and why. */
export interface Dropped {
  index: number;
  why: string;
}

export type ReplayOutcome = { replayed: number; dropped?: Dropped[] } | { discarded: string };

/** Told how long each replayed entry took (the shared worker's start times them for the map benchmark). */
type Timer = (entry: JournalEntry, start: number) => void;
const timing = hostSlot(() => ({ timer: null as Timer | null }));
export function timeReplay(next: Timer | null): void {
  timing().timer = next;
}

/** A collection built at the point the page built it: over the living world brought up to where it was then. */
function rebuild(entry: JournalEntry): string | null {
  const collection = allCollections()[entry.build!];
  if (!collection) return '数据集合不存在';
  if (entry.moved !== undefined) advanceWorld(entry.moved);
  collection();
  return null;
}

/**
 * Where the journal's trailing builds begin: the place of its first build after which only
 * builds and sign-in steps come (the world a page built, then an operator signing in), or
 * the journal's length when it ends with a change.
 */
export function trailingBuilds(entries: readonly JournalEntry[]): number {
  let from = entries.length;
  while (from > 0 && (entries[from - 1].build !== undefined || entries[from - 1].session)) from--;
  while (from < entries.length && entries[from].build === undefined) from++;
  return from;
}

/**
 * A build of the journal made later, as it was made then: the clock at its time, the living
 * world brought to where it was, nothing built ahead of need meanwhile and nothing journalled
 * (it is in the journal already).
 */
function buildLater(entry: JournalEntry, timer: Timer | null): void {
  deferBuild(() => {
    const start = performance.now();
    const before = pinnedAt();
    const resumeWarming = pauseWarming();
    pinClock(entry.at);
    try {
      unjournalled(() => rebuild(entry));
    } finally {
      resumeWarming();
      if (before === null) unpinClock();
      else pinClock(before);
      timer?.(entry, start);
    }
  });
}

/** Why an entry did not go through, or null when it did. */
async function refusal(entry: JournalEntry): Promise<string | null> {
  if (entry.build !== undefined) return rebuild(entry);
  feedDraws(entry.draws ?? '');
  try {
    const response = await applyEntry(entry);
    if (!response) return '没有对应的接口';
    const answer = (await response.json().catch(() => null)) as {
      suc?: boolean;
      error?: Record<string, unknown>;
    } | null;
    if (response.ok && answer?.suc !== false) {
      // fewer random bytes used than recorded: not the write that was journalled
      return feedLeft() ? '修改记录中的随机数与重放不符' : null;
    }
    const said = answer?.error && Object.values(answer.error).find((v) => typeof v === 'string');
    return typeof said === 'string' ? said : `HTTP ${response.status}`;
  } finally {
    feedDraws(null);
  }
}

/** The header a journal begun now over this world gets. */
export const headerFor = (epoch: number): JournalHeader => ({ version: JOURNAL_VERSION, seed: worldSeed(), epoch });

/** Whether a journal was written over this version of the seeded world. */
export const fitsWorld = (header: JournalHeader): boolean =>
  header.version === JOURNAL_VERSION && header.seed === worldSeed();

/** How an entry is named to the operator: changes are numbered as the settings drawer counts them. */
function nameOf(entries: readonly JournalEntry[], index: number): string {
  if (entries[index].session) return '一次登录记录';
  if (entries[index].build !== undefined) return '一次数据加载记录';
  const n = entries.slice(0, index + 1).filter(isChange).length;
  return `第 ${n} 项修改`;
}

/** What is said after the reload when entries were dropped: which, why, and that the rest was kept. */
export function droppedMessage(entries: readonly JournalEntry[], dropped: readonly Dropped[]): string {
  const shown = dropped.slice(0, 3).map(({ index, why }) => {
    const e = entries[index];
    return `${nameOf(entries, index)}无法重放（${e.endpoint}：${why}）`;
  });
  const more = dropped.length > 3 ? `等 ${dropped.length} 项` : '';
  const gone = new Set(dropped.map((d) => d.index));
  const kept = entries.filter((e, i) => !gone.has(i) && isChange(e)).length;
  return `${shown.join('；')}${more}，已舍弃；其余 ${kept} 项修改已保留`;
}

/**
 * Replays `entries` over the world as the journal began, or over the world `from` puts back
 * (the Node server's snapshot of the journal's first entries, the rest given here).
 * `deferBuilds` (the shared worker's start): the journal's trailing builds (`trailingBuilds`)
 * are left for later, made before the first read of a collection not built yet (lazy.ts,
 * `deferBuild`), so that the sign-in steps after them are replayed and the first reads that
 * need no part of the world (the operator's codes) are answered before the fleet is made.
 */
export async function replayJournal(
  header: JournalHeader,
  entries: readonly JournalEntry[],
  from?: () => void,
  { deferBuilds = false }: { deferBuilds?: boolean } = {},
): Promise<ReplayOutcome> {
  if (!fitsWorld(header)) return { discarded: '修改记录来自另一版本的演示数据' };
  const before = pinnedAt();
  setFaults({});
  // the page builds the world ahead of need when idle: not while its history is replayed
  const resumeWarming = pauseWarming();
  try {
    // the world as it was built when the journal began
    pinEpoch(header.epoch);
    pinClock(header.epoch);
    if (from) from();
    else {
      resetDb();
      getDb();
    }
    const dropped: Dropped[] = [];
    const { timer } = timing();
    const later = deferBuilds ? trailingBuilds(entries) : entries.length;
    for (const [index, entry] of entries.entries()) {
      if (index >= later && entry.build !== undefined) {
        if (allCollections()[entry.build]) buildLater(entry, timer);
        else dropped.push({ index, why: '数据集合不存在' });
        continue;
      }
      pinClock(entry.at);
      const start = performance.now();
      const why = await refusal(entry);
      timer?.(entry, start);
      if (why) dropped.push({ index, why });
    }
    const replayed = entries.length - dropped.length;
    return dropped.length ? { replayed, dropped } : { replayed };
  } finally {
    resumeWarming();
    setFaults(null);
    if (before === null) unpinClock();
    else pinClock(before);
  }
}
