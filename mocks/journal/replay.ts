/**
 * Replays a journal over the seeded world: the world is built as it was when the journal
 * began (its "now"), then every entry goes through the same handlers with the clock at the
 * time it was accepted, without faults or latency. An entry the handlers refuse now means
 * the journal no longer fits the world: the world goes back to the seed and the caller
 * says why.
 */
import { getResponse } from 'msw';
import { handlers } from '../handlers';
import { getDb, resetDb, SEED } from '../db/store';
import { setFaults } from '../lib/faults';
import { JOURNAL_VERSION, type JournalEntry, type JournalHeader } from '../lib/journal';
import { pinClock, pinnedAt, unpinClock } from '../../src/shared/utils/clock';

export type ReplayOutcome = { replayed: number } | { discarded: string };

/** Why an entry did not go through, or null when it did. */
async function refusal(entry: JournalEntry): Promise<string | null> {
  const request = new Request(entry.url, {
    method: entry.method,
    headers: entry.headers,
    body: entry.body === '' ? undefined : entry.body,
  });
  const response = await getResponse(handlers, request);
  if (!response) return '没有对应的接口';
  const answer = (await response.json().catch(() => null)) as { suc?: boolean; error?: Record<string, unknown> } | null;
  if (response.ok && answer?.suc !== false) return null;
  const said = answer?.error && Object.values(answer.error).find((v) => typeof v === 'string');
  return typeof said === 'string' ? said : `HTTP ${response.status}`;
}

/** The header a journal begun now over this world gets. */
export const headerFor = (epoch: number): JournalHeader => ({ version: JOURNAL_VERSION, seed: SEED, epoch });

export async function replayJournal(header: JournalHeader, entries: JournalEntry[]): Promise<ReplayOutcome> {
  if (header.version !== JOURNAL_VERSION || header.seed !== SEED) {
    return { discarded: '修改记录来自另一版本的演示数据' };
  }
  const before = pinnedAt();
  setFaults({});
  try {
    // the world as it was built when the journal began
    pinClock(header.epoch);
    resetDb();
    getDb();
    for (const [i, entry] of entries.entries()) {
      pinClock(entry.at);
      const why = await refusal(entry);
      if (why) {
        resetDb();
        const path = new URL(entry.url).pathname;
        return { discarded: `第 ${i + 1} 项修改无法重放（${entry.method} ${path}：${why}）` };
      }
    }
    return { replayed: entries.length };
  } finally {
    setFaults(null);
    if (before === null) unpinClock();
    else pinClock(before);
  }
}
