/**
 * Property of the 下载中心's bookkeeping: over any sequence of two operators making and
 * deleting export jobs while the clock moves, each one's list is exactly its own jobs not
 * deleted and younger than 24 h, newest first (a model kept beside the backend).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EXPORT_KEEP_MS } from '@contract/endpoints/exports';
import { advanceClock, now } from '@/shared/utils/clock';
import { jobSettled } from '@mocks/exports/jobs';
import { call, setupRawBackend, signInAsPhone, type Json, type Session } from './backendSession';

setupRawBackend();

const RUNS = Number(process.env.PROPERTY_RUNS ?? 12);
const JOBS = '/platform/export/jobs';
const WHO = ['13800000001', '13800000002'] as const;

type Command =
  | { kind: 'create'; who: 0 | 1 }
  | { kind: 'remove'; who: 0 | 1; pick: number }
  | { kind: 'wait'; ms: number };

const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({ kind: fc.constant('create' as const), who: fc.constantFrom(0 as const, 1 as const) }),
  fc.record({ kind: fc.constant('remove' as const), who: fc.constantFrom(0 as const, 1 as const), pick: fc.nat(5) }),
  fc.record({ kind: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: 10 * 3_600_000 }) }),
);

const ids = async (s: Session): Promise<string[]> =>
  ((await call('GET', JOBS, { session: s })).body.data as Json[]).map((j) => j.id as string);

describe('export jobs, property', () => {
  it('each operator lists exactly its own live jobs, newest first', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 6 }), async (commands) => {
        const sessions = await Promise.all(WHO.map((p) => signInAsPhone(p)));
        // one ride each operator may see: a job of one row
        const keyword = await Promise.all(
          sessions.map(
            async (s) =>
              (await call('GET', '/platform/order/list', { session: s, query: { page: 1, pageSize: 1 } })).body.data
                .rows[0].orderId as string,
          ),
        );
        for (const s of sessions) for (const id of await ids(s)) await call('DELETE', `${JOBS}/${id}`, { session: s });
        const model: Array<Array<{ id: string; at: number }>> = [[], []];
        for (const c of commands) {
          if (c.kind === 'create') {
            const made = await call('POST', JOBS, {
              session: sessions[c.who]!,
              body: { source: 'transactions', query: { keyword: keyword[c.who] } },
            });
            expect(made.body.suc, JSON.stringify(made.body)).toBe(true);
            await jobSettled(made.body.data.id as string);
            model[c.who]!.unshift({ id: made.body.data.id as string, at: now() });
          } else if (c.kind === 'remove') {
            const live = model[c.who]!;
            if (!live.length) continue;
            const [gone] = live.splice(c.pick % live.length, 1);
            expect((await call('DELETE', `${JOBS}/${gone!.id}`, { session: sessions[c.who]! })).body.suc).toBe(true);
          } else advanceClock(c.ms);
          for (const w of [0, 1] as const) {
            model[w] = model[w]!.filter((j) => j.at + EXPORT_KEEP_MS > now());
            expect(await ids(sessions[w]!)).toEqual(model[w]!.map((j) => j.id));
          }
        }
      }),
      { numRuns: RUNS },
    );
  }, 120_000);
});
