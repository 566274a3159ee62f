/**
 * The journal properties' session: a journal begun as the page begins one, over the world as
 * it is built from now on, and the same journal replayed over the seed later.
 */
import fc from 'fast-check';
import { now, pinClock } from '@/shared/utils/clock';
import { pinEpoch, resetDb, worldEpoch } from '@mocks/db/store';
import { setJournalSink, type JournalEntry, type JournalHeader } from '@mocks/lib/journal';
import { headerFor, replayJournal, type ReplayOutcome } from '@mocks/journal/replay';

export interface JournalSession {
  header: JournalHeader;
  /** what the backend journals from now on, as it comes */
  entries: JournalEntry[];
  /** when the journal began (ms) */
  start: number;
}

/** A session's steps: each operation with the wait before it (0 to `maxWait` ms of the clock). */
export function timedSteps<Op>(
  op: fc.Arbitrary<Op>,
  maxWait: number,
  length: { minLength: number; maxLength: number },
): fc.Arbitrary<Array<[Op, number]>> {
  return fc.array(fc.tuple(op, fc.integer({ min: 0, max: maxWait })), length);
}

/** A fresh world with a journal begun over it (mocks/journal/index.ts does the same at a page's start). */
export function beginJournal(): JournalSession {
  resetDb();
  pinEpoch(null);
  const epoch = worldEpoch();
  pinEpoch(epoch);
  const entries: JournalEntry[] = [];
  setJournalSink((e) => entries.push(e));
  return { header: headerFor(epoch), entries, start: now() };
}

/**
 * Stops journalling, forgets the world and replays the session's journal over the seed a day
 * later (the replay pins each entry's own time); the clock is left at `end`.
 */
export async function replaySession(
  { header, entries, start }: JournalSession,
  end: number,
  options: { deferBuilds?: boolean } = {},
): Promise<ReplayOutcome> {
  setJournalSink(null);
  resetDb();
  pinClock(start + 86_400_000);
  const outcome = await replayJournal(header, entries, undefined, options);
  pinClock(end);
  return outcome;
}
