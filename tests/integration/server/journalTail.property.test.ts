/**
 * Property of the Node server's journal store: over any sequence of appends, rewrites (entries
 * dropped by a replay), forgetting the entries and clearing, the entries read from any position
 * on (a start after a snapshot covering that many) are exactly the model's from there, and the
 * count the snapshots use (read from the ends of the ids, not counted) is its length, in the
 * same database and after it is opened again, as after a restart.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import type { JournalEntry } from '@mocks/lib/journal';
import { entryCounter, openDatabase, sqliteJournal } from '@mocks/server/database';

const RUNS = Number(process.env.PROPERTY_RUNS ?? 30);
const dir = mkdtempSync(join(tmpdir(), 'ebike-journal-tail-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type Command =
  | { kind: 'append'; n: number }
  | { kind: 'rewrite'; keep: boolean[] }
  | { kind: 'clearEntries' }
  | { kind: 'clear' };

const command: fc.Arbitrary<Command> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('append' as const), n: fc.integer({ min: 1, max: 6 }) }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('rewrite' as const), keep: fc.array(fc.boolean(), { maxLength: 40 }) }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('clearEntries' as const) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('clear' as const) }) },
);

let made = 0;
const entry = (): JournalEntry => ({ endpoint: 'POST /x', at: ++made, input: { body: {}, query: {}, params: {} } });

describe('the journal store on the Node server', () => {
  it('reads the entries from any position, and counts them, as the model holds them', async () => {
    let file = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(command, { maxLength: 25 }), fc.nat(), async (commands, at) => {
        const path = join(dir, `j${++file}.sqlite`);
        let db = openDatabase(path);
        let store = sqliteJournal(db);
        await store.writeHeader({ version: 1, seed: 1, epoch: 1 });
        let model: JournalEntry[] = [];
        const agrees = async () => {
          const skip = model.length ? at % (model.length + 1) : 0;
          expect((await store.read(skip)).entries).toEqual(model.slice(skip));
          expect((await store.read()).entries).toEqual(model);
          expect(entryCounter(db)()).toBe(model.length);
        };
        for (const c of commands) {
          if (c.kind === 'append') {
            for (let i = 0; i < c.n; i++) {
              const e = entry();
              await store.append(e);
              model.push(e);
            }
          } else if (c.kind === 'rewrite') {
            model = model.filter((_, i) => c.keep[i] ?? true);
            await store.rewrite(model);
          } else {
            await (c.kind === 'clear' ? store.clear() : store.clearEntries());
            model = [];
          }
          await agrees();
        }
        db.close();
        db = openDatabase(path);
        store = sqliteJournal(db);
        await agrees();
        db.close();
      }),
      { numRuns: RUNS },
    );
  });
});
